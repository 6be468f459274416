import { Form, data, redirect } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { TeamPage, teamMeta } from "~/components/team/team-page";
import { Button } from "~/components/ui/button";
import { cardClassName, focusRing } from "~/components/ui/styles";
import { requireTeam, teamActor } from "~/platform/team-access.server";
import type { ToastInput } from "~/vocabulary";

import type { Route } from "./+types/import.route";
import { IMPORT_MESSAGES, importDoneSchema } from "./import-forms";
import { IMPORT_MAX_BYTES } from "./import-rows";
import { keepImportFile } from "./import.server";

export const meta = () => teamMeta("Import");

const RUN = { imports: ["run" as const] };

/** The upload form; after an import, what it did (its counts come back in the address). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireTeam(context, request, RUN);
  const done = importDoneSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return { done: done.success ? done.data : null };
}

const refused = (description: string, status = 400) =>
  data<{ message: ToastInput }>(
    { message: { title: "Not imported", description, variant: "destructive" } },
    { status },
  );

/**
 * An upload: its file checked and kept, then its plan shown at its own address; nothing is written
 * to the waitlist yet. A file that cannot be read is refused here, with why, and nothing is kept.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = teamActor(await requireTeam(context, request, RUN), context.clientAddress);
  const form = await request.formData().catch(() => new FormData());
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return refused(IMPORT_MESSAGES.file);
  if (file.size > IMPORT_MAX_BYTES)
    return refused(`The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`);
  const kept = await keepImportFile(
    context.db,
    { fileName: file.name.slice(0, 200) || "list.csv", bytes: new Uint8Array(await file.arrayBuffer()) },
    actor,
  );
  if (!kept.ok) return refused(`${kept.problem} Nothing was kept or written.`);
  return redirect(`/team/import/${kept.id}`);
}

export default function ImportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { done } = loaderData;
  const message: ToastInput | undefined =
    actionData?.message ??
    (done
      ? {
          title: "Imported",
          description: `${done.file}: ${done.added.toLocaleString("en-US")} added (each asked to confirm unless the file says when they did), ${done.updated.toLocaleString("en-US")} updated, ${done.unchanged.toLocaleString("en-US")} unchanged, ${done.refused.toLocaleString("en-US")} refused.`,
        }
      : undefined);
  return (
    <TeamPage
      heading="Import"
      intro="A list from elsewhere (a newsletter's, a shop's) brought into the waitlist. Its plan is shown first; nothing is written until you import it."
    >
      <ActionMessage message={message} />
      <section aria-labelledby="upload-heading" className={cardClassName}>
        <h2 id="upload-heading" className="text-xl font-bold text-slate-900">
          Upload a list
        </h2>
        <p className="mt-2 text-slate-700">
          CSV, UTF-8, its first line naming the columns: name, email and activity at least; joined_at,
          confirmed_at, source, utm_source, utm_medium, utm_campaign and referrer_host when it has them. The
          members export's own file is read as it is. New members keep their join time and source, and are
          asked to confirm their address unless the file says when they did.
        </p>
        <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-4">
          <div className="grid gap-1">
            <label htmlFor="import-file" className="font-semibold text-slate-800">
              The CSV file
            </label>
            <input
              id="import-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              className={`w-fit text-slate-800 ${focusRing}`}
            />
          </div>
          <div>
            <Button type="submit">Show the plan</Button>
          </div>
        </Form>
      </section>
    </TeamPage>
  );
}
