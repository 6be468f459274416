import { type FormEvent, useState } from "react";
import { Form, Link } from "react-router";

import { textLinkClass } from "~/components/card-page";

import { Button } from "~/components/ui/button";
import { FormField, inputClassName } from "~/components/form-field";
import type { AuthAnswer, AuthIntent } from "~/features/auth/intents";
import { type SignInFieldErrors, checkSignIn, readForm } from "~/features/auth/account-forms";
import { RECOVERY_PATHS } from "~/features/auth/recovery";

/**
 * Email and password, posted to /auth's action. With JavaScript the schema checks it first and
 * names problems under their fields; the server checks the same again (and does it alone without).
 */
export function SignInForm({
  action,
  busy,
  answer,
}: {
  action: string;
  busy: AuthIntent | null;
  answer: AuthAnswer | undefined;
}) {
  const [clientErrors, setClientErrors] = useState<SignInFieldErrors>();
  const mine = answer?.intent === "sign-in" ? answer : undefined;
  const errors = clientErrors ?? mine?.fields ?? {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const check = checkSignIn(readForm(new FormData(form), ["email", "password"]));
    if (check.ok) {
      setClientErrors(undefined);
      return;
    }
    event.preventDefault();
    setClientErrors(check.fields);
    form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  };

  return (
    <Form method="post" action={action} onSubmit={submit} className="grid gap-5">
      <input type="hidden" name="intent" value="sign-in" />
      <FormField id="sign-in-email" label="Email" error={errors.email}>
        <input
          name="email"
          type="email"
          autoComplete="username"
          required
          placeholder="you@example.com"
          defaultValue={mine?.values.email}
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
      <p className="-mt-2 text-right text-sm">
        <Link to={RECOVERY_PATHS.forgotPassword} className={textLinkClass}>
          Forgot password?
        </Link>
      </p>
      <Button type="submit" size="lg" disabled={busy !== null} className="w-full">
        {busy ? "Signing in..." : "Sign In"}
      </Button>
    </Form>
  );
}
