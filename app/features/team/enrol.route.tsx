import { Form, Link, type ShouldRevalidateFunctionArgs, data, redirect } from "react-router";
import * as z from "zod/mini";

import { ActionMessage } from "~/components/action-message";
import { FormField } from "~/components/form-field";
import { Button, buttonClass } from "~/components/ui/button";
import { cardClassName } from "~/components/ui/styles";
import { CodeForm } from "~/features/auth/code-form";
import { authenticatorCodeSchema, secretOfUri } from "~/features/auth/second-factor";
import {
  confirmEnrolment,
  countCodeAttempt,
  enrolmentNeedsPassword,
  startEnrolment,
} from "~/features/auth/second-factor.server";
import { type FormAnswer, parseForm, tooManyAttempts, unparsedForm } from "~/lib/conform-forms";
import { PRODUCT_NAME } from "~/lib/product";
import type { ToastInput } from "~/vocabulary";
import { requireTeamRole, teamRedirectTo } from "~/platform/team-access.server";
import { TeamPage, teamMeta } from "~/components/team/team-page";

import type { Route } from "./+types/enrol.route";
import { isTotpUri, qrCodeSvg } from "./qr-code.server";

export const meta = () => teamMeta("Set up two-factor authentication");

/** A team member sets up an authenticator before any team page opens (access.server.ts sends them here). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireTeamRole(context);
  const redirectTo = teamRedirectTo(new URL(request.url).searchParams.get("redirectTo"));
  if (member.team.twoFactorEnabled) throw redirect(redirectTo);
  return { redirectTo, needsPassword: await enrolmentNeedsPassword(context.db, member) };
}

/**
 * Not after its own posts: once the code is confirmed the loader would send the member on, and
 * with JavaScript that revalidation would take the backup codes off the screen before anyone
 * saved them.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

type Scan = { step: "scan"; uri: string; qrSvg: string; secret: string };
type EnrolAnswer = FormAnswer &
  ({ step: "start" } | Scan | { step: "done"; backupCodes: string[]; redirectTo: string });

const startSchema = z.object({ password: z.optional(z.string()) });

async function scanStep(uri: string): Promise<Scan> {
  return { step: "scan", uri, qrSvg: await qrCodeSvg(uri), secret: secretOfUri(uri) ?? "" };
}

/**
 * Both steps count as sign-in attempts (countCodeAttempt) before the form is read, so a malformed
 * post counts too; then the form is parsed once, and what was parsed goes to Better Auth. Over the
 * limit the code field is emptied, as a refused code's is.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireTeamRole(context);
  const redirectTo = teamRedirectTo(new URL(request.url).searchParams.get("redirectTo"));
  if (member.team.twoFactorEnabled) throw redirect(redirectTo);
  const limit = await countCodeAttempt(context);
  const form = await request.formData();

  if (form.get("intent") === "confirm") {
    const uri = form.get("uri");
    // The page posted its own secret's URI back, only to draw it again if the code is wrong.
    const ownUri = isTotpUri(uri, PRODUCT_NAME);
    if (!limit.allowed)
      return tooManyAttempts<EnrolAnswer>(
        ownUri
          ? { ...(await scanStep(uri)), result: unparsedForm(form).reply({ resetForm: true }) }
          : { step: "start" },
        limit.retryAfterSeconds,
      );
    if (!ownUri) return data<EnrolAnswer>({ step: "start" }, { status: 400 });
    const submission = parseForm(form, authenticatorCodeSchema);
    if (submission.status !== "success")
      return data<EnrolAnswer>({ ...(await scanStep(uri)), result: submission.reply() }, { status: 400 });
    const done = await confirmEnrolment(context, request, member, submission.value.code);
    if (done.ok)
      return data<EnrolAnswer>(
        { step: "done", backupCodes: done.backupCodes, redirectTo },
        { headers: done.headers },
      );
    const answer: EnrolAnswer = {
      ...(await scanStep(uri)),
      result: submission.reply({ resetForm: true }),
      message: done.message as ToastInput,
    };
    return data(answer, { status: done.status });
  }

  if (!limit.allowed) return tooManyAttempts<EnrolAnswer>({ step: "start" }, limit.retryAfterSeconds);
  const submission = parseForm(form, startSchema);
  const password = submission.status === "success" ? submission.value.password : undefined;
  const started = await startEnrolment(context, request, password || undefined);
  if (started.ok) return data<EnrolAnswer>(await scanStep(started.totpURI));
  return data<EnrolAnswer>(
    { step: "start", message: started.message as ToastInput },
    { status: started.status },
  );
}

export default function Enrol({ loaderData, actionData }: Route.ComponentProps) {
  const { needsPassword } = loaderData;
  const answer = actionData ?? { step: "start" as const };
  return (
    <TeamPage
      heading="Set up two-factor authentication"
      intro={`The launch room holds the waitlist's personal data, so it asks for a code from an authenticator app (such as 1Password, Google Authenticator or Aegis) as well as your sign-in. You set it up once; every sign-in then asks for the code.`}
    >
      <ActionMessage message={answer.message} />
      <section className={`max-w-2xl ${cardClassName}`} aria-labelledby="enrol-step">
        {answer.step === "start" ? (
          <>
            <h2 id="enrol-step" className="text-lg font-semibold text-slate-900">
              Step 1 of 3: start
            </h2>
            <Form method="post" className="mt-4 grid gap-5">
              <input type="hidden" name="intent" value="start" />
              {needsPassword ? (
                <FormField id="enrol-password" label="Your password" hint="To confirm it is you.">
                  <input type="password" name="password" autoComplete="current-password" required />
                </FormField>
              ) : null}
              <div>
                <Button type="submit">Set up an authenticator</Button>
              </div>
            </Form>
          </>
        ) : answer.step === "scan" ? (
          <>
            <h2 id="enrol-step" className="text-lg font-semibold text-slate-900">
              Step 2 of 3: add {PRODUCT_NAME} to your authenticator app
            </h2>
            <div className="mt-4 grid gap-6 sm:grid-cols-[12rem_1fr] sm:items-start">
              <div
                role="img"
                aria-label="QR code of your authenticator secret"
                className="w-48 rounded-lg border border-slate-200 bg-white"
                // The SVG is drawn on the server by the qrcode package from our own URI.
                dangerouslySetInnerHTML={{ __html: answer.qrSvg }}
              />
              <div className="grid gap-3 text-slate-700">
                <p>Scan the code with your app, or type this secret into it:</p>
                <p>
                  <code className="rounded bg-slate-100 px-2 py-1 font-mono text-base break-all text-slate-900">
                    {answer.secret}
                  </code>
                </p>
                <p>Then enter the 6-digit code the app shows.</p>
              </div>
            </div>
            <div className="mt-6">
              <CodeForm
                id="enrol"
                method="totp"
                lastResult={answer.result}
                submitLabel="Turn on two-factor authentication"
                hidden={
                  <>
                    <input type="hidden" name="intent" value="confirm" />
                    <input type="hidden" name="uri" value={answer.uri} />
                  </>
                }
              />
            </div>
          </>
        ) : (
          <>
            <h2 id="enrol-step" className="text-lg font-semibold text-slate-900">
              Step 3 of 3: save your backup codes
            </h2>
            <p role="status" className="mt-4 rounded-md bg-teal-50 p-4 text-sm font-medium text-teal-900">
              Two-factor authentication is on.
            </p>
            <p className="mt-4 text-slate-700">
              If you lose your phone, each of these codes signs you in once. Save them now somewhere safe:
              they are shown only this once.
            </p>
            <ul
              aria-label="Backup codes"
              className="mt-4 grid grid-cols-2 gap-2 font-mono text-base text-slate-900 sm:grid-cols-3"
            >
              {answer.backupCodes.map((code) => (
                <li key={code} className="rounded bg-slate-100 px-3 py-2">
                  {code}
                </li>
              ))}
            </ul>
            <p className="mt-6">
              <Link to={answer.redirectTo} className={buttonClass()}>
                Continue to the launch room
              </Link>
            </p>
          </>
        )}
      </section>
    </TeamPage>
  );
}
