import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";

import { textLinkClass } from "~/components/card-page";

import { Button } from "~/components/ui/button";
import { FormField, inputClassName } from "~/components/form-field";
import { useSchemaForm } from "~/lib/forms";

import { signInSchema } from "./credentials";
import type { AuthAnswer, AuthIntent } from "./intents";
import { RECOVERY_PATHS } from "./recovery";

/**
 * Email and password, posted to /auth's action. The browser checks that both are filled in and
 * that the email is one (spec section 5: the forms keep their native checks); with JavaScript the
 * schema checks it next and names problems under their fields; the server checks the same again
 * (and does it alone without).
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
  const mine = answer?.intent === "sign-in" ? answer : undefined;
  const [form, fields] = useSchemaForm(signInSchema, { id: "sign-in-form", lastResult: mine?.result });

  return (
    <Form {...getFormProps(form)} noValidate={false} method="post" action={action} className="grid gap-5">
      <input type="hidden" name="intent" value="sign-in" />
      <FormField id="sign-in-email" label="Email" error={fields.email.errors?.[0]}>
        <input
          key={fields.email.key}
          name={fields.email.name}
          type="email"
          autoComplete="username"
          required
          placeholder="you@example.com"
          defaultValue={fields.email.initialValue}
          className={inputClassName}
        />
      </FormField>
      <FormField id="sign-in-password" label="Password" error={fields.password.errors?.[0]}>
        <input
          name={fields.password.name}
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
