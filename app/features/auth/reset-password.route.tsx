import { getFormProps } from "@conform-to/react";
import { Form, Link, data, redirect, useNavigation } from "react-router";

import { NewPasswordFields } from "~/features/auth/new-password-fields";

import { ActionMessage } from "~/components/action-message";
import { CardPage, textLinkClass } from "~/components/card-page";
import { Button } from "~/components/ui/button";
import { withNotice } from "~/lib/notices";
import { type FormAnswer, parseForm, useSchemaForm } from "~/lib/conform-forms";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { tokenPageHeaders } from "~/lib/token-page";
import type { ToastInput } from "~/vocabulary";

import type { Route } from "./+types/reset-password.route";
import { isResetLinkLive, resetPassword } from "./actions.server";
import { RECOVERY_PATHS, resetPasswordSchema } from "./recovery";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export const headers = tokenPageHeaders;

/** Opening the link changes nothing: it shows the form, or says the link no longer works. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const live = await isResetLinkLive(context.auth, token);
  return data({ live, token }, { status: live ? 200 : 410 });
}

type ResetAnswer = FormAnswer & { dead?: true };

const FAILED: ToastInput = {
  title: "Error",
  description: "Your new password could not be saved. Please try again.",
  variant: "destructive",
};

/** Sets the password (Better Auth ends every session of the account), then on to Sign In saying so. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), resetPasswordSchema);
  // Never a password in the answer.
  const result = () => submission.reply({ hideFields: ["password", "confirmPassword"] });
  if (submission.status !== "success") return data<ResetAnswer>({ result: result() }, { status: 400 });
  const reset = await resetPassword(context, tokenOf(request), submission.value.password);
  if (reset.ok) return redirect(withNotice("/auth", "password-reset"), 303);
  if (reset.reason === "invalid-link") return data<ResetAnswer>({ dead: true }, { status: 410 });
  return data<ResetAnswer>({ result: result(), message: FAILED }, { status: 500 });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.resetPassword, publicUrlFromMatches(matches));
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.has("password") === true;
  const [form, fields] = useSchemaForm(resetPasswordSchema, {
    id: "reset-password-form",
    lastResult: actionData?.result,
  });

  if (!loaderData.live || actionData?.dead)
    return (
      <CardPage heading="This link no longer works">
        <p>A reset link works once, for one hour. Ask for a new link and use it within the hour.</p>
        <p>
          <Link to={RECOVERY_PATHS.forgotPassword} className={textLinkClass}>
            Get a new link
          </Link>
        </p>
      </CardPage>
    );

  return (
    <CardPage heading="Choose a new password">
      <p>
        Choose the password you will sign in with from now on. Every device signed in to your account is
        signed out.
      </p>
      <ActionMessage message={actionData?.message} />
      <Form {...getFormProps(form)} noValidate={false} method="post" className="grid gap-5">
        <NewPasswordFields
          idPrefix="reset"
          label="New Password"
          error={fields.password.errors?.[0]}
          mismatched={Boolean(fields.confirmPassword.errors)}
        />
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : "Set new password"}
          </Button>
        </div>
      </Form>
    </CardPage>
  );
}
