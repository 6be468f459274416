import type { SessionUser } from "~/lib/auth-client";

import { MemberSince } from "./member-since-line";
import { cardClassName } from "~/components/ui/styles";

/** Email, member since and the account's status (always Active: docs/product.md, Dashboard). */
export function AccountOverview({ user }: { user: SessionUser }) {
  return (
    <section aria-labelledby="overview-heading" className={`lg:self-start ${cardClassName}`}>
      <h2 id="overview-heading" className="text-xl font-bold text-slate-900">
        Account Overview
      </h2>
      <dl className="mt-4 grid gap-4 text-sm">
        <div>
          <dt className="font-semibold text-slate-600">Email</dt>
          <dd className="mt-1 break-words text-slate-900">{user.email}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Member since</dt>
          <dd className="mt-1 text-slate-900">
            <MemberSince createdAt={user.createdAt} />
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Account status</dt>
          <dd className="mt-1">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-800">
              <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600" />
              Active
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
