import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { useSchemaForm } from "~/lib/forms";

import { changeEmailSchema } from "./settings";
import { SettingsSection } from "./settings-section";
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
      <ActionMessage message={answer?.message} className="mb-5" />
      <Form {...getFormProps(form)} noValidate={false} method="post" className="grid gap-5">
        <input type="hidden" name="intent" value="change-email" />
        <FormField id="settings-new-email" label="New Email" field={fields.newEmail}>
          <input type="email" autoComplete="email" required />
        </FormField>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Sending..." : "Change Email"}
          </Button>
        </div>
      </Form>
    </SettingsSection>
  );
}
