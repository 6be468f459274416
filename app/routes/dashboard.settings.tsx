import { ArrowLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Form, Link, data, redirect } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { FormField, inputClassName } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { focusRing } from "~/components/ui/styles";
import { readForm } from "~/features/auth/account-forms";
import { profileSchema } from "~/features/auth/credentials";
import { AUTH_TOASTS } from "~/features/auth/messages";
import {
  SETTINGS_TOASTS,
  checkChangeEmail,
  checkChangePassword,
  checkDeleteAccount,
  parseSettingsIntent,
} from "~/features/auth/settings";
import { tooManyAttemptsToast } from "~/features/rate-limit/messages";
import { DASHBOARD_TOASTS } from "~/features/dashboard/messages";
import { withNotice } from "~/features/notices/notices";
import { firstMessagePerField } from "~/features/validation/field-errors";
import { revalidateUnlessViewChange } from "~/lib/revalidation";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";
import {
  accountSecurity,
  changePassword,
  deleteAccount,
  requestEmailChange,
  revokeOtherSessions,
  revokeSession,
} from "~/server/account-settings.server";
import { saveDisplayName } from "~/server/accounts.server";
import { requireUser } from "~/server/guards.server";

import type { Route } from "./+types/dashboard.settings";
import { DeleteSection } from "./dashboard/settings/delete-section";
import { EmailSection } from "./dashboard/settings/email-section";
import { PasswordSection } from "./dashboard/settings/password-section";
import { SessionsSection } from "./dashboard/settings/sessions-section";
import { SettingsSection } from "./dashboard/settings/settings-section";
import { type SettingsAnswer, useSettingsAnswer } from "./dashboard/settings/use-settings-answer";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const security = await accountSecurity(context.auth, request.headers);
  if (!security) throw redirect(`/auth?redirectTo=${encodeURIComponent("/dashboard/settings")}`);
  return { name: user.name, email: user.email, emailVerified: user.emailVerified, ...security };
}

export const shouldRevalidate = revalidateUnlessViewChange;

const answer = (body: SettingsAnswer, status = 200, headers: HeadersInit = {}) =>
  data<SettingsAnswer>(body, { status, headers });

/**
 * Every form of the page posts here with its `intent`, with or without JavaScript. A change that
 * alters what the page shows (name, password, devices) redirects back here with a notice, so the
 * page and its navigation load afresh; the rest answer their message in place.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const form = await request.formData();
  const intent = parseSettingsIntent(form.get("intent") ?? "display-name");
  const here = (notice: Parameters<typeof withNotice>[1]) => withNotice("/dashboard/settings", notice);

  switch (intent) {
    case "display-name": {
      const { displayName } = readForm(form, ["displayName"]);
      const parsed = profileSchema.safeParse({ displayName });
      if (!parsed.success)
        return answer({ intent, fields: firstMessagePerField(parsed.error), values: { displayName } }, 400);
      try {
        await saveDisplayName(context.auth, request.headers, parsed.data.displayName);
      } catch (error) {
        context.logError(error);
        return answer(
          { intent, message: { ...DASHBOARD_TOASTS.profileFailed }, values: { displayName } },
          500,
        );
      }
      return redirect(here("profile-updated"), 303);
    }
    case "change-password": {
      const check = checkChangePassword(readForm(form, ["currentPassword", "password", "confirmPassword"]));
      if (!check.ok) {
        if (check.mismatch)
          return answer(
            { intent, message: { ...AUTH_TOASTS.passwordMismatch, variant: "destructive" } },
            400,
          );
        return answer({ intent, ...(check.fields ? { fields: check.fields } : {}) }, 400);
      }
      const result = await changePassword(context, request, check);
      if (result.ok) return redirect(here("password-changed"), { status: 303, headers: result.headers });
      if (result.reason === "wrong-password")
        return answer(
          { intent, fields: { currentPassword: SETTINGS_TOASTS.wrongPassword.description } },
          400,
        );
      return answer({ intent, message: { ...SETTINGS_TOASTS.failed } }, 500);
    }
    case "change-email": {
      const { newEmail } = readForm(form, ["newEmail"]);
      const check = checkChangeEmail({ newEmail }, user.email);
      if (!check.ok) return answer({ intent, fields: check.fields, values: { newEmail } }, 400);
      const result = await requestEmailChange(context, request, user, check.newEmail);
      if (result.ok) return answer({ intent, message: { ...SETTINGS_TOASTS.emailChangeSent } });
      if (result.reason === "limited")
        return answer(
          { intent, message: tooManyAttemptsToast(result.retryAfterSeconds), values: { newEmail } },
          429,
          { "Retry-After": String(result.retryAfterSeconds) },
        );
      return answer({ intent, message: { ...SETTINGS_TOASTS.failed }, values: { newEmail } }, 500);
    }
    case "revoke-session": {
      const { sessionId } = readForm(form, ["sessionId"]);
      if (await revokeSession(context, request, sessionId)) return redirect(here("session-revoked"), 303);
      return answer({ intent, message: { ...SETTINGS_TOASTS.failed } }, 500);
    }
    case "revoke-other-sessions": {
      if (await revokeOtherSessions(context, request)) return redirect(here("sessions-revoked"), 303);
      return answer({ intent, message: { ...SETTINGS_TOASTS.failed } }, 500);
    }
    case "delete-account": {
      const security = await accountSecurity(context.auth, request.headers);
      const check = checkDeleteAccount(readForm(form, ["confirmEmail", "password"]), {
        email: user.email,
        hasPassword: security?.hasPassword ?? false,
      });
      if (!check.ok) return answer({ intent, fields: check.fields }, 400);
      const result = await deleteAccount(context, request, check.password);
      if (result.ok)
        return redirect(withNotice("/", "account-deleted"), { status: 303, headers: result.headers });
      if (result.reason === "wrong-password")
        return answer({ intent, fields: { password: "Your password is not right." } }, 400);
      if (result.reason === "reauthenticate")
        return answer({ intent, message: { ...SETTINGS_TOASTS.reauthenticate } }, 403);
      return answer({ intent, message: { ...SETTINGS_TOASTS.failed } }, 500);
    }
    default:
      throw data("Unknown intent", { status: 400 });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.accountSettings, publicUrlFromMatches(matches));
}

export default function AccountSettings({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-2xl px-4 pt-24 pb-16 sm:px-6 lg:px-8">
      <Link
        to="/dashboard"
        className={`inline-flex items-center gap-2 rounded-md text-sm font-semibold text-teal-800 hover:underline ${focusRing}`}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900">Account Settings</h1>
      <DisplayNameSection name={loaderData.name} />
      <PasswordSection hasPassword={loaderData.hasPassword} />
      <EmailSection email={loaderData.email} verified={loaderData.emailVerified} />
      <SessionsSection sessions={loaderData.sessions} />
      <DeleteSection email={loaderData.email} hasPassword={loaderData.hasPassword} />
    </main>
  );
}

/** The display name (the spec's settings dialog, grown into this page). */
function DisplayNameSection({ name }: { name: string }) {
  const { answer: serverAnswer, busy } = useSettingsAnswer("display-name");
  const [clientError, setClientError] = useState<string>();
  const error = clientError ?? serverAnswer?.fields?.displayName;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem("displayName") as HTMLInputElement;
    const parsed = profileSchema.safeParse({ displayName: input.value });
    if (parsed.success) return setClientError(undefined);
    event.preventDefault();
    setClientError(firstMessagePerField(parsed.error).displayName);
    input.focus();
  };

  return (
    <SettingsSection
      id="display-name"
      title="Profile"
      intro="Change the name shown on your dashboard and in the navigation bar."
    >
      <ActionMessage message={serverAnswer?.message} className="mb-5" />
      <Form method="post" onSubmit={submit} className="grid gap-5">
        <input type="hidden" name="intent" value="display-name" />
        <FormField id="settings-display-name" label="Display Name" error={error}>
          <input
            name="displayName"
            type="text"
            autoComplete="name"
            required
            defaultValue={serverAnswer?.values?.displayName ?? name}
            className={inputClassName}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save"}
          </Button>
        </div>
      </Form>
    </SettingsSection>
  );
}
