import { NewPasswordFields } from "~/components/new-password-fields";
import { type FormEvent, useState } from "react";
import { Form } from "react-router";

import { Button } from "~/components/ui/button";
import { FormField, inputClassName } from "~/components/form-field";
import { HoneypotField } from "~/components/honeypot-field";
import { toast } from "~/components/ui/toast-store";
import type { AuthAnswer, AuthIntent } from "~/features/auth/intents";
import { AUTH_TOASTS } from "~/features/auth/messages";
import { type SignUpFieldErrors, checkSignUp, readForm } from "~/features/auth/account-forms";
import { HONEYPOT_FIELD } from "~/features/honeypot/honeypot";

const FIELDS = ["displayName", "email", "password", "confirmPassword"] as const;
const READ = [...FIELDS, HONEYPOT_FIELD] as const;

/**
 * Full name, email, password and its confirmation, posted to /auth's action, which checks all of
 * it again. With JavaScript, mismatched passwords toast and send nothing, and other problems show
 * under their fields first, with the first one focused.
 */
export function SignUpForm({
  action,
  busy,
  answer,
}: {
  action: string;
  busy: AuthIntent | null;
  answer: AuthAnswer | undefined;
}) {
  const [clientErrors, setClientErrors] = useState<SignUpFieldErrors>();
  const mine = answer?.intent === "sign-up" ? answer : undefined;
  const errors: SignUpFieldErrors = clientErrors ?? mine?.fields ?? {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const check = checkSignUp(readForm(new FormData(form), READ));
    if (check.ok) {
      setClientErrors(undefined);
      return;
    }
    event.preventDefault();
    if ("mismatch" in check) {
      setClientErrors({});
      toast({ ...AUTH_TOASTS.passwordMismatch, variant: "destructive" });
      form.querySelector<HTMLElement>("[name=confirmPassword]")?.focus();
      return;
    }
    setClientErrors(check.fields);
    const first = FIELDS.find((field) => field in check.fields);
    if (first) form.querySelector<HTMLElement>(`[name=${first}]`)?.focus();
  };

  return (
    <Form method="post" action={action} onSubmit={submit} className="grid gap-5">
      <input type="hidden" name="intent" value="sign-up" />
      <FormField id="sign-up-name" label="Full Name" error={errors.displayName}>
        <input
          name="displayName"
          type="text"
          autoComplete="name"
          required
          placeholder="Your name"
          defaultValue={mine?.values.displayName}
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
          defaultValue={mine?.values.email}
          className={inputClassName}
        />
      </FormField>
      <NewPasswordFields idPrefix="sign-up" error={errors.password} />
      <HoneypotField id="sign-up-website" />
      <Button type="submit" size="lg" disabled={busy !== null} className="w-full">
        {busy ? "Creating account..." : "Create Account"}
      </Button>
    </Form>
  );
}
