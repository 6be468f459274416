import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";

import { textLinkClass } from "~/components/card-page";

import { Button } from "~/components/ui/button";
import { FormField } from "~/components/form-field";
import { useSchemaForm } from "~/lib/conform-forms";

import { signInSchema } from "./credentials";
import type { AuthFormProps } from "./intents";
import { RECOVERY_PATHS } from "./recovery";

/**
 * Email and password, posted to /auth's action. The browser checks that both are filled in and
 * that the email is one (docs/product.md, Sign in and sign up: the forms keep their native
 * checks); with JavaScript the schema checks it next and names problems under their fields; the
 * server checks the same again (and does it alone without).
 */
export function SignInForm({ action, busy, answer }: AuthFormProps) {
  const mine = answer?.intent === "sign-in" ? answer : undefined;
  const [form, fields] = useSchemaForm(signInSchema, { id: "sign-in-form", lastResult: mine?.result });

  return (
    <Form {...getFormProps(form)} noValidate={false} method="post" action={action} className="grid gap-5">
      <input type="hidden" name="intent" value="sign-in" />
      <FormField id="sign-in-email" label="Email" field={fields.email}>
        <input type="email" autoComplete="username" required placeholder="you@example.com" />
      </FormField>
      <FormField id="sign-in-password" label="Password" field={fields.password}>
        <input type="password" autoComplete="current-password" required />
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
