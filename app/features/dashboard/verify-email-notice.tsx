import { MailWarning } from "lucide-react";

import { ActionMessage } from "~/components/action-message";
import { Button } from "~/components/ui/button";
import { EMAIL_NOT_VERIFIED } from "~/features/auth/recovery";

import { useIntentFetcher } from "./use-intent-fetcher";

/** Until the address is verified: says so, with a button that sends the link again (rate limited). */
export function VerifyEmailNotice() {
  const { fetcher, answer, busy } = useIntentFetcher("resend-verification");
  return (
    <section
      aria-labelledby="verify-email-heading"
      className="mt-6 flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center"
    >
      <MailWarning aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
      <div className="flex-1">
        <h2 id="verify-email-heading" className="font-semibold text-slate-900">
          {EMAIL_NOT_VERIFIED.title}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{EMAIL_NOT_VERIFIED.description}</p>
        <ActionMessage message={answer?.message} className="mt-3" />
      </div>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="resend-verification" />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Sending..." : EMAIL_NOT_VERIFIED.resend}
        </Button>
      </fetcher.Form>
    </section>
  );
}
