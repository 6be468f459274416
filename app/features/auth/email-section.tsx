import { FormField } from "~/components/form-field";
import { useSchemaForm } from "~/lib/conform-forms";
import { SettingsForm, SettingsSection } from "~/components/settings-section";

import { changeEmailSchema } from "./settings";
import { useSettingsAnswer } from "./use-settings-answer";

/** Change the address: confirmed from the old one when it is verified, then verified at the new one. */
export function EmailSection({ email, verified }: { email: string; verified: boolean }) {
  const { answer, busy } = useSettingsAnswer("change-email");
  const [form, fields] = useSchemaForm(changeEmailSchema(email), {
    id: "change-email-form",
    lastResult: answer?.result,
  });
  return (
    <SettingsSection
      id="email"
      title="Email Address"
      intro={
        <>
          Your account uses <strong className="break-all text-slate-900">{email}</strong>
          {verified ? " (verified)" : " (not verified yet)"}. A new address takes effect once you open the
          link we send to it{verified ? ", after you confirm the change from your current address" : ""}.
        </>
      }
    >
      <SettingsForm
        form={form}
        intent="change-email"
        answer={answer}
        busy={busy}
        submit="Change Email"
        busyLabel="Sending..."
      >
        <FormField id="settings-new-email" label="New Email" field={fields.newEmail}>
          <input type="email" autoComplete="email" required />
        </FormField>
      </SettingsForm>
    </SettingsSection>
  );
}
