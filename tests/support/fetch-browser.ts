import { createServer } from "node:net";

/**
 * Just enough of a browser for driving the Google flow with fetch: a cookie jar per origin (paths
 * and expiry dates ignored, except a cookie being cleared) and manual redirects.
 */
export class FetchBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  cookies(url: string): Map<string, string> {
    const origin = new URL(url).origin;
    let jar = this.jars.get(origin);
    if (!jar) this.jars.set(origin, (jar = new Map()));
    return jar;
  }

  cookieHeader(url: string): string {
    return [...this.cookies(url)].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(url);
    if (cookie) headers.set("cookie", cookie);
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    const jar = this.cookies(url);
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const cleared = !value || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (cleared) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  /**
   * GETs `url` and follows redirects while `follow` says so; answers the last response and its URL
   * (for a redirect not followed, `location` is where it pointed).
   */
  async navigate(
    url: string,
    follow: (next: URL) => boolean,
    init: RequestInit = {},
  ): Promise<{ response: Response; url: string; location: string | undefined }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location) break;
      await response.body?.cancel();
      const next = new URL(location, current);
      if (!follow(next)) return { response, url: current, location: next.href };
      current = next.href;
      response = await this.request(current);
    }
    return { response, url: current, location: undefined };
  }
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
