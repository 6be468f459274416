import type { Attribution } from "~/db/page-views.server";
import { parseForm, unparsedForm } from "~/lib/conform-forms";
import { isHoneypotFilled } from "~/lib/honeypot/honeypot";
import type { ModuraLoadContext } from "~/platform/load-context";

import { waitlistAnswer } from "./answer";
import { waitlistSchema } from "./entry-schema";
import { joinWaitlistRequest } from "./join.server";

type JoinFormContext = Pick<
  ModuraLoadContext,
  "db" | "rateLimit" | "logError" | "visitAttribution" | "clientAddress" | "auth" | "fraudBurst"
>;

/**
 * The waitlist form's action, wherever the form is (the landing page, the embedded form), posted
 * natively without JavaScript and through a fetcher with it, in POST /api/waitlist's order: the
 * client's limit counted first, then the honeypot (a bot is told it joined), then the schema, once,
 * and the join (./join.server.ts) with what it parsed; answered for the page as Conform's reply to
 * the form. `attribution`: where the join came from, when the page knows better than the visit.
 */
export async function answerJoinForm(
  { request, context }: { request: Request; context: JoinFormContext },
  attribution?: Attribution,
) {
  const limit = await context.rateLimit("waitlist");
  // A body that is not a form (or not readable) is an empty form: a 400, never a 500.
  const form = await request.formData().catch(() => new FormData());
  if (!limit.allowed)
    return waitlistAnswer(
      { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds },
      unparsedForm(form),
    );
  const submission = parseForm(form, waitlistSchema);
  if (isHoneypotFilled(submission.payload)) return waitlistAnswer({ kind: "joined" }, submission);
  if (submission.status !== "success") return waitlistAnswer({ kind: "invalid" }, submission);
  const outcome = await joinWaitlistRequest({
    db: context.db,
    entry: submission.value,
    checkMailLimit: (email) => context.rateLimit("waitlistMail", email),
    logError: context.logError,
    visitAttribution: attribution ? async () => attribution : context.visitAttribution,
    network: { clientAddress: context.clientAddress, secret: context.auth.secret, burst: context.fraudBurst },
  });
  return waitlistAnswer(outcome, submission);
}
