import { describe, expect, it } from "vitest";

import { type AnsweredRequest, pagePathOfData, referrerHost, utmOf, viewOf } from "./page-view";

const OWN = ["modura.example", "127.0.0.1:3000"];
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0";

/** A browser opening a page, answered 200 with HTML. */
const page: AnsweredRequest = {
  method: "GET",
  url: "/lab",
  status: 200,
  contentType: "text/html; charset=utf-8",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  userAgent: FIREFOX,
  referer: undefined,
  purpose: undefined,
};

/** React Router's data request for /technology, sent from /lab. */
const navigation: AnsweredRequest = {
  ...page,
  url: "/technology.data",
  contentType: "text/x-script",
  accept: "*/*",
  referer: "https://modura.example/lab",
};

describe("viewOf", () => {
  it("counts a page: its path, no source, the device", () => {
    expect(viewOf(page, OWN)).toEqual({
      path: "/lab",
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      referrerHost: null,
      device: "desktop",
    });
  });

  it("keeps the UTM values and an external referrer's host, never the query itself", () => {
    const view = viewOf(
      {
        ...page,
        url: "/?utm_source=newsletter&utm_medium=email&utm_campaign=launch&token=secret",
        referer: "https://News.Example.org/today?id=1",
      },
      OWN,
    );
    expect(view).toEqual({
      path: "/",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "launch",
      referrerHost: "news.example.org",
      device: "desktop",
    });
  });

  it("leaves out what is not a browser opening a page", () => {
    const refused: [string, AnsweredRequest][] = [
      ["a HEAD", { ...page, method: "HEAD" }],
      ["a POST", { ...page, method: "POST" }],
      ["a 404", { ...page, status: 404 }],
      ["a redirect", { ...page, status: 302 }],
      ["JSON", { ...page, contentType: "application/json" }],
      ["a script's request (no text/html asked)", { ...page, accept: "*/*" }],
      [
        "Googlebot",
        { ...page, userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      ],
      ["curl", { ...page, userAgent: "curl/8.5.0" }],
      ["no user agent", { ...page, userAgent: undefined }],
      ["a prefetch", { ...page, purpose: "prefetch" }],
      ["a speculative prerender", { ...page, purpose: "prefetch;prerender" }],
      ["the API", { ...page, url: "/api/waitlist" }],
      ["Better Auth", { ...page, url: "/api/auth/get-session" }],
      ["the health check", { ...page, url: "/healthz" }],
      ["the liveness answer", { ...page, url: "/livez" }],
      ["the metrics", { ...page, url: "/metrics" }],
      ["the team's area", { ...page, url: "/team" }],
      ["a team page", { ...page, url: "/team/members?q=ada" }],
      ["a file", { ...page, url: "/assets/entry.js" }],
    ];
    expect(refused).toHaveLength(19);
    for (const [what, request] of refused) expect(viewOf(request, OWN), what).toBeUndefined();
  });

  it("counts an invitation's page without the key in its path", () => {
    expect(viewOf({ ...page, url: "/early-access/eyJwIjoiZWEifQ.c2ln" }, OWN)?.path).toBe("/early-access");
    expect(viewOf({ ...page, url: "/early-access/eyJwIjoiZWEifQ.c2ln?utm_source=mail" }, OWN)).toMatchObject({
      path: "/early-access",
      utmSource: "mail",
    });
  });

  it("counts a path that only starts like a non-page", () => {
    expect(viewOf({ ...page, url: "/teams-of-runners" }, OWN)?.path).toBe("/teams-of-runners");
    expect(viewOf({ ...page, url: "/apidoc" }, OWN)?.path).toBe("/apidoc");
  });

  it("counts a data request that moves to another page, as that page, with its UTM values", () => {
    expect(viewOf(navigation, OWN)).toMatchObject({ path: "/technology", referrerHost: null });
    expect(viewOf({ ...navigation, url: "/_root.data?utm_source=x" }, OWN)).toMatchObject({
      path: "/",
      utmSource: "x",
    });
    // A search-only change on another page, where some route opted out of reloading.
    expect(
      viewOf({ ...navigation, url: "/dashboard.data?tab=preferences&_routes=routes%2Fdashboard" }, OWN),
    ).toMatchObject({ path: "/dashboard" });
  });

  it("leaves out data requests that reload the page the browser is on, and the team's", () => {
    const refused: [string, AnsweredRequest][] = [
      ["a revalidation after a form post", { ...navigation, referer: "https://modura.example/technology" }],
      [
        "a tab change on the same page",
        {
          ...navigation,
          url: "/lab.data?tab=scan&_routes=routes%2Flab",
          referer: "https://modura.example/lab",
        },
      ],
      [
        "the landing page's revalidation",
        { ...navigation, url: "/_root.data", referer: "https://modura.example/" },
      ],
      ["no Referer", { ...navigation, referer: undefined }],
      ["a Referer elsewhere", { ...navigation, referer: "https://elsewhere.example/lab" }],
      ["a prefetch", { ...navigation, purpose: "prefetch" }],
      ["a bot", { ...navigation, userAgent: "Googlebot/2.1" }],
      ["a 404", { ...navigation, status: 404 }],
      ["the team's data", { ...navigation, url: "/team.data" }],
      ["a team page's data", { ...navigation, url: "/team/members.data" }],
    ];
    expect(refused).toHaveLength(10);
    for (const [what, request] of refused) expect(viewOf(request, OWN), what).toBeUndefined();
  });

  it("cuts a very long path", () => {
    expect(viewOf({ ...page, url: `/${"a".repeat(1000)}` }, OWN)?.path).toHaveLength(300);
  });
});

describe("pagePathOfData", () => {
  it("names the page a data request loads", () => {
    expect(pagePathOfData("/lab.data")).toBe("/lab");
    expect(pagePathOfData("/_root.data")).toBe("/");
    expect(pagePathOfData("/waitlist/status.data")).toBe("/waitlist/status");
    expect(pagePathOfData("/lab/_.data")).toBe("/lab/");
    expect(pagePathOfData("/lab")).toBeUndefined();
    expect(pagePathOfData("/data")).toBeUndefined();
  });
});

describe("referrerHost", () => {
  it("is an external referrer's host, lower-case, without port, path or query", () => {
    expect(referrerHost("https://WWW.Google.com/search?q=modura", OWN)).toBe("www.google.com");
    expect(referrerHost("http://news.example.org:8080/a", OWN)).toBe("news.example.org");
  });

  it("is null for our own pages, none, or something that is no web address", () => {
    expect(referrerHost("https://modura.example/lab", OWN)).toBeNull();
    expect(referrerHost("https://MODURA.example/", OWN)).toBeNull();
    expect(referrerHost("http://127.0.0.1:3000/", OWN)).toBeNull();
    expect(referrerHost(undefined, OWN)).toBeNull();
    expect(referrerHost("", OWN)).toBeNull();
    expect(referrerHost("not a url", OWN)).toBeNull();
    expect(referrerHost("android-app://com.example.app/", OWN)).toBeNull();
    expect(referrerHost("file:///etc/passwd", OWN)).toBeNull();
  });

  it("is another port's host on our machine: a different site", () => {
    expect(referrerHost("http://127.0.0.1:5173/", OWN)).toBe("127.0.0.1");
  });
});

describe("utmOf", () => {
  it("reads the three values, trimmed", () => {
    expect(
      utmOf(new URLSearchParams("utm_source=%20newsletter%20&utm_medium=email&utm_campaign=launch")),
    ).toEqual({
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "launch",
    });
  });

  it("is null for a value missing, empty or blank, and cuts a long one at 100 characters", () => {
    expect(utmOf(new URLSearchParams("utm_source=&utm_medium=%20%20"))).toEqual({
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
    expect(utmOf(new URLSearchParams(`utm_campaign=${"x".repeat(500)}`)).utmCampaign).toHaveLength(100);
  });

  it("takes the first of repeated values, and other parameters not at all", () => {
    expect(utmOf(new URLSearchParams("utm_source=a&utm_source=b&ref=CODE")).utmSource).toBe("a");
  });
});
