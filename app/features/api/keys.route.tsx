import { getFormProps } from "@conform-to/react";
import { Form, data } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { cardClassName, focusRing } from "~/components/ui/styles";
import { ShownOnce } from "~/components/team/shown-once";
import { TeamPage, teamMeta } from "~/components/team/team-page";
import { When } from "~/components/team/when";
import { listApiKeys } from "~/db/api-keys.server";
import { userEmails } from "~/db/broadcasts.server";
import { type FormAnswer, parseForm, useSchemaForm } from "~/lib/conform-forms";
import { requireTeam, teamActor } from "~/platform/team-access.server";
import type { ToastInput } from "~/vocabulary";

import type { Route } from "./+types/keys.route";
import { type ApiKeyIntent, createKeySchema, parseApiKeyIntent, revokeKeySchema } from "./forms";
import { API_KEY_SCOPES, type ApiKeyScope, SCOPE_LABELS } from "./scopes";
import { createApiKey, revokeApiKey } from "./keys.server";

export const meta = () => teamMeta("API keys");

const MANAGE = { apiKeys: ["manage" as const] };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireTeam(context, request, MANAGE);
  const keys = await listApiKeys(context.db);
  const people = await userEmails(
    context.db,
    keys.flatMap((k) => [k.createdBy, k.revokedBy]),
  );
  const who = (id: string | null) => (id ? (people.get(id) ?? "a former team member") : null);
  return {
    keys: keys.map((k) => ({
      id: k.id,
      name: k.name,
      scope: SCOPE_LABELS[k.scope as ApiKeyScope] ?? k.scope,
      prefix: k.prefix,
      createdAt: k.createdAt,
      createdBy: who(k.createdBy),
      lastUsedAt: k.lastUsedAt,
      revokedAt: k.revokedAt,
      revokedBy: who(k.revokedBy),
    })),
  };
}

type KeysAnswer = FormAnswer & { intent: ApiKeyIntent; key?: string };

const answer = (body: KeysAnswer, status = 200) => data<KeysAnswer>(body, { status });
const done = (description: string): ToastInput => ({ title: "Done", description });

/** Makes a key (shown in this answer alone) or revokes one; each with its audit entry in one transaction. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = teamActor(await requireTeam(context, request, MANAGE), context.clientAddress);
  const form = await request.formData();
  const intent = parseApiKeyIntent(form.get("intent"));
  if (!intent) throw data("Unknown intent", { status: 400 });

  if (intent === "create") {
    const submission = parseForm(form, createKeySchema);
    if (submission.status !== "success") return answer({ intent, result: submission.reply() }, 400);
    const { key } = await createApiKey(context.db, submission.value, actor);
    return answer({
      intent,
      result: submission.reply({ resetForm: true }),
      message: done(`Key “${submission.value.name}” made. Copy it now: it is not shown again.`),
      key,
    });
  }

  const submission = parseForm(form, revokeKeySchema);
  if (submission.status !== "success") throw data("Unknown key", { status: 400 });
  const name = await revokeApiKey(context.db, submission.value.keyId, actor);
  if (name === undefined)
    return answer(
      {
        intent,
        message: {
          title: "Not changed",
          description: "That key was revoked already.",
          variant: "destructive",
        },
      },
      409,
    );
  return answer({
    intent,
    message: done(`Key “${name}” revoked: calls made with it are refused from now on.`),
  });
}

export default function ApiKeys({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { keys } = loaderData;
  return (
    <TeamPage
      heading="API keys"
      intro="The team's own tools (a CRM, a shop) read the waitlist through the REST API under /api/v1, each with a key of its own sent as “Authorization: Bearer …”. Every call is rate-limited and audited."
    >
      <ActionMessage message={answer?.message} />
      {answer?.key ? (
        <ShownOnce
          id="new-key-heading"
          heading="The new key"
          note="Shown this once: only its hash is kept. Put it where the tool keeps its secrets."
          value={answer.key}
          testId="api-key"
        />
      ) : null}
      <CreateSection answer={answer?.intent === "create" ? answer : undefined} />
      <section aria-labelledby="keys-heading" className={cardClassName}>
        <h2 id="keys-heading" className="text-xl font-bold text-slate-900">
          Keys ({keys.length})
        </h2>
        {keys.length === 0 ? (
          <p className="mt-3 text-slate-700">None yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {keys.map((key) => (
              <li key={key.id} className="grid gap-2 py-4" data-api-key={key.id}>
                <p className="font-semibold break-words text-slate-900">
                  {key.name}{" "}
                  <code className="font-mono text-sm font-normal text-slate-700">{key.prefix}…</code>
                </p>
                <p className="text-sm text-slate-700">
                  {key.scope} · made <When at={key.createdAt} time /> by {key.createdBy}
                  {" · "}
                  {key.lastUsedAt ? (
                    <>
                      last used <When at={key.lastUsedAt} time />
                    </>
                  ) : (
                    "never used"
                  )}
                  {key.revokedAt ? (
                    <>
                      {" · revoked "}
                      <When at={key.revokedAt} time /> by {key.revokedBy}
                    </>
                  ) : null}
                </p>
                {key.revokedAt ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="keyId" value={key.id} />
                    <Button type="submit" variant="secondary">
                      Revoke <span className="sr-only">{key.name}</span>
                    </Button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </TeamPage>
  );
}

function CreateSection({ answer }: { answer: KeysAnswer | undefined }) {
  const [form, fields] = useSchemaForm(createKeySchema, { id: "create-api-key", lastResult: answer?.result });
  const scopeError = fields.scope.errors?.[0];
  return (
    <section aria-labelledby="create-key-heading" className={cardClassName}>
      <h2 id="create-key-heading" className="text-xl font-bold text-slate-900">
        Make a key
      </h2>
      <Form {...getFormProps(form)} method="post" className="mt-5 grid gap-5">
        <input type="hidden" name="intent" value="create" />
        <FormField id="api-key-name" label="Name" field={fields.name}>
          <input type="text" autoComplete="off" />
        </FormField>
        <fieldset aria-describedby={scopeError ? "api-key-scope-error" : undefined}>
          <legend className="text-sm font-semibold text-slate-900">What it may do</legend>
          <div className="mt-2 grid gap-1">
            {API_KEY_SCOPES.map((scope) => (
              <label key={scope} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
                <input
                  type="radio"
                  name={fields.scope.name}
                  value={scope}
                  defaultChecked={scope === "read"}
                  className={`size-5 accent-teal-700 ${focusRing}`}
                />
                {SCOPE_LABELS[scope]}
                {scope === "read" ? ": list and read members" : ": also the calls that change members"}
              </label>
            ))}
          </div>
          {scopeError ? (
            <p id="api-key-scope-error" className="mt-2 text-sm font-medium text-red-700">
              {scopeError}
            </p>
          ) : null}
        </fieldset>
        <div>
          <Button type="submit">Make the key</Button>
        </div>
      </Form>
    </section>
  );
}
