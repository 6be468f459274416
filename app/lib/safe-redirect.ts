/**
 * The one check of where the site may send a browser next: every `redirectTo`, every Better Auth
 * `callbackURL` and every navigation a script makes after signing in. Only a path on this site
 * passes; anything else falls back.
 *
 * The value is checked as the browser will read it, after the URL parser has resolved dot segments
 * (`/.//evil.example` becomes `//evil.example`, another host), and once more after decoding, since a
 * proxy, a framework or a second redirect may decode it (`/a%2F..%2F..%2F%2Fevil.example`).
 */
const BASE = "http://modura.invalid";

// Controls (a browser drops tabs and line breaks from a URL, joining what they split) and
// backslashes (read as slashes in a URL's path).
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/** How many times a value is decoded looking for a hidden host: more layers than anything honest uses. */
const DECODINGS = 3;

/** The path as it will be followed, or null when it could lead off the site. */
export function sitePath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || UNSAFE_CHARACTERS.test(value)) return null;
  const resolved = resolvedPath(value);
  if (resolved === null) return null;
  let decoded = resolved;
  for (let round = 0; round < DECODINGS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) return resolved;
    if (UNSAFE_CHARACTERS.test(next) || resolvedPath(next) === null) return null;
    decoded = next;
  }
  return null;
}

/** Where to go after signing in (or any step that returns somewhere): a site path, else `fallback`. */
export function safeRedirectTo(value: string | null | undefined, fallback = "/dashboard"): string {
  return sitePath(value) ?? fallback;
}

/** `value` resolved against this site; null when the result is not a path here. */
function resolvedPath(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  const path = url.pathname + url.search + url.hash;
  return url.origin === BASE && path.startsWith("/") && !path.startsWith("//") ? path : null;
}

/**
 * Whether `value`, a path or an absolute URL, leads to a page of this site, whose origin is
 * `siteOrigin`: for the addresses Better Auth is asked to send a browser to (`callbackURL` and
 * its kin), which it takes as either.
 */
export function leadsToSite(value: string, siteOrigin: string): boolean {
  if (value.startsWith("/")) return sitePath(value) !== null;
  const url = URL.parse(value);
  if (url === null || url.origin !== siteOrigin || UNSAFE_CHARACTERS.test(value)) return false;
  return sitePath(url.pathname + url.search + url.hash) !== null;
}
