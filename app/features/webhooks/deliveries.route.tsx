import { Form, Link, data } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { ScrollTable } from "~/components/team/scroll-table";
import { Button } from "~/components/ui/button";
import { cardClassName, focusRing } from "~/components/ui/styles";
import { findWebhookEndpoint, listWebhookDeliveries } from "~/db/webhooks.server";
import { requireTeam, teamActor } from "~/platform/team-access.server";
import { TeamPage, teamMeta } from "~/components/team/team-page";
import { type FormAnswer, parseForm } from "~/lib/conform-forms";
import type { ToastInput } from "~/vocabulary";

import type { Route } from "./+types/deliveries.route";
import { resendDelivery } from "./endpoints.server";
import { endpointSchema, resendSchema } from "./forms";

export const meta = () => teamMeta("Webhook deliveries");

const MANAGE = { webhooks: ["manage" as const] };
/** The log shows the latest deliveries; older ones stay in the database. */
const LOG_LIMIT = 100;

const notFound = () => data("Not found", { status: 404 });

async function endpointOf(context: Route.LoaderArgs["context"], endpointId: string) {
  const parsed = endpointSchema.safeParse({ endpointId });
  if (!parsed.success) throw notFound();
  const endpoint = await findWebhookEndpoint(context.db, parsed.data.endpointId);
  if (!endpoint) throw notFound();
  return endpoint;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireTeam(context, request, MANAGE);
  const endpoint = await endpointOf(context, params.endpointId);
  return { endpoint, deliveries: await listWebhookDeliveries(context.db, endpoint.id, LOG_LIMIT) };
}

/** A delivery's Resend button: queued again, due now, with its audit entry. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = teamActor(await requireTeam(context, request, MANAGE), context.clientAddress);
  const endpoint = await endpointOf(context, params.endpointId);
  const submission = parseForm(await request.formData(), resendSchema);
  if (submission.status !== "success") throw data("Unknown delivery", { status: 400 });
  const { deliveryId } = submission.value;
  const eventType = await resendDelivery(context.db, { endpoint, deliveryId }, actor);
  const message: ToastInput =
    eventType === undefined
      ? {
          title: "Not queued",
          description: endpoint.enabled
            ? "That delivery no longer exists."
            : "The endpoint is disabled: enable it first.",
          variant: "destructive",
        }
      : { title: "Queued", description: `The ${eventType} event will be sent again now.` };
  return data<FormAnswer>({ message }, { status: eventType === undefined ? 409 : 200 });
}

const time = (value: Date | string | null) =>
  value === null ? "—" : new Date(value).toISOString().replace("T", " ").slice(0, 19) + " UTC";

export default function Deliveries({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { endpoint, deliveries } = loaderData;
  return (
    <TeamPage
      heading="Webhook deliveries"
      intro={
        <p>
          <span className="break-all">{endpoint.url}</span> ·{" "}
          {endpoint.enabled ? "enabled" : `disabled: ${endpoint.disabledReason ?? "by an admin"}`} ·{" "}
          <Link to="/team/webhooks" className={`text-teal-700 underline ${focusRing}`}>
            All endpoints
          </Link>
        </p>
      }
    >
      <ActionMessage message={answer?.message} />
      <section aria-labelledby="log-heading" className={cardClassName}>
        <h2 id="log-heading" className="text-xl font-bold text-slate-900">
          Latest deliveries ({deliveries.length})
        </h2>
        <ScrollTable className="mt-4" label="Deliveries table">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-700">
              <tr>
                {["Event", "Status", "Attempts", "Last answer", "Created", "Next / delivered", ""].map(
                  (title, index) => (
                    <th key={index} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                      {title || <span className="sr-only">Actions</span>}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-800">
              {deliveries.map((delivery) => (
                <tr key={delivery.id} data-delivery={delivery.id}>
                  <td className="px-3 py-2 font-mono">{delivery.eventType}</td>
                  <td className="px-3 py-2">{delivery.status}</td>
                  <td className="px-3 py-2">{delivery.attempts}</td>
                  <td className="px-3 py-2 break-all">
                    {[delivery.lastStatusCode, delivery.lastError]
                      .filter((part) => part !== null)
                      .join(" ") || "—"}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{time(delivery.createdAt)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {delivery.status === "delivered"
                      ? time(delivery.deliveredAt)
                      : delivery.status === "pending"
                        ? time(delivery.nextAttemptAt)
                        : "—"}
                  </td>
                  <td className="px-3 py-2">
                    <Form method="post">
                      <input type="hidden" name="deliveryId" value={delivery.id} />
                      <Button type="submit" variant="secondary">
                        Resend <span className="sr-only">{delivery.eventType}</span>
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </section>
    </TeamPage>
  );
}
