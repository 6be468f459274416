import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";

import { NewPasswordFields } from "~/components/new-password-fields";
import { Button } from "~/components/ui/button";
import { FormField, inputClassName } from "~/components/form-field";
import { HoneypotField } from "~/components/honeypot-field";
import { useSchemaForm } from "~/lib/forms";

import { signUpFormSchema } from "./credentials";
import type { AuthAnswer, AuthIntent } from "./intents";

/**
 * Full name, email, password and its confirmation, posted to /auth's action, which checks all of
 * it again. The browser checks that every field is filled in and the email is one (spec section
 * 5); with JavaScript, mismatched passwords then toast and send nothing, and other problems show
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
  const mine = answer?.intent === "sign-up" ? answer : undefined;
  const [form, fields] = useSchemaForm(signUpFormSchema, { id: "sign-up-form", lastResult: mine?.result });

  return (
    <Form {...getFormProps(form)} noValidate={false} method="post" action={action} className="grid gap-5">
      <input type="hidden" name="intent" value="sign-up" />
      <FormField id="sign-up-name" label="Full Name" error={fields.displayName.errors?.[0]}>
        <input
          key={fields.displayName.key}
          name={fields.displayName.name}
          type="text"
          autoComplete="name"
          required
          placeholder="Your name"
          defaultValue={fields.displayName.initialValue}
          className={inputClassName}
        />
      </FormField>
      <FormField id="sign-up-email" label="Email" error={fields.email.errors?.[0]}>
        <input
          key={fields.email.key}
          name={fields.email.name}
          type="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          defaultValue={fields.email.initialValue}
          className={inputClassName}
        />
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
    </Form>
  );
}
