import { Marked, type Tokens } from "marked";

/*
 * A broadcast's Markdown as email HTML (server side only: the mail renderer and the preview). The
 * team writes it, but it goes to every member, so it is treated as untrusted all the same: raw
 * HTML is shown as text (no passthrough), links go only to http(s) and mailto, and images become
 * links (the site's mail fetches nothing when opened). Each element carries its own style, as
 * mail programs ignore style sheets; the colours are the mail layout's.
 */

const INK = "#0f172a";
const TEXT = "#334155";
const ACCENT = "#0f766e";
const LINE = "#e2e8f0";

const STYLE = {
  p: `color:${TEXT};font-size:16px;line-height:26px;margin:0 0 16px`,
  h1: `color:${INK};font-size:24px;font-weight:800;line-height:32px;margin:0 0 16px`,
  h2: `color:${INK};font-size:20px;font-weight:700;line-height:28px;margin:24px 0 12px`,
  h3: `color:${INK};font-size:17px;font-weight:700;line-height:26px;margin:20px 0 8px`,
  a: `color:${ACCENT};text-decoration:underline`,
  list: `color:${TEXT};font-size:16px;line-height:26px;margin:0 0 16px;padding-left:24px`,
  blockquote: `border-left:4px solid ${LINE};color:${TEXT};margin:0 0 16px;padding:0 0 0 16px`,
  pre: `background:#f1f5f9;border-radius:8px;font-size:14px;line-height:22px;margin:0 0 16px;overflow-x:auto;padding:12px;white-space:pre-wrap`,
  code: `background:#f1f5f9;border-radius:4px;font-size:14px;padding:1px 4px`,
  hr: `border:none;border-top:1px solid ${LINE};margin:24px 0`,
  table: `border-collapse:collapse;margin:0 0 16px`,
  cell: `border:1px solid ${LINE};padding:6px 10px;text-align:left`,
} as const;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** The link's address if it may be followed from a member's mail: http(s) or mailto, else null. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  // A relative address would resolve against the mail program's page, never ours.
  if (!/^(https?:\/\/|mailto:)/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const link = (href: string, inner: string, title?: string | null) =>
  `<a href="${escapeHtml(href)}" style="${STYLE.a}"${title ? ` title="${escapeHtml(title)}"` : ""}>${inner}</a>`;

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    // Raw HTML, block or inline, is shown as the text it is.
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      const safe = safeHref(href);
      return safe ? link(safe, inner, title) : inner;
    },
    image({ href, text }: Tokens.Image) {
      const safe = safeHref(href);
      const label = escapeHtml(text || href);
      return safe ? link(safe, label) : label;
    },
    paragraph({ tokens }: Tokens.Paragraph) {
      return `<p style="${STYLE.p}">${this.parser.parseInline(tokens)}</p>\n`;
    },
    heading({ tokens, depth }: Tokens.Heading) {
      // Level 1 and 2 both as the mail's headings; deeper ones as h3.
      const level = Math.min(Math.max(depth, 1), 3) as 1 | 2 | 3;
      return `<h${level} style="${STYLE[`h${level}`]}">${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    list(token: Tokens.List) {
      const tag = token.ordered ? "ol" : "ul";
      const start =
        token.ordered && token.start !== 1 && token.start !== "" ? ` start="${Number(token.start)}"` : "";
      const items = token.items.map((item) => this.listitem(item)).join("");
      return `<${tag}${start} style="${STYLE.list}">\n${items}</${tag}>\n`;
    },
    blockquote({ tokens }: Tokens.Blockquote) {
      return `<blockquote style="${STYLE.blockquote}">\n${this.parser.parse(tokens)}</blockquote>\n`;
    },
    code({ text }: Tokens.Code) {
      return `<pre style="${STYLE.pre}"><code>${escapeHtml(text.replace(/\n$/, ""))}</code></pre>\n`;
    },
    codespan({ text }: Tokens.Codespan) {
      return `<code style="${STYLE.code}">${escapeHtml(text)}</code>`;
    },
    hr() {
      return `<hr style="${STYLE.hr}">\n`;
    },
    table(token: Tokens.Table) {
      const cell = (c: Tokens.TableCell) => {
        const tag = c.header ? "th" : "td";
        return `<${tag} style="${STYLE.cell}">${this.parser.parseInline(c.tokens)}</${tag}>`;
      };
      const head = `<tr>${token.header.map(cell).join("")}</tr>`;
      const rows = token.rows.map((row) => `<tr>${row.map(cell).join("")}</tr>`).join("\n");
      return `<table style="${STYLE.table}">\n<thead>${head}</thead>\n<tbody>${rows}</tbody>\n</table>\n`;
    },
    checkbox({ checked }: Tokens.Checkbox) {
      return checked ? "☑" : "☐";
    },
  },
});

/** The body as email HTML: its elements styled inline, nothing in it but what Markdown makes. */
export function markdownToEmailHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}

/**
 * The line a mail program shows beside the subject: the start of the first paragraph, as text.
 */
export function previewLine(markdown: string, max = 140): string {
  const paragraph = marked.lexer(markdown).find((token) => token.type === "paragraph") as
    Tokens.Paragraph | undefined;
  const text = (paragraph?.text ?? "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`~#>]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
