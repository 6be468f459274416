import { cardClassName, focusRing } from "~/components/ui/styles";
import { TeamPage, teamMeta } from "~/components/team/team-page";
import { requireTeam } from "~/platform/team-access.server";

import type { Route } from "./+types/embed-snippet.route";
import { embedSnippet } from "./embed";

export const meta = () => teamMeta("Embed");

/** The launch room's page of the embedded form: which sites may frame it, and what they paste. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireTeam(context, request, { launch: ["read"] });
  return { origins: context.embedOrigins, snippet: embedSnippet(context.publicUrl) };
}

export default function EmbedSnippet({ loaderData }: Route.ComponentProps) {
  const { origins, snippet } = loaderData;
  return (
    <TeamPage
      heading="Embed"
      intro="The waitlist's form on a retailer's or partner's page, in a frame: joins made there count that site as their source, and get the same confirmation mail."
    >
      <section aria-labelledby="origins-heading" className={cardClassName}>
        <h2 id="origins-heading" className="text-xl font-bold text-slate-900">
          Sites that may frame it
        </h2>
        {origins.length === 0 ? (
          <p className="mt-2 text-slate-700">
            None: every site's frame is refused. An operator lists them in EMBED_ORIGINS, e.g.
            “https://shop.example, https://partner.example”.
          </p>
        ) : (
          <ul className="mt-3 list-disc pl-6 text-slate-800" data-testid="embed-origins">
            {origins.map((origin) => (
              <li key={origin}>
                <code className="font-mono text-sm">{origin}</code>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="snippet-heading" className={cardClassName}>
        <h2 id="snippet-heading" className="text-xl font-bold text-slate-900">
          The snippet
        </h2>
        <p className="mt-2 text-slate-700">
          Pasted where the form should be: the frame, 40rem tall until the few lines after it give it the
          form's own height.
        </p>
        <pre
          className={`mt-3 overflow-auto rounded-lg bg-slate-100 p-4 text-sm break-words whitespace-pre-wrap text-slate-900 ${focusRing}`}
          // Focusable so that a keyboard can scroll it and select it.
          tabIndex={0}
          role="region"
          aria-label="The snippet's code"
          data-testid="embed-snippet"
        >
          <code>{snippet}</code>
        </pre>
      </section>
    </TeamPage>
  );
}
