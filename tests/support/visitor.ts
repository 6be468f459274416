import * as cheerio from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { expect } from "vitest";

import { FetchBrowser } from "./fetch-browser";

/**
 * A visitor without JavaScript, as HTTP sees one: a cookie jar, links followed and forms sent the
 * way a browser sends them (its successful controls in document order, the button pressed, a POST
 * answered by a redirect followed with a GET). Each page is parsed by a real HTML parser (cheerio on
 * parse5), so a test reads what the server's HTML says, not what a script made of it.
 */
export class Visitor {
  readonly browser = new FetchBrowser();

  constructor(readonly siteUrl: string) {}

  /** Opens `path` (or a full URL) and follows redirects, as typing an address does. */
  async open(path: string, init: RequestInit = {}): Promise<HtmlPage> {
    return this.#follow(new URL(path, this.siteUrl).href, init);
  }

  /** One request without following its redirect: for tests of the redirect itself. */
  async request(path: string, init: RequestInit = {}): Promise<Response> {
    return this.browser.request(new URL(path, this.siteUrl).href, init);
  }

  /** Sends a form's fields as the browser would post them (a form the page does not show: a forged or hand-made post). */
  async post(path: string, fields: Record<string, string> | [string, string][]): Promise<HtmlPage> {
    return this.#follow(new URL(path, this.siteUrl).href, {
      method: "POST",
      headers: this.#formHeaders(),
      body: new URLSearchParams(fields),
    });
  }

  setCookie(name: string, value: string) {
    this.browser.cookies(this.siteUrl).set(name, value);
  }

  hasCookie(name: string) {
    return this.browser.cookies(this.siteUrl).has(name);
  }

  /** What a browser adds to a form post from one of our pages. */
  #formHeaders(): Record<string, string> {
    return {
      "content-type": "application/x-www-form-urlencoded",
      origin: new URL(this.siteUrl).origin,
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "navigate",
    };
  }

  /** Sends a form of the page at `from` to `url`, with the Origin and Sec-Fetch-Site that page gives it. */
  async submit(
    url: string,
    method: string,
    fields: [string, string][],
    from = this.siteUrl,
  ): Promise<HtmlPage> {
    const body = new URLSearchParams(fields);
    if (method === "get") {
      const target = new URL(url);
      target.search = body.toString();
      return this.#follow(target.href, {});
    }
    const origin = new URL(from).origin;
    const headers = {
      ...this.#formHeaders(),
      origin,
      "sec-fetch-site": new URL(url).origin === origin ? "same-origin" : "cross-site",
    };
    return this.#follow(url, { method: "POST", headers, body });
  }

  async #follow(url: string, init: RequestInit): Promise<HtmlPage> {
    let current = url;
    let response = await this.browser.request(current, {
      ...init,
      headers: { accept: "text/html,application/xhtml+xml", ...(init.headers as Record<string, string>) },
    });
    const redirects: string[] = [];
    while (response.status >= 300 && response.status < 400 && response.headers.get("location")) {
      await response.body?.cancel();
      current = new URL(response.headers.get("location")!, current).href;
      redirects.push(current);
      if (redirects.length > 10)
        throw new Error(`more than 10 redirects from ${url}: ${redirects.join(" → ")}`);
      response = await this.browser.request(current, { headers: { accept: "text/html" } });
    }
    return new HtmlPage(this, response, current, await response.text(), redirects);
  }
}

/** Text with its runs of whitespace made one space, as a reader sees it. */
export const squash = (text: string) => text.replace(/\s+/g, " ").trim();

const matches = (text: string, wanted: string | RegExp) =>
  typeof wanted === "string" ? squash(text) === wanted : wanted.test(squash(text));

/** One page as the server answered it. */
export class HtmlPage {
  readonly $: cheerio.CheerioAPI;

  constructor(
    readonly visitor: Visitor,
    readonly response: Response,
    /** Where the visitor ended up, after redirects. */
    readonly url: string,
    readonly html: string,
    /** The addresses redirected to, in order. */
    readonly redirects: string[],
  ) {
    this.$ = cheerio.load(html);
  }

  get status() {
    return this.response.status;
  }

  get path() {
    const { pathname, search } = new URL(this.url);
    return pathname + search;
  }

  /** The text of the first element `selector` finds, whitespace collapsed ("" when none). */
  text(selector = "body"): string {
    return squash(this.$(selector).first().text());
  }

  /** The `<main>` landmark's text, whitespace collapsed. */
  get mainText(): string {
    return this.text("main");
  }

  /**
   * The elements `selector` finds that the page shows: none of them inside (or itself) an element
   * with the `hidden` attribute. Tabbed pages send every panel and hide all but one, so a check
   * about the tab shown must not read a hidden one.
   */
  shown(selector: string) {
    return this.$(selector).filter((_, element) => this.$(element).closest("[hidden]").length === 0);
  }

  /**
   * Elements of a role-ish kind by their accessible text: links and buttons; inside `within` (a CSS
   * selector) when given, as the header and the page can both have a link of that name.
   */
  link(name: string | RegExp, within?: string) {
    const links = within ? this.$(within).find("a[href]") : this.$("a[href]");
    const found = links.filter((_, element) => matches(accessibleName(this.$, element), name));
    expect(
      found.length,
      `links named ${String(name)}${within ? ` in ${within}` : ""} on ${this.path}`,
    ).toBeGreaterThan(0);
    return found.first();
  }

  /** Follows the link named `name` (inside `within` when given), as a click on it does without JavaScript. */
  async follow(name: string | RegExp, within?: string): Promise<HtmlPage> {
    return this.visitor.open(new URL(this.link(name, within).attr("href")!, this.url).href);
  }

  /**
   * The one section or landmark named `name` (by aria-labelledby or aria-label, as its accessible
   * name is computed): for checks about one part of a page, such as a settings section's list.
   */
  region(name: string | RegExp) {
    const found = this.$("section, [role=region], nav, aside, form, main").filter((_, element) => {
      const node = this.$(element);
      return (
        (node.is("[aria-labelledby]") || node.is("[aria-label]")) &&
        matches(accessibleName(this.$, element), name)
      );
    });
    expect(found.length, `regions named ${String(name)} on ${this.path}`).toBe(1);
    return found.first();
  }

  /**
   * The form that holds `what`: a button's name (text or aria-label), or a CSS selector starting
   * with "form"; inside `within` (a CSS selector) when given.
   */
  form(what: string | RegExp, within?: string): HtmlForm {
    const candidates =
      typeof what === "string" && what.startsWith("form")
        ? this.$(what)
        : this.$("form").filter((_, form) =>
            this.$(form)
              .find("button, input[type=submit]")
              .toArray()
              .some((button) => matches(accessibleName(this.$, button), what)),
          );
    // `within` (a CSS selector, e.g. "main"): the same button can be in the header and the page.
    const forms = within
      ? candidates.filter((_, form) => this.$(form).closest(within).length > 0)
      : candidates;
    expect(forms.length, `forms for ${String(what)}${within ? ` in ${within}` : ""} on ${this.path}`).toBe(1);
    return new HtmlForm(this, forms.get(0) as Element);
  }
}

/** What a person reads as a control's name: aria-label, the associated label, or its text or value. */
export function accessibleName($: cheerio.CheerioAPI, element: AnyNode): string {
  const node = $(element);
  const labelledBy = node.attr("aria-labelledby");
  if (labelledBy)
    return squash(
      labelledBy
        .split(/\s+/)
        .map((id) => $(`[id="${id}"]`).text())
        .join(" "),
    );
  const ariaLabel = node.attr("aria-label");
  if (ariaLabel) return squash(ariaLabel);
  const id = node.attr("id");
  // A control with an id may still be labelled by the label around it (a checkbox tile), not by a for=.
  const labelFor = id ? $(`label[for="${id}"]`) : undefined;
  const label = labelFor && labelFor.length > 0 ? labelFor : node.closest("label");
  if (label.length > 0 && !node.is("button, a")) return squash(label.first().text());
  if (node.is("input")) return squash(node.attr("value") ?? "");
  return squash(node.text());
}

/** A form on a page, filled in and sent as a browser without JavaScript would. */
export class HtmlForm {
  constructor(
    readonly page: HtmlPage,
    readonly element: Element,
  ) {}

  get #$() {
    return this.page.$;
  }

  /** The form's controls, those inside it and those outside that name it with form="id". */
  controls() {
    const $ = this.#$;
    const id = $(this.element).attr("id");
    const inside = $(this.element).find("input, select, textarea, button").toArray();
    const outside = id ? $(`[form="${id}"]`).toArray() : [];
    const all = new Set([...inside, ...outside]);
    return $("input, select, textarea, button").filter((_, element) => all.has(element));
  }

  /** The control a person finds by its label (or aria-label), or by its name. */
  field(label: string | RegExp) {
    const $ = this.#$;
    const found = this.controls().filter(
      (_, element) => matches(accessibleName($, element), label) || $(element).attr("name") === label,
    );
    expect(
      found.length,
      `a field labelled ${String(label)} in the form on ${this.page.path}`,
    ).toBeGreaterThan(0);
    return found.first();
  }

  /** A control's value as the page holds it: what the server rendered, or what fill or select set since. */
  value(label: string | RegExp): string {
    const field = this.field(label);
    if (field.is("textarea")) return field.text();
    if (field.is("select")) {
      const selected = field.find("option[selected]");
      const option = selected.length > 0 ? selected.first() : field.find("option").first();
      return option.attr("value") ?? squash(option.text());
    }
    return field.attr("value") ?? "";
  }

  /** Whether a checkbox or radio is checked, as the server rendered it (or as check set it). */
  isChecked(label: string | RegExp): boolean {
    return this.field(label).is("[checked]");
  }

  /**
   * The text a control is described by (its aria-describedby): the error the server wrote under a
   * field, so a test reads the error that field announces, not just some text on the page.
   */
  description(label: string | RegExp): string {
    const ids = (this.field(label).attr("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
    return squash(ids.map((id) => this.#$(`[id="${id}"]`).text()).join(" "));
  }

  fill(label: string | RegExp, value: string): this {
    const field = this.field(label);
    if (field.is("textarea")) field.text(value);
    else field.attr("value", value);
    return this;
  }

  check(label: string | RegExp, checked = true): this {
    const field = this.field(label);
    if (checked && field.attr("type") === "radio")
      this.controls()
        .filter((_, element) => this.#$(element).attr("name") === field.attr("name"))
        .removeAttr("checked");
    if (checked) field.attr("checked", "");
    else field.removeAttr("checked");
    return this;
  }

  uncheck(label: string | RegExp): this {
    return this.check(label, false);
  }

  select(label: string | RegExp, option: string): this {
    const field = this.field(label);
    field.find("option").removeAttr("selected");
    const chosen = field.find("option").filter((_, element) => squash(this.#$(element).text()) === option);
    expect(chosen.length, `option ${option}`).toBe(1);
    chosen.attr("selected", "");
    return this;
  }

  /** The form data set a browser builds for this form, pressed with `submitter`. */
  entries(submitter?: Element): [string, string][] {
    const $ = this.#$;
    const entries: [string, string][] = [];
    for (const element of this.controls().toArray()) {
      const node = $(element);
      const name = node.attr("name");
      if (!name || node.is("[disabled]") || node.closest("fieldset[disabled]").length > 0) continue;
      const type = (node.attr("type") ?? (node.is("button") ? "submit" : "text")).toLowerCase();
      if (node.is("button") || ["submit", "image", "reset", "button"].includes(type)) {
        if (element === submitter) entries.push([name, node.attr("value") ?? ""]);
        continue;
      }
      if (type === "checkbox" || type === "radio") {
        if (node.is("[checked]")) entries.push([name, node.attr("value") ?? "on"]);
        continue;
      }
      if (type === "file") continue;
      if (node.is("select")) {
        const selected = node.find("option[selected]");
        const option = selected.length > 0 ? selected.first() : node.find("option").first();
        if (option.length > 0) entries.push([name, option.attr("value") ?? squash(option.text())]);
        continue;
      }
      if (node.is("textarea")) entries.push([name, node.text()]);
      else entries.push([name, node.attr("value") ?? ""]);
    }
    return entries;
  }

  /** Presses the button named `button` (the form's first submit button if none) and follows the answer. */
  async submit(button?: string | RegExp): Promise<HtmlPage> {
    const $ = this.#$;
    const buttons = this.controls().filter((_, element) => {
      const node = $(element);
      const type = (node.attr("type") ?? (node.is("button") ? "submit" : "")).toLowerCase();
      return (
        (type === "submit" || type === "image") &&
        (button === undefined || matches(accessibleName($, element), button))
      );
    });
    expect(
      buttons.length,
      `a submit button ${String(button ?? "")} in the form on ${this.page.path}`,
    ).toBeGreaterThan(0);
    const submitter = buttons.get(0)!;
    const form = $(this.element);
    const action = $(submitter).attr("formaction") ?? form.attr("action") ?? "";
    const method = ($(submitter).attr("formmethod") ?? form.attr("method") ?? "get").toLowerCase();
    return this.page.visitor.submit(
      new URL(action, this.page.url).href,
      method,
      this.entries(submitter),
      this.page.url,
    );
  }
}
