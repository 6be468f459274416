import { data } from "react-router";

import { findBroadcast } from "~/db/broadcasts.server";
import { requireTeam } from "~/platform/team-access.server";

import type { Route } from "./+types/preview.route";
import { broadcastIdSchema } from "./forms";
import { renderBroadcastPreview } from "./mail.server";

/**
 * The policy of the preview, which the broadcast page shows in an <iframe sandbox>: the message's
 * HTML as a member's mail program would get it, with nothing that can run or load. `sandbox` holds
 * even when the address is opened on its own; only the site's own pages may frame it (the site's
 * policy says frame-ancestors 'none' everywhere else; server/fetch-adapter.ts lets this one win).
 */
function previewPolicy(publicUrl: string): string {
  return [
    "sandbox",
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src data:",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors 'self' ${new URL(publicUrl).origin}`,
  ].join("; ");
}

/** The HTML part of a broadcast as a member gets it (their unsubscribe link aside), for the preview frame. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireTeam(context, request);
  const parsed = broadcastIdSchema.safeParse(params.broadcastId);
  const broadcast = parsed.success ? await findBroadcast(context.db, parsed.data) : undefined;
  if (!broadcast) throw data("Not found", { status: 404 });
  const { html } = await renderBroadcastPreview(context.publicUrl, broadcast);
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": previewPolicy(context.publicUrl),
      "X-Frame-Options": "SAMEORIGIN",
      "Cache-Control": "private, no-store",
    },
  });
}
