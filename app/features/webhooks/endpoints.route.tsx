import { getFormProps } from "@conform-to/react";
import { Form, Link, data } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { cardClassName, focusRing } from "~/components/ui/styles";
import { listWebhookEndpoints } from "~/db/webhooks.server";
import { requireTeam, teamActor } from "~/platform/team-access.server";
import { ShownOnce } from "~/components/team/shown-once";
import { TeamPage, teamMeta } from "~/components/team/team-page";
import { type FormAnswer, parseForm, useSchemaForm } from "~/lib/conform-forms";
import { type ToastInput, WEBHOOK_EVENTS } from "~/vocabulary";

import type { Route } from "./+types/endpoints.route";
import { WEBHOOK_EVENT_DESCRIPTIONS } from "./events";
import { webhookUrlProblem } from "./address-guard";
import { addEndpoint, changeEndpoint } from "./endpoints.server";
import { type EndpointIntent, endpointSchema, parseEndpointIntent, registerSchema } from "./forms";

export const meta = () => teamMeta("Webhooks");

const MANAGE = { webhooks: ["manage" as const] };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireTeam(context, request, MANAGE);
  return {
    endpoints: await listWebhookEndpoints(context.db),
    allowPrivate: context.webhooksAllowPrivate,
  };
}

type WebhooksAnswer = FormAnswer & { intent: EndpointIntent; secret?: string; endpointId?: string };

const answer = (body: WebhooksAnswer, status = 200) => data<WebhooksAnswer>(body, { status });
const done = (description: string): ToastInput => ({ title: "Done", description });
const GONE: ToastInput = {
  title: "Not changed",
  description: "That endpoint no longer exists.",
  variant: "destructive",
};

/** Registers, turns off or on, and deletes endpoints; each change with its audit entry in one transaction. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = teamActor(await requireTeam(context, request, MANAGE), context.clientAddress);
  const form = await request.formData();
  const intent = parseEndpointIntent(form.get("intent"));
  if (!intent) throw data("Unknown intent", { status: 400 });

  if (intent === "register") {
    const submission = parseForm(form, registerSchema(context.webhooksAllowPrivate));
    if (submission.status !== "success") return answer({ intent, result: submission.reply() }, 400);
    const { url, events } = submission.value;
    const unreachable = webhookUrlProblem(url, context.webhooksAllowPrivate);
    if (unreachable)
      return answer({ intent, result: submission.reply({ fieldErrors: { url: [unreachable] } }) }, 400);
    const { endpointId, secret } = await addEndpoint(context.db, { url, events }, actor);
    return answer({
      intent,
      result: submission.reply({ resetForm: true }),
      message: done(`Endpoint ${url} added.`),
      secret,
      endpointId,
    });
  }

  const submission = parseForm(form, endpointSchema);
  if (submission.status !== "success") throw data("Unknown endpoint", { status: 400 });
  const { endpointId } = submission.value;
  const url = await changeEndpoint(context.db, { endpointId, change: intent }, actor);
  if (url === undefined) return answer({ intent, message: GONE }, 404);
  const verb = { delete: "deleted", disable: "disabled", enable: "enabled" }[intent];
  return answer({ intent, message: done(`Endpoint ${url} ${verb}.`) });
}

export default function Webhooks({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { endpoints, allowPrivate } = loaderData;
  return (
    <TeamPage
      heading="Webhooks"
      intro="Other systems hear of the waitlist's events at their own URL. Each delivery is signed (Standard Webhooks), retried with backoff for 24 hours, and an endpoint answering 410 Gone is turned off."
    >
      <ActionMessage message={answer?.message} />
      {answer?.secret ? (
        <ShownOnce
          id="secret-heading"
          heading="The endpoint's signing secret"
          note="Shown this once: keep it where the receiving system can verify signatures with it."
          value={answer.secret}
          testId="webhook-secret"
        />
      ) : null}
      <RegisterSection
        allowPrivate={allowPrivate}
        answer={answer?.intent === "register" ? answer : undefined}
      />
      <section aria-labelledby="endpoints-heading" className={cardClassName}>
        <h2 id="endpoints-heading" className="text-xl font-bold text-slate-900">
          Endpoints ({endpoints.length})
        </h2>
        {endpoints.length === 0 ? (
          <p className="mt-3 text-slate-700">None yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {endpoints.map((endpoint) => (
              <li key={endpoint.id} className="grid gap-2 py-4">
                <Link
                  to={`/team/webhooks/${endpoint.id}`}
                  className={`font-semibold break-all text-teal-700 underline ${focusRing}`}
                >
                  {endpoint.url}
                </Link>
                <p className="text-sm text-slate-700">
                  {endpoint.enabled ? "Enabled" : `Disabled: ${endpoint.disabledReason ?? "by an admin"}`}
                  {" · "}
                  {endpoint.events.join(", ")} · {endpoint.pending} pending · {endpoint.failed} failed
                </p>
                <div className="flex flex-wrap gap-2">
                  <EndpointButton
                    intent={endpoint.enabled ? "disable" : "enable"}
                    endpoint={endpoint}
                    label={endpoint.enabled ? "Disable" : "Enable"}
                  />
                  <EndpointButton intent="delete" endpoint={endpoint} label="Delete" />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </TeamPage>
  );
}

function EndpointButton({
  intent,
  endpoint,
  label,
}: {
  intent: EndpointIntent;
  endpoint: { id: string; url: string };
  label: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="endpointId" value={endpoint.id} />
      <Button type="submit" variant="secondary">
        {label} <span className="sr-only">{endpoint.url}</span>
      </Button>
    </Form>
  );
}

function RegisterSection({
  allowPrivate,
  answer,
}: {
  allowPrivate: boolean;
  answer: WebhooksAnswer | undefined;
}) {
  const [form, fields] = useSchemaForm(registerSchema(allowPrivate), {
    id: "register-webhook",
    lastResult: answer?.result,
  });
  const eventsError = fields.events.errors?.[0];
  return (
    <section aria-labelledby="register-heading" className={cardClassName}>
      <h2 id="register-heading" className="text-xl font-bold text-slate-900">
        Add an endpoint
      </h2>
      <Form {...getFormProps(form)} method="post" className="mt-5 grid gap-5">
        <input type="hidden" name="intent" value="register" />
        <FormField
          id="webhook-url"
          label="URL"
          field={fields.url}
          hint={allowPrivate ? "https:// (or http:// on a private network)" : "https://"}
        >
          <input type="url" autoComplete="off" inputMode="url" />
        </FormField>
        <fieldset aria-describedby={eventsError ? "webhook-events-error" : undefined}>
          <legend className="text-sm font-semibold text-slate-900">Events</legend>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name={fields.events.name}
                  value={event}
                  className={`size-5 accent-teal-700 ${focusRing}`}
                />
                <span>
                  <code className="font-semibold">{event}</code>: {WEBHOOK_EVENT_DESCRIPTIONS[event]}
                </span>
              </label>
            ))}
          </div>
          {eventsError ? (
            <p id="webhook-events-error" className="mt-2 text-sm font-medium text-red-700">
              {eventsError}
            </p>
          ) : null}
        </fieldset>
        <div>
          <Button type="submit">Add endpoint</Button>
        </div>
      </Form>
    </section>
  );
}
