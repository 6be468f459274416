import { ActionMessage } from "~/components/action-message";
import { FormField } from "~/components/form-field";
import { PASSWORD_HINT } from "~/features/auth/credentials";
import { AUTH_TOASTS } from "~/features/auth/messages";
import type { ToastInput } from "~/vocabulary";

const MISMATCH: ToastInput = { ...AUTH_TOASTS.passwordMismatch, variant: "destructive" };

/**
 * A new password and its confirmation, sent as `password` and `confirmPassword` (checked by
 * `withConfirmedPassword` and the password rules): sign-up, a reset, a change in the settings.
 * The password's problems show under it; passwords that differ are the "Password mismatch" toast
 * (a message on the page without JavaScript), once each time they come to differ.
 */
export function NewPasswordFields({
  idPrefix,
  error,
  mismatched,
  label = "Password",
  confirmLabel = "Confirm Password",
}: {
  idPrefix: string;
  error: string | undefined;
  /** The confirmation's error: the passwords differ. */
  mismatched: boolean;
  label?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <ActionMessage message={mismatched ? MISMATCH : undefined} />
      <FormField id={`${idPrefix}-password`} label={label} hint={PASSWORD_HINT} error={error}>
        <input name="password" type="password" autoComplete="new-password" required />
      </FormField>
      <FormField id={`${idPrefix}-confirm-password`} label={confirmLabel}>
        <input name="confirmPassword" type="password" autoComplete="new-password" required />
      </FormField>
    </>
  );
}
