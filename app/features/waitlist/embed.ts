import type { Attribution } from "~/db/page-views.server";
import { PRODUCT_NAME } from "~/lib/product";

/*
 * The waitlist's form on other sites' pages: /embed/waitlist in an <iframe>, framed only by the
 * origins EMBED_ORIGINS lists. The embedding site is the joins' source, and the frame tells its
 * page how tall it is, so that the page can size it.
 */

/** The message the frame posts to its page: `{ type, height }`, in CSS pixels. */
export const EMBED_HEIGHT_MESSAGE = "modura:embed-height";

/** The query parameter the form's own posts carry the embedding site in. */
export const SITE_PARAMETER = "site";

export type EmbeddingSite = { origin: string; host: string };

/**
 * The listed site the frame is on: the one its own posts name (`site`, a host), else the one its
 * page's address (the Referer the frame was opened with) is on. Null for any other.
 */
export function embeddingSite(
  site: string | null,
  referer: string | null,
  origins: readonly string[],
): EmbeddingSite | null {
  const listed = origins.map((origin) => ({ origin, host: new URL(origin).host }));
  if (site) return listed.find((entry) => entry.host === site) ?? null;
  let from: string;
  try {
    from = new URL(referer ?? "").origin;
  } catch {
    return null;
  }
  return listed.find((entry) => entry.origin === from) ?? null;
}

/** A join from an embedded form: its site is where it came from, as a referrer's host is. */
export function embedAttribution(site: EmbeddingSite): Attribution {
  return { utmSource: null, utmMedium: "embed", utmCampaign: null, referrerHost: site.host };
}

/** What a listed site puts on its page: the frame, and the few lines that give it its height. */
export function embedSnippet(publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  return `<iframe src="${origin}/embed/waitlist" title="Join the ${PRODUCT_NAME} waitlist" referrerpolicy="origin" loading="lazy" style="width: 100%; max-width: 32rem; height: 40rem; border: 0"></iframe>
<script>
  addEventListener("message", (event) => {
    if (event.origin !== "${origin}" || event.data?.type !== "${EMBED_HEIGHT_MESSAGE}") return;
    for (const frame of document.querySelectorAll("iframe"))
      if (frame.contentWindow === event.source) frame.style.height = event.data.height + "px";
  });
</script>`;
}
