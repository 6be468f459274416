import { FormField, inputClassName } from "~/components/form-field";
import { PASSWORD_HINT } from "~/features/auth/credentials";

/**
 * A new password and its confirmation, sent as `password` and `confirmPassword` (the sign-up
 * rules, checked by `checkNewPassword` and `checkSignUp`): sign-up, a reset, a change in the settings.
 */
export function NewPasswordFields({
  idPrefix,
  error,
  label = "Password",
  confirmLabel = "Confirm Password",
}: {
  idPrefix: string;
  error: string | undefined;
  label?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <FormField id={`${idPrefix}-password`} label={label} hint={PASSWORD_HINT} error={error}>
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          required
          className={inputClassName}
        />
      </FormField>
      <FormField id={`${idPrefix}-confirm-password`} label={confirmLabel}>
        <input
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          className={inputClassName}
        />
      </FormField>
    </>
  );
}
