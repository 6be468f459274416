import { FormField } from "~/components/form-field";
import { useSchemaForm } from "~/lib/conform-forms";
import { SettingsForm, SettingsSection } from "~/components/settings-section";

import { deleteAccountSchema } from "./settings";
import { useSettingsAnswer } from "./use-settings-answer";

/** Deleting the account: the email typed out, and the password when there is one. */
export function DeleteSection({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const { answer, busy } = useSettingsAnswer("delete-account");
  const [form, fields] = useSchemaForm(deleteAccountSchema({ email, hasPassword }), {
    id: "delete-account-form",
    lastResult: answer?.result,
  });
  return (
    <SettingsSection
      id="delete"
      title="Delete Account"
      tone="danger"
      intro="Deleting your account removes your profile, sign-ins, sport preferences and wishlist for good. It cannot be undone."
    >
      <SettingsForm
        form={form}
        intent="delete-account"
        answer={answer}
        busy={busy}
        submit="Delete My Account"
        busyLabel="Deleting..."
        accent="rose"
      >
        <FormField
          id="settings-delete-email"
          label="Type your email to confirm"
          hint={`Type ${email}`}
          field={fields.confirmEmail}
        >
          <input type="email" autoComplete="off" required />
        </FormField>
        {hasPassword ? (
          <FormField id="settings-delete-password" label="Password" field={fields.password}>
            <input type="password" autoComplete="current-password" required />
          </FormField>
        ) : null}
      </SettingsForm>
    </SettingsSection>
  );
}
