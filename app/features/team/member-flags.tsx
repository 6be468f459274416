import { Form, Link } from "react-router";

import { Button } from "~/components/ui/button";
import { cardClassName } from "~/components/ui/styles";
import { describeFlag, flagLabel } from "~/features/fraud/rules";
import type { FlagDetail } from "~/vocabulary";
import { inlineLinkClass } from "~/components/team/link-styles";
import { When } from "~/components/team/when";

export type MemberFlag = {
  kind: string;
  detail: FlagDetail;
  status: string;
  createdAt: Date;
  reviewedAt: Date | null;
  reviewedBy: string | null;
};

const STATUS_WORDS: Record<string, string> = {
  open: "Open: their referral's credit is withheld until reviewed.",
  confirmed: "Confirmed: their referral's credit stays withheld.",
  cleared: "Cleared: their referral counts.",
};

/**
 * A member's fraud flags (app/features/fraud): what each one saw, where it stands, and for admins
 * Confirm and Clear buttons posting to the member page's action. The member is never told.
 */
export function MemberFlags({
  flags,
  canReview,
  message,
}: {
  flags: readonly MemberFlag[];
  canReview: boolean;
  message: string | undefined;
}) {
  return (
    <section aria-labelledby="member-flags" className={cardClassName}>
      <h2 id="member-flags" className="text-lg font-bold text-slate-900">
        Flags ({flags.length})
      </h2>
      {message ? (
        <p role="status" className="mt-3 rounded-md bg-teal-50 p-3 text-sm text-teal-900">
          {message}
        </p>
      ) : null}
      {flags.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">Nothing about this join looked like referral fraud.</p>
      ) : (
        <ul className="mt-3 grid gap-4 text-sm">
          {flags.map((flag) => {
            const { text, related } = describeFlag(flag.kind, flag.detail);
            return (
              <li key={flag.kind} className="grid gap-1 border-l-2 border-amber-600 pl-3">
                <h3 className="font-semibold text-slate-900">{flagLabel(flag.kind)}</h3>
                <p className="text-slate-800">
                  {text}{" "}
                  {related ? (
                    <Link to={`/team/members/${related}`} className={inlineLinkClass}>
                      The other member
                    </Link>
                  ) : null}
                </p>
                <p className="text-slate-700">
                  {STATUS_WORDS[flag.status] ?? flag.status} Flagged <When at={flag.createdAt} time />
                  {flag.reviewedAt ? (
                    <>
                      ; reviewed <When at={flag.reviewedAt} time /> by {flag.reviewedBy}
                    </>
                  ) : null}
                  .
                </p>
                {canReview ? (
                  <Form method="post" className="mt-1 flex flex-wrap gap-3">
                    <input type="hidden" name="kind" value={flag.kind} />
                    <Button type="submit" name="intent" value="confirm" variant="secondary">
                      Confirm<span className="sr-only"> {flagLabel(flag.kind).toLowerCase()}</span>
                    </Button>
                    <Button type="submit" name="intent" value="clear" variant="secondary">
                      Clear<span className="sr-only"> {flagLabel(flag.kind).toLowerCase()}</span>
                    </Button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
