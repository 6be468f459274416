import { webManifest } from "~/platform/site-files.server";

/** /manifest.webmanifest: built from the same name and colour as the pages, so they cannot drift apart. */
export function loader() {
  return new Response(JSON.stringify(webManifest()), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
