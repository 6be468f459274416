import { getFormProps } from "@conform-to/react";
import { Form, Link, data, useNavigation } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { CardPage, textLinkClass } from "~/components/card-page";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import {
  type FormAnswer,
  parseForm,
  tooManyAttempts,
  unparsedForm,
  useSchemaForm,
} from "~/lib/conform-forms";
import { SAME_FOR_EVERY_ANONYMOUS_VISITOR } from "~/lib/anonymous-page";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";

import type { Route } from "./+types/forgot-password.route";
import { readForm } from "./account-forms";
import { checkMailLimits, requestPasswordReset } from "./actions.server";
import { FORGOT_PASSWORD_ANSWER, forgotPasswordSchema } from "./recovery";

type ForgotAnswer = FormAnswer & { sent?: true };

/**
 * Emails a reset link when the address has an account, and answers the same either way. Only the
 * rate limits (counted first, so a malformed address counts too) or a malformed address (said
 * under the field; the form is parsed once) answer otherwise.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // As typed: nothing is parsed yet, and trimmed and lowercased it is a valid address's own key.
  const limit = await checkMailLimits(context.rateLimit, readForm(form, ["email"]).email);
  if (!limit.allowed)
    return tooManyAttempts<ForgotAnswer>({ result: unparsedForm(form).reply() }, limit.retryAfterSeconds);
  const submission = parseForm(form, forgotPasswordSchema);
  if (submission.status !== "success")
    return data<ForgotAnswer>({ result: submission.reply() }, { status: 400 });
  await requestPasswordReset(context, request, submission.value.email);
  return data<ForgotAnswer>({ result: submission.reply({ resetForm: true }), sent: true });
}

export const handle = SAME_FOR_EVERY_ANONYMOUS_VISITOR;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.forgotPassword, publicUrlFromMatches(matches));
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.has("email") === true;
  const [form, fields] = useSchemaForm(forgotPasswordSchema, {
    id: "forgot-password-form",
    lastResult: actionData?.result,
  });

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
      {/* The browser's own check of the address stays (noValidate={false}), as on /auth. */}
      <Form {...getFormProps(form)} noValidate={false} method="post" className="grid gap-5">
        <FormField id="forgot-email" label="Email" field={fields.email}>
          <input type="email" autoComplete="email" required placeholder="you@example.com" />
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
