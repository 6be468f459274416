import { type FormEvent, useState } from "react";

import { FormField, inputClassName } from "~/components/form-field";
import {
  type SignInFieldErrors,
  type SignInValues,
  checkSignIn,
  readForm,
} from "~/features/auth/sign-up-form";

import { primaryButtonClassName } from "./buttons";

/** Email and password. The browser checks required fields and the email's form; the schema checks the rest. */
export function SignInForm({
  busy,
  disabled,
  onSubmit,
}: {
  busy: boolean;
  disabled: boolean;
  onSubmit: (input: SignInValues) => Promise<void>;
}) {
  const [errors, setErrors] = useState<SignInFieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const check = checkSignIn(readForm(new FormData(form), ["email", "password"]));
    if (!check.ok) {
      setErrors(check.fields);
      form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    setErrors({});
    void onSubmit(check.input);
  };

  return (
    <form method="post" onSubmit={submit} className="grid gap-5">
      <FormField id="sign-in-email" label="Email" error={errors.email}>
        <input
          name="email"
          type="email"
          autoComplete="username"
          required
          placeholder="you@example.com"
          className={inputClassName}
        />
      </FormField>
      <FormField id="sign-in-password" label="Password" error={errors.password}>
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={inputClassName}
        />
      </FormField>
      <button type="submit" disabled={disabled} className={primaryButtonClassName}>
        {busy ? "Signing in..." : "Sign In"}
      </button>
    </form>
  );
}
