import { ArrowLeft } from "lucide-react";
import { Link, data, redirect } from "react-router";

import { FormField } from "~/components/form-field";
import { focusRing } from "~/components/ui/styles";
import { DataSection } from "~/features/privacy/data-section";
import { withNotice } from "~/lib/notices";
import { parseForm, tooManyAttempts, unparsedForm, useSchemaForm } from "~/lib/conform-forms";
import { revalidateUnlessViewChange } from "~/lib/revalidation";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { requireUser } from "~/platform/guards.server";
import { SAME_FOR_THE_ACCOUNT } from "~/lib/anonymous-page";
import { SettingsForm, SettingsSection } from "~/components/settings-section";

import type { Route } from "./+types/settings.route";
import { readForm } from "./account-forms";
import { checkMailLimits, saveDisplayName } from "./actions.server";
import { profileSchema } from "./credentials";
import { DeleteSection } from "./delete-section";
import { EmailSection } from "./email-section";
import { PasswordSection } from "./password-section";
import { SessionsSection } from "./sessions-section";
import {
  SETTINGS_TOASTS,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  parseSettingsIntent,
} from "./settings";
import {
  accountSecurity,
  changePassword,
  deleteAccount,
  requestEmailChange,
  revokeOtherSessions,
  revokeSession,
} from "./settings.server";
import { type SettingsAnswer, useSettingsAnswer } from "./use-settings-answer";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const security = await accountSecurity(context.auth, request.headers);
  if (!security) throw redirect(`/auth?redirectTo=${encodeURIComponent("/dashboard/settings")}`);
  return { name: user.name, email: user.email, emailVerified: user.emailVerified, ...security };
}

export const shouldRevalidate = revalidateUnlessViewChange;

// The page shows the account and its devices: only the account's own requests and its sign-ins
// change them, and both forget its kept pages (server/page-cache.ts, decision 035).
export const handle = SAME_FOR_THE_ACCOUNT;

const answer = (body: SettingsAnswer, status = 200) => data<SettingsAnswer>(body, { status });

/** Never a password in an answer. */
const PASSWORDS = { hideFields: ["currentPassword", "password", "confirmPassword"] };

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
      const submission = parseForm(form, profileSchema);
      if (submission.status !== "success") return answer({ intent, result: submission.reply() }, 400);
      try {
        await saveDisplayName(context.auth, request.headers, submission.value.displayName);
      } catch (error) {
        context.logError(error);
        return answer(
          { intent, result: submission.reply(), message: { ...SETTINGS_TOASTS.profileFailed } },
          500,
        );
      }
      return redirect(here("profile-updated"), 303);
    }
    case "change-password": {
      const submission = parseForm(form, changePasswordSchema);
      if (submission.status !== "success")
        return answer({ intent, result: submission.reply(PASSWORDS) }, 400);
      const result = await changePassword(context, request, submission.value);
      if (result.ok) return redirect(here("password-changed"), { status: 303, headers: result.headers });
      if (result.reason === "wrong-password") {
        const fieldErrors = { currentPassword: [SETTINGS_TOASTS.wrongPassword.description] };
        return answer({ intent, result: submission.reply({ ...PASSWORDS, fieldErrors }) }, 400);
      }
      return answer(
        { intent, result: submission.reply(PASSWORDS), message: { ...SETTINGS_TOASTS.failed } },
        500,
      );
    }
    case "change-email": {
      // Counted on the signed-in user's address, as the JSON endpoint counts it, before the parse.
      const limit = await checkMailLimits(context.rateLimit, user.email);
      if (!limit.allowed)
        return tooManyAttempts<SettingsAnswer>(
          { intent, result: unparsedForm(form).reply() },
          limit.retryAfterSeconds,
        );
      const submission = parseForm(form, changeEmailSchema(user.email));
      if (submission.status !== "success") return answer({ intent, result: submission.reply() }, 400);
      if (await requestEmailChange(context, request, submission.value.newEmail))
        return answer({
          intent,
          result: submission.reply({ resetForm: true }),
          message: { ...SETTINGS_TOASTS.emailChangeSent },
        });
      return answer({ intent, result: submission.reply(), message: { ...SETTINGS_TOASTS.failed } }, 500);
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
      const schema = deleteAccountSchema({ email: user.email, hasPassword: security?.hasPassword ?? false });
      const submission = parseForm(form, schema);
      if (submission.status !== "success")
        return answer({ intent, result: submission.reply(PASSWORDS) }, 400);
      const result = await deleteAccount(context, request, submission.value.password);
      if (result.ok)
        return redirect(withNotice("/", "account-deleted"), { status: 303, headers: result.headers });
      if (result.reason === "wrong-password") {
        const fieldErrors = { password: ["Your password is not right."] };
        return answer({ intent, result: submission.reply({ ...PASSWORDS, fieldErrors }) }, 400);
      }
      if (result.reason === "reauthenticate")
        return answer(
          { intent, result: submission.reply(PASSWORDS), message: { ...SETTINGS_TOASTS.reauthenticate } },
          403,
        );
      return answer(
        { intent, result: submission.reply(PASSWORDS), message: { ...SETTINGS_TOASTS.failed } },
        500,
      );
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
      <DataSection />
      <DeleteSection email={loaderData.email} hasPassword={loaderData.hasPassword} />
    </main>
  );
}

/** The display name (docs/product.md, Account settings). */
function DisplayNameSection({ name }: { name: string }) {
  const { answer, busy } = useSettingsAnswer("display-name");
  const [form, fields] = useSchemaForm(profileSchema, {
    id: "display-name-form",
    lastResult: answer?.result,
    defaultValue: { displayName: name },
  });

  return (
    <SettingsSection
      id="display-name"
      title="Profile"
      intro="Change the name shown on your dashboard and in the navigation bar."
    >
      <SettingsForm
        form={form}
        intent="display-name"
        answer={answer}
        busy={busy}
        submit="Save"
        busyLabel="Saving..."
      >
        <FormField id="settings-display-name" label="Display Name" field={fields.displayName}>
          <input type="text" autoComplete="name" required />
        </FormField>
      </SettingsForm>
    </SettingsSection>
  );
}
