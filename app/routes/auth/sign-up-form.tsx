import { type FormEvent, useState } from "react";

import { FormField, inputClassName } from "~/components/form-field";
import { HoneypotField } from "~/components/honeypot-field";
import { toast } from "~/components/ui/toast-store";
import { PASSWORD_HINT } from "~/features/auth/credentials";
import { HONEYPOT_FIELD } from "~/features/honeypot/honeypot";
import { AUTH_TOASTS } from "~/features/auth/messages";
import {
  type SignUpFieldErrors,
  type SignUpInput,
  checkSignUp,
  readForm,
} from "~/features/auth/sign-up-form";

import { primaryButtonClassName } from "./buttons";

const FIELDS = ["displayName", "email", "password", "confirmPassword"] as const;
const READ = [...FIELDS, HONEYPOT_FIELD] as const;

/**
 * Full name, email, password and its confirmation. Mismatched passwords toast and send nothing;
 * other problems show under their fields, with the first one focused.
 */
export function SignUpForm({
  busy,
  disabled,
  onSubmit,
}: {
  busy: boolean;
  disabled: boolean;
  onSubmit: (input: SignUpInput) => Promise<void>;
}) {
  const [errors, setErrors] = useState<SignUpFieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const check = checkSignUp(readForm(new FormData(form), READ));
    if (!check.ok) {
      if ("mismatch" in check) {
        setErrors({});
        toast({ ...AUTH_TOASTS.passwordMismatch, variant: "destructive" });
        form.querySelector<HTMLElement>("[name=confirmPassword]")?.focus();
        return;
      }
      setErrors(check.fields);
      const first = FIELDS.find((field) => field in check.fields);
      if (first) form.querySelector<HTMLElement>(`[name=${first}]`)?.focus();
      return;
    }
    setErrors({});
    void onSubmit(check.input);
  };

  return (
    <form method="post" onSubmit={submit} className="grid gap-5">
      <FormField id="sign-up-name" label="Full Name" error={errors.displayName}>
        <input
          name="displayName"
          type="text"
          autoComplete="name"
          required
          placeholder="Your name"
          className={inputClassName}
        />
      </FormField>
      <FormField id="sign-up-email" label="Email" error={errors.email}>
        <input
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          className={inputClassName}
        />
      </FormField>
      <FormField id="sign-up-password" label="Password" hint={PASSWORD_HINT} error={errors.password}>
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          required
          className={inputClassName}
        />
      </FormField>
      <FormField id="sign-up-confirm-password" label="Confirm Password">
        <input
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          className={inputClassName}
        />
      </FormField>
      <HoneypotField id="sign-up-website" />
      <button type="submit" disabled={disabled} className={primaryButtonClassName}>
        {busy ? "Creating account..." : "Create Account"}
      </button>
    </form>
  );
}
