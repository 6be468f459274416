import { Form } from "react-router";

import { Button } from "~/components/ui/button";
import { cardClassName } from "~/components/ui/styles";
import { inlineLinkClass } from "~/components/team/link-styles";

/**
 * An admin's part of a member's page: a person's rights served by the team. The export is a
 * download (a GET of the members export with this member); the erasure asks for a tick first, as
 * it cannot be undone. Both are audited.
 */
export function MemberRights({ memberId, error }: { memberId: string; error: string | undefined }) {
  return (
    <section aria-labelledby="member-rights" className={cardClassName}>
      <h2 id="member-rights" className="text-lg font-bold text-slate-900">
        Privacy requests
      </h2>
      <p className="mt-3 text-sm text-slate-700">
        <a href={`/team/members/export?member=${memberId}`} download className={inlineLinkClass}>
          Export this member&apos;s data
        </a>{" "}
        (JSON: their waitlist entry and the account of the same address, as the person&apos;s own download has
        it).
      </p>
      <Form method="post" className="mt-4 grid gap-3 text-sm">
        <input type="hidden" name="intent" value="erase" />
        <p className="text-slate-700">
          Erasing removes their entry, their waitlist mail, their flags, every message still queued to their
          address and every webhook delivery about them, and tells webhook receivers they left. Their account,
          if they have one, stays. It cannot be undone.
        </p>
        {error ? (
          <p id="erase-error" role="alert" className="font-semibold text-red-800">
            {error}
          </p>
        ) : null}
        <label className="flex items-start gap-2 text-slate-900">
          <input
            type="checkbox"
            name="confirm"
            value="yes"
            required
            className="mt-1 size-4"
            aria-describedby={error ? "erase-error" : undefined}
          />
          <span>Yes, erase this member and their data.</span>
        </label>
        <div>
          <Button type="submit" accent="rose">
            Erase member
          </Button>
        </div>
      </Form>
    </section>
  );
}
