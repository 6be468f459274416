import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";

import { NewPasswordFields } from "~/features/auth/new-password-fields";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/form-field";
import { HoneypotField } from "~/components/honeypot-field";
import { PrivacyNoticeLine } from "~/components/privacy-notice-line";
import { useSchemaForm } from "~/lib/conform-forms";

import { signUpFormSchema } from "./credentials";
import type { AuthFormProps } from "./intents";

/**
 * Full name, email, password and its confirmation, posted to /auth's action, which checks all of
 * it again. The browser checks that every field is filled in and the email is one (docs/product.md,
 * Sign in and sign up); with JavaScript, mismatched passwords then toast and send nothing, and
 * other problems show under their fields first, with the first one focused.
 */
export function SignUpForm({ action, busy, answer }: AuthFormProps) {
  const mine = answer?.intent === "sign-up" ? answer : undefined;
  const [form, fields] = useSchemaForm(signUpFormSchema, { id: "sign-up-form", lastResult: mine?.result });

  return (
    <Form {...getFormProps(form)} noValidate={false} method="post" action={action} className="grid gap-5">
      <input type="hidden" name="intent" value="sign-up" />
      <FormField id="sign-up-name" label="Full Name" field={fields.displayName}>
        <input type="text" autoComplete="name" required placeholder="Your name" />
      </FormField>
      <FormField id="sign-up-email" label="Email" field={fields.email}>
        <input type="email" autoComplete="email" required placeholder="you@example.com" />
      </FormField>
      <NewPasswordFields
        idPrefix="sign-up"
        error={fields.password.errors?.[0]}
        mismatched={Boolean(fields.confirmPassword.errors)}
      />
      <HoneypotField id="sign-up-website" />
      <Button type="submit" size="lg" disabled={busy !== null} className="w-full">
        {busy ? "Creating account..." : "Create Account"}
      </Button>
      <PrivacyNoticeLine />
    </Form>
  );
}
