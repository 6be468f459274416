import { useState } from "react";
import { Form, data, useRevalidator } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { cardClassName } from "~/components/ui/styles";
import { listPasskeys } from "~/db/passkeys.server";
import { addPasskey } from "~/lib/passkey-client";
import type { ToastInput } from "~/vocabulary";
import { requireTeam } from "~/platform/team-access.server";
import { When } from "~/components/team/when";
import { TeamPage, teamMeta } from "~/components/team/team-page";

import type { Route } from "./+types/passkeys.route";
import { removePasskey } from "./passkeys.server";

export const meta = () => teamMeta("Passkeys");

const ADD_INTENT = "add";
const ADDING_NEEDS_JAVASCRIPT: ToastInput = {
  title: "Adding a passkey needs JavaScript",
  description:
    "Your browser talks to your device through JavaScript, which is off or has not loaded. Your authenticator code still signs you in; try again once the page has loaded.",
  variant: "destructive",
};

/** The member's own passkeys: each signs them in on its own, as the second factor too (decision 040). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireTeam(context, request);
  const passkeys = await listPasskeys(context.db, member.user.id);
  return {
    passkeys: passkeys.map((p) => ({ id: p.id, name: p.name, createdAt: p.createdAt?.toISOString() })),
  };
}

/** Removes one of the member's own passkeys, audited; a form post, so it works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireTeam(context, request);
  const form = await request.formData();
  // The add form's post when its scripts have not run: WebAuthn has no form post, so it says why.
  if (form.get("intent") === ADD_INTENT) return data({ message: ADDING_NEEDS_JAVASCRIPT }, { status: 400 });
  const id = form.get("passkeyId");
  const removed = typeof id === "string" && (await removePasskey(context, request, member, id));
  const message: ToastInput = removed
    ? { title: "Done", description: "The passkey was removed. It no longer signs you in." }
    : {
        title: "Not done",
        description: "That passkey is not one of yours, or it was already removed.",
        variant: "destructive",
      };
  return data({ message }, { status: removed ? 200 : 404 });
}

function AddPasskey() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | undefined>();
  // The name is read from the field when the form is sent, never held in state: what a member
  // typed before the page's scripts ran is what the field holds, and stays (a control works from
  // the moment it is painted).
  const add = async (form: HTMLFormElement) => {
    setBusy(true);
    setOutcome(undefined);
    const typed = new FormData(form).get("name");
    const result = await addPasskey((typeof typed === "string" ? typed.trim() : "") || "Passkey");
    setBusy(false);
    if (result.ok) {
      form.reset();
      setOutcome({ ok: true, text: "Passkey added. It now signs you in on its own." });
      await revalidator.revalidate();
    } else setOutcome({ ok: false, text: result.message ?? "The passkey could not be added. Try again." });
  };
  return (
    <form
      method="post"
      className="mt-4 grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void add(event.currentTarget);
      }}
    >
      <input type="hidden" name="intent" value={ADD_INTENT} />
      <FormField id="passkey-name" label="Name" hint="To tell your passkeys apart, e.g. “Work laptop”.">
        <input name="name" maxLength={60} />
      </FormField>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Waiting for your device…" : "Add a passkey"}
        </Button>
      </div>
      {outcome ? (
        <p
          role={outcome.ok ? "status" : "alert"}
          className={`text-sm font-medium ${outcome.ok ? "text-teal-900" : "text-red-800"}`}
        >
          {outcome.text}
        </p>
      ) : null}
    </form>
  );
}

export default function Passkeys({ loaderData, actionData }: Route.ComponentProps) {
  const { passkeys } = loaderData;
  return (
    <TeamPage
      heading="Passkeys"
      intro="A passkey on your phone, laptop or security key signs you in to the launch room without a password or code: it is two factors by itself, the device and your PIN or fingerprint on it."
    >
      <ActionMessage message={actionData?.message} />
      <section aria-labelledby="passkeys-add" className={`max-w-2xl ${cardClassName}`}>
        <h2 id="passkeys-add" className="text-lg font-semibold text-slate-900">
          Add a passkey
        </h2>
        <AddPasskey />
      </section>
      <section aria-labelledby="passkeys-yours" className={`mt-6 max-w-2xl ${cardClassName}`}>
        <h2 id="passkeys-yours" className="text-lg font-semibold text-slate-900">
          Your passkeys
        </h2>
        {passkeys.length === 0 ? (
          <p className="mt-4 text-slate-700">None yet.</p>
        ) : (
          <ul aria-label="Your passkeys" className="mt-4 grid gap-3">
            {passkeys.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3">
                <span>
                  <span className="font-medium text-slate-900">{p.name || "Passkey"}</span>
                  {p.createdAt ? (
                    <span className="text-slate-600">
                      {" "}
                      added <When at={new Date(p.createdAt)} />
                    </span>
                  ) : null}
                </span>
                <Form method="post">
                  <input type="hidden" name="passkeyId" value={p.id} />
                  <Button type="submit" variant="secondary" aria-label={`Remove ${p.name || "passkey"}`}>
                    Remove
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </TeamPage>
  );
}
