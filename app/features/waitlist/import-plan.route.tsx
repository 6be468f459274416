import { Form, Link, data, redirect } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { TeamPage, teamMeta } from "~/components/team/team-page";
import { ConfirmBox } from "~/components/team/confirm-box";
import { When } from "~/components/team/when";
import { Button } from "~/components/ui/button";
import { cardClassName, focusRing } from "~/components/ui/styles";
import { userEmails } from "~/db/broadcasts.server";
import { findImportFile } from "~/db/waitlist-import.server";
import { parseForm } from "~/lib/conform-forms";
import { requireTeam, teamActor } from "~/platform/team-access.server";
import type { ToastInput } from "~/vocabulary";

import type { Route } from "./+types/import-plan.route";
import { IMPORT_MESSAGES, importConfirmSchema, importIdSchema } from "./import-forms";
import { discardKeptFile, importKeptFile, planKeptImport } from "./import.server";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  teamMeta(`Import ${loaderData?.fileName ?? ""}`.trim());

const RUN = { imports: ["run" as const] };
/** How many refused rows the page lists by line. */
const REFUSED_SHOWN = 100;

const notFound = () => data("Not found", { status: 404 });

/** An upload's plan against the list as it is now: what importing it would add, update and refuse. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireTeam(context, request, RUN);
  const id = importIdSchema.safeParse(params.importId);
  const file = id.success ? await findImportFile(context.db, id.data) : undefined;
  if (!file) throw notFound();
  const plan = await planKeptImport(context.db, file.content);
  const by = (await userEmails(context.db, [file.createdBy])).get(file.createdBy) ?? file.createdBy;
  return {
    fileName: file.fileName,
    uploadedAt: file.createdAt,
    uploadedBy: by,
    counts: {
      total: plan.total,
      add: plan.add.length,
      update: plan.update.length,
      unchanged: plan.unchanged,
      refused: plan.refused.length,
    },
    refused: plan.refused.slice(0, REFUSED_SHOWN),
  };
}

type PlanAnswer = { message?: ToastInput; confirmError?: string };

/** Imports the upload as planned now (audited with its counts), or discards it; either way it is no longer kept. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = teamActor(await requireTeam(context, request, RUN), context.clientAddress);
  const id = importIdSchema.safeParse(params.importId);
  if (!id.success) throw notFound();
  const form = await request.formData();
  const gone = () =>
    data<PlanAnswer>(
      { message: { title: "Not imported", description: IMPORT_MESSAGES.gone, variant: "destructive" } },
      { status: 409 },
    );
  if (form.get("intent") === "discard") {
    if (!(await discardKeptFile(context.db, id.data))) return gone();
    return redirect("/team/import");
  }
  if (form.get("intent") !== "import") throw data("Unknown intent", { status: 400 });
  const submission = parseForm(form, importConfirmSchema);
  if (submission.status !== "success")
    return data<PlanAnswer>({ confirmError: IMPORT_MESSAGES.confirm }, { status: 400 });
  const imported = await importKeptFile(context.db, id.data, actor);
  if (!imported) return gone();
  const { fileName, result } = imported;
  const done = new URLSearchParams({
    file: fileName,
    added: String(result.added),
    updated: String(result.updated),
    unchanged: String(result.unchanged),
    refused: String(result.refused),
  });
  return redirect(`/team/import?${done}`);
}

export default function ImportPlan({ loaderData, actionData }: Route.ComponentProps) {
  const { fileName, uploadedAt, uploadedBy, counts, refused } = loaderData;
  const n = (count: number) => count.toLocaleString("en-US");
  const writes = counts.add + counts.update;
  return (
    <TeamPage
      heading={`Import ${fileName}`}
      intro={
        <p>
          Uploaded <When at={uploadedAt} time /> by {uploadedBy}. Nothing is written until it is imported.{" "}
          <Link to="/team/import" className={`text-teal-700 underline ${focusRing}`}>
            Upload another
          </Link>
        </p>
      }
    >
      <ActionMessage message={actionData?.message} />
      <section aria-labelledby="plan-heading" className={cardClassName}>
        <h2 id="plan-heading" className="text-xl font-bold text-slate-900">
          The plan ({n(counts.total)} rows)
        </h2>
        <dl className="mt-4 grid gap-2 sm:grid-cols-2" data-testid="import-counts">
          {(
            [
              ["To add", counts.add, "new members, each asked to confirm unless the file says when they did"],
              ["To update", counts.update, "an earlier join, a confirmation or a source the list lacks"],
              ["Unchanged", counts.unchanged, "on the list already"],
              ["Refused", counts.refused, "listed below by line"],
            ] as const
          ).map(([label, count, what]) => (
            <div key={label}>
              <dt className="text-sm font-semibold text-slate-700">{label}</dt>
              <dd className="text-slate-900">
                <span className="text-lg font-bold">{n(count)}</span>{" "}
                <span className="text-sm">({what})</span>
              </dd>
            </div>
          ))}
        </dl>
        {refused.length > 0 ? (
          <>
            <h3 className="mt-6 text-lg font-semibold text-slate-900">Refused rows</h3>
            <ul className="mt-2 grid gap-1 text-sm text-slate-800" data-testid="import-refused">
              {refused.map((row) => (
                <li key={row.line}>
                  Line {row.line}: {row.reason}
                </li>
              ))}
            </ul>
            {counts.refused > refused.length ? (
              <p className="mt-2 text-sm text-slate-700">And {n(counts.refused - refused.length)} more.</p>
            ) : null}
          </>
        ) : null}
      </section>
      <section aria-labelledby="import-heading" className={cardClassName}>
        <h2 id="import-heading" className="text-xl font-bold text-slate-900">
          Import
        </h2>
        {writes === 0 ? (
          <p className="mt-2 text-slate-700">
            There is nothing to write: every readable row is on the list already.
          </p>
        ) : (
          <Form method="post" className="mt-3 grid gap-4">
            <input type="hidden" name="intent" value="import" />
            <p className="text-slate-700">
              Written in batches; the audit log keeps its counts. Importing the same file again changes
              nothing.
            </p>
            <ConfirmBox
              id="import-confirm-error"
              label="I have checked the plan and the refused rows."
              error={actionData?.confirmError}
            />
            <div>
              <Button type="submit">Import {n(writes)} rows</Button>
            </div>
          </Form>
        )}
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="discard" />
          <Button type="submit" variant="secondary">
            Discard this upload
          </Button>
        </Form>
      </section>
    </TeamPage>
  );
}
