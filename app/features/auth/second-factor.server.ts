import { isAPIError } from "better-auth/api";
import { data } from "react-router";

import { hasPassword } from "~/db/accounts.server";
import type { Db } from "~/db/queryable";
import { markSecondFactor, recordAudit } from "~/db/team.server";
import type { TeamMember } from "~/platform/team-access.server";
import { type FormAnswer, parseForm, tooManyAttempts, unparsedForm } from "~/lib/conform-forms";
import type { Decision } from "~/lib/rate-limit/limits";
import { AUDIT_ACTIONS, type ToastInput } from "~/vocabulary";

import { type AccountContext, authHeaders } from "./actions.server";
import {
  type SecondFactorMethod,
  authenticatorCodeSchema,
  backupCodeSchema,
  codeRefusal,
  normalisedBackupCode,
  secondFactorMethod,
} from "./second-factor";

/** The parts of the load context the second factor's actions use. */
export type SecondFactorContext = AccountContext & { db: Db };

export type CodeResult = { ok: true; headers: Headers } | { ok: false; status: number; message?: ToastInput };

/**
 * Counts a code step (and enrolment's start) as a sign-in from the client's address. Its action
 * counts it before it parses the form, so a malformed code counts as a wrong one does.
 */
export function countCodeAttempt(context: Pick<AccountContext, "rateLimit">): Promise<Decision> {
  return context.rateLimit("signIn");
}

/**
 * A code step's action, the sign-in's (/auth/two-factor) and a session's proof (/team/verify) alike.
 * The attempt is counted first, then the code parsed, once, and what was parsed goes to `check`;
 * `done` answers a code it accepted. A refused code empties the field, and so does the limit: by the
 * time the wait is over, the code has changed. `notACode` refuses a post that asks for something
 * else (its message), after the count and before the limit.
 */
export async function codeStepAction(
  context: Pick<AccountContext, "rateLimit">,
  request: Request,
  step: {
    check: (method: SecondFactorMethod, code: string) => Promise<CodeResult>;
    done: (headers: Headers) => Response;
    notACode?: (form: FormData) => ToastInput | undefined;
  },
) {
  const limit = await countCodeAttempt(context);
  const form = await request.formData();
  const refused = step.notACode?.(form);
  if (refused) return data<FormAnswer>({ message: refused }, { status: 400 });
  if (!limit.allowed)
    return tooManyAttempts<FormAnswer>(
      { result: unparsedForm(form).reply({ resetForm: true }) },
      limit.retryAfterSeconds,
    );
  const method = secondFactorMethod(form.get("method"));
  const submission = parseForm(form, method === "backup" ? backupCodeSchema : authenticatorCodeSchema);
  if (submission.status !== "success")
    return data<FormAnswer>({ result: submission.reply() }, { status: 400 });
  const result = await step.check(method, submission.value.code);
  if (result.ok) return step.done(result.headers);
  return data<FormAnswer>(
    { result: submission.reply({ resetForm: true }), message: result.message },
    { status: result.status },
  );
}

/** Better Auth's refusal as our answer; anything unexpected is logged and answered as a failure. */
function refusal(error: unknown, logError: (error: unknown) => void): CodeResult {
  if (!isAPIError(error)) {
    logError(error);
    return { ok: false, status: 500, message: codeRefusal(undefined) };
  }
  const code = (error.body as { code?: unknown } | undefined)?.code;
  const status = typeof error.statusCode === "number" && error.statusCode < 500 ? 400 : 500;
  return { ok: false, status, message: codeRefusal(typeof code === "string" ? code : undefined) };
}

/**
 * Better Auth's check of an authenticator code or a backup code, for the sign-in challenge or the
 * session `headers` carry; the headers it answered with (a new session's cookie, when it made one).
 */
async function verifyCode(
  context: SecondFactorContext,
  headers: Headers,
  method: SecondFactorMethod,
  code: string,
): Promise<Headers> {
  const { headers: answer } =
    method === "backup"
      ? await context.auth.api.verifyBackupCode({
          body: { code: normalisedBackupCode(code) },
          headers,
          returnHeaders: true,
        })
      : await context.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
  return answer;
}

/**
 * The sign-in's second step: the code (or a backup code) for the challenge the password step's
 * cookie names, once its action has counted the attempt (countCodeAttempt) and parsed the code.
 * Better Auth counts the attempts per challenge and locks the account after ten wrong codes; ours
 * counts per address as sign-ins do. Success sets the session cookie.
 */
export async function completeSignIn(
  context: SecondFactorContext,
  request: Request,
  method: SecondFactorMethod,
  code: string,
): Promise<CodeResult> {
  try {
    const headers = await verifyCode(context, authHeaders(request, context.clientAddress), method, code);
    return { ok: true, headers };
  } catch (error) {
    return refusal(error, context.logError);
  }
}

export type EnrolmentStart =
  { ok: true; totpURI: string } | { ok: false; status: number; message?: ToastInput };

/** Whether enrolling asks for the account's password (an account with Google alone has none). */
export function enrolmentNeedsPassword(db: Db, member: TeamMember): Promise<boolean> {
  return hasPassword(db, member.user.id);
}

/**
 * Makes a new authenticator secret for the member (Better Auth's enable: a member with a password
 * gives it). The secret is not in use until a code from it is confirmed.
 */
export async function startEnrolment(
  context: SecondFactorContext,
  request: Request,
  password: string | undefined,
): Promise<EnrolmentStart> {
  try {
    const answer = await context.auth.api.enableTwoFactor({
      body: password ? { password } : {},
      headers: authHeaders(request, context.clientAddress),
    });
    if (!("totpURI" in answer) || !answer.totpURI) throw new Error("enableTwoFactor gave no TOTP URI");
    return { ok: true, totpURI: answer.totpURI };
  } catch (error) {
    return refusal(error, context.logError) as EnrolmentStart;
  }
}

export type EnrolmentDone =
  { ok: true; headers: Headers; backupCodes: string[] } | { ok: false; status: number; message?: ToastInput };

/**
 * Confirms the authenticator with its first code: Better Auth turns the second factor on and gives
 * this browser a new session, which has proved it (app/features/team/session-hooks.server.ts). The
 * backup codes are read once, here, to be shown once.
 */
export async function confirmEnrolment(
  context: SecondFactorContext,
  request: Request,
  member: TeamMember,
  code: string,
): Promise<EnrolmentDone> {
  try {
    const { headers } = await context.auth.api.verifyTOTP({
      body: { code },
      headers: authHeaders(request, context.clientAddress),
      returnHeaders: true,
    });
    const { backupCodes } = await context.auth.api.viewBackupCodes({ body: { userId: member.user.id } });
    await recordAudit(context.db, {
      actorId: member.user.id,
      actorEmail: member.user.email,
      action: AUDIT_ACTIONS.enrolled,
      ipAddress: context.clientAddress,
    });
    return { ok: true, headers, backupCodes };
  } catch (error) {
    return refusal(error, context.logError) as EnrolmentDone;
  }
}

/**
 * A session that signed in without a code (Google's sign-in asks for none, and sessions older than
 * the member's enrolment) proves the second factor here; the session itself is marked.
 */
export async function proveSecondFactor(
  context: SecondFactorContext,
  request: Request,
  member: TeamMember,
  method: SecondFactorMethod,
  code: string,
): Promise<CodeResult> {
  try {
    // The session stays the one the member has: any cookie Better Auth answers with is not passed on.
    await verifyCode(context, authHeaders(request, context.clientAddress), method, code);
    await markSecondFactor(context.db, member.team.sessionId, member.user.id);
    await recordAudit(context.db, {
      actorId: member.user.id,
      actorEmail: member.user.email,
      action: AUDIT_ACTIONS.secondFactor,
      details: { method: method === "backup" ? "backup code" : "authenticator code" },
      ipAddress: context.clientAddress,
    });
    return { ok: true, headers: new Headers() };
  } catch (error) {
    return refusal(error, context.logError);
  }
}
