import { type FormEvent, useState } from "react";
import { Form, Link, data, useNavigation } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { CardPage, textLinkClass } from "~/components/card-page";
import { FormField, inputClassName } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { readForm } from "~/features/auth/account-forms";
import type { ToastInput } from "~/features/auth/messages";
import {
  FORGOT_PASSWORD_ANSWER,
  type ForgotPasswordFieldErrors,
  checkForgotPassword,
} from "~/features/auth/recovery";
import { SAME_FOR_EVERY_ANONYMOUS_VISITOR } from "~/lib/anonymous-page";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { requestPasswordReset } from "~/server/accounts.server";

import type { Route } from "./+types/auth.forgot-password";

type ForgotAnswer = { sent?: true; message?: ToastInput; fields?: ForgotPasswordFieldErrors; email: string };

/**
 * Emails a reset link when the address has an account, and answers the same either way. Only a
 * malformed address (said under the field) or the rate limits answer otherwise.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { email } = readForm(await request.formData(), ["email"]);
  const check = checkForgotPassword({ email });
  if (!check.ok) return data<ForgotAnswer>({ fields: check.fields, email }, { status: 400 });
  const result = await requestPasswordReset(context, request, check.email);
  if (!result.ok) {
    const answer: ForgotAnswer = { email };
    if (result.message) answer.message = result.message;
    return data(answer, {
      status: result.status,
      headers: result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {},
    });
  }
  return data<ForgotAnswer>({ sent: true, email: "" });
}

export const handle = SAME_FOR_EVERY_ANONYMOUS_VISITOR;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.forgotPassword, publicUrlFromMatches(matches));
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.has("email") === true;
  const [clientErrors, setClientErrors] = useState<ForgotPasswordFieldErrors>();
  const errors = clientErrors ?? actionData?.fields ?? {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const check = checkForgotPassword(readForm(new FormData(event.currentTarget), ["email"]));
    if (check.ok) return setClientErrors(undefined);
    event.preventDefault();
    setClientErrors(check.fields);
    event.currentTarget.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  };

  return (
    <CardPage heading="Forgot your password?">
      {actionData?.sent ? (
        // A status, not a toast: it is the page's whole answer, with or without JavaScript.
        <p role="status" className="rounded-md bg-teal-50 p-4 text-sm font-medium text-teal-900">
          <strong>{FORGOT_PASSWORD_ANSWER.title}.</strong> {FORGOT_PASSWORD_ANSWER.description}
        </p>
      ) : (
        <p>Enter the email address of your account, and we will email you a link to choose a new password.</p>
      )}
      <ActionMessage message={actionData?.message} />
      <Form method="post" onSubmit={submit} className="grid gap-5">
        <FormField id="forgot-email" label="Email" error={errors.email}>
          <input
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder="you@example.com"
            defaultValue={actionData?.email}
            className={inputClassName}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={sending}>
            {sending ? "Sending..." : actionData?.sent ? "Send another link" : "Send reset link"}
          </Button>
        </div>
      </Form>
      <p>
        <Link to="/auth" className={textLinkClass}>
          Back to Sign In
        </Link>
      </p>
    </CardPage>
  );
}
