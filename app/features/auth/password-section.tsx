import { Link } from "react-router";

import { NewPasswordFields } from "~/features/auth/new-password-fields";
import { textLinkClass } from "~/components/card-page";
import { FormField } from "~/components/form-field";
import { useSchemaForm } from "~/lib/conform-forms";
import { SettingsForm, SettingsSection } from "~/components/settings-section";

import { RECOVERY_PATHS } from "./recovery";
import { changePasswordSchema } from "./settings";
import { useSettingsAnswer } from "./use-settings-answer";

/** Change the password with the current one; a Google-only account sets one by the reset email. */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { answer, busy } = useSettingsAnswer("change-password");
  const [form, fields] = useSchemaForm(changePasswordSchema, {
    id: "change-password-form",
    lastResult: answer?.result,
  });
  if (!hasPassword)
    return (
      <SettingsSection
        id="password"
        title="Change Password"
        intro="You sign in with Google: your account has no password."
      >
        <p className="text-sm text-slate-700">
          To sign in with an email and password too,{" "}
          <Link to={RECOVERY_PATHS.forgotPassword} className={textLinkClass}>
            set a password by email
          </Link>
          .
        </p>
      </SettingsSection>
    );
  return (
    <SettingsSection
      id="password"
      title="Change Password"
      intro="Change the password you sign in with. Every other device signed in to your account is signed out."
    >
      <SettingsForm
        form={form}
        intent="change-password"
        answer={answer}
        busy={busy}
        submit="Change Password"
        busyLabel="Saving..."
      >
        <FormField id="settings-current-password" label="Current Password" field={fields.currentPassword}>
          <input type="password" autoComplete="current-password" required />
        </FormField>
        <NewPasswordFields
          idPrefix="settings-new"
          label="New Password"
          confirmLabel="Confirm New Password"
          error={fields.password.errors?.[0]}
          mismatched={Boolean(fields.confirmPassword.errors)}
        />
      </SettingsForm>
    </SettingsSection>
  );
}
