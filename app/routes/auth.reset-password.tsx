import { NewPasswordFields } from "~/components/new-password-fields";
import { type FormEvent, useState } from "react";
import { Form, Link, data, redirect, useNavigation } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { CardPage, textLinkClass } from "~/components/card-page";
import { Button } from "~/components/ui/button";
import { readForm } from "~/features/auth/account-forms";
import { AUTH_TOASTS, type ToastInput } from "~/features/auth/messages";
import { type NewPasswordFieldErrors, RECOVERY_PATHS, checkNewPassword } from "~/features/auth/recovery";
import { withNotice } from "~/features/notices/notices";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { isResetLinkLive, resetPassword } from "~/server/accounts.server";

import type { Route } from "./+types/auth.reset-password";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** Opening the link changes nothing: it shows the form, or says the link no longer works. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const live = await isResetLinkLive(context.auth, token);
  return data({ live, token }, { status: live ? 200 : 410 });
}

type ResetAnswer = { dead?: true; message?: ToastInput; fields?: NewPasswordFieldErrors };

const MISMATCH: ToastInput = { ...AUTH_TOASTS.passwordMismatch, variant: "destructive" };
const FAILED: ToastInput = {
  title: "Error",
  description: "Your new password could not be saved. Please try again.",
  variant: "destructive",
};

/** Sets the password (Better Auth ends every session of the account), then on to Sign In saying so. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = readForm(await request.formData(), ["password", "confirmPassword"]);
  const check = checkNewPassword(values);
  if (!check.ok) {
    if ("mismatch" in check) return data<ResetAnswer>({ message: MISMATCH }, { status: 400 });
    return data<ResetAnswer>({ fields: check.fields }, { status: 400 });
  }
  const result = await resetPassword(context, tokenOf(request), check.password);
  if (result.ok) return redirect(withNotice("/auth", "password-reset"), 303);
  if (result.reason === "invalid-link") return data<ResetAnswer>({ dead: true }, { status: 410 });
  return data<ResetAnswer>({ message: FAILED }, { status: 500 });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.resetPassword, publicUrlFromMatches(matches));
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.has("password") === true;
  const [clientAnswer, setClientAnswer] = useState<ResetAnswer>();
  const answer = clientAnswer ?? actionData;
  const errors = answer?.fields ?? {};

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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const check = checkNewPassword(
      readForm(new FormData(event.currentTarget), ["password", "confirmPassword"]),
    );
    if (check.ok) return setClientAnswer(undefined);
    event.preventDefault();
    setClientAnswer("mismatch" in check ? { message: { ...MISMATCH } } : { fields: check.fields });
    event.currentTarget.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  };

  return (
    <CardPage heading="Choose a new password">
      <p>
        Choose the password you will sign in with from now on. Every device signed in to your account is
        signed out.
      </p>
      <ActionMessage message={answer?.message} />
      <Form method="post" onSubmit={submit} className="grid gap-5">
        <NewPasswordFields idPrefix="reset" label="New Password" error={errors.password} />
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : "Set new password"}
          </Button>
        </div>
      </Form>
    </CardPage>
  );
}
