import { getFormProps } from "@conform-to/react";
import { useFetcher, useSearchParams } from "react-router";

import { Button } from "~/components/ui/button";
import { ActionMessage } from "~/components/action-message";
import { FormField } from "~/components/form-field";
import { HoneypotField } from "~/components/honeypot-field";
import { useSchemaForm } from "~/lib/conform-forms";
import { ACTIVITIES } from "~/vocabulary";

import { WAITLIST_NEXT_STEP, type WaitlistAnswer } from "./answer";
import { REFERRAL_FIELD, normalizeReferralCode } from "./referral-code";
import { waitlistSchema } from "./entry-schema";

/**
 * A plain form posting to the landing page's action: without JavaScript (or before it runs) the
 * browser posts it and the server answers with the page, its field errors under the fields and its
 * message on the page. With JavaScript the same post goes through a fetcher, in place: the schema
 * checks it here first, on submit and then on every change, and the answer is a toast
 * (docs/product.md, Toasts).
 * The inputs are uncontrolled, so what a visitor typed before hydration stays; a join empties them.
 */
export function WaitlistForm({
  answer: posted,
  action = "/?index",
  anchor = "#waitlist",
}: {
  answer?: WaitlistAnswer | undefined;
  /** Where it posts: the landing page's action unless it stands elsewhere (the embedded form). */
  action?: string;
  /** Where the answer's page scrolls to, after a post without JavaScript. */
  anchor?: string;
}) {
  const fetcher = useFetcher<WaitlistAnswer>();
  // The fetcher's answer once there is one; before that, the native post's (the route's actionData).
  const answer = fetcher.data ?? posted;
  const [form, fields] = useSchemaForm(waitlistSchema, { id: "waitlist-form", lastResult: answer?.result });
  const busy = fetcher.state !== "idle";
  // A referral link's code (`/?ref=CODE`) rides along in a hidden field, and in the form's own
  // address, so a native post that comes back with field errors still has it.
  const [searchParams] = useSearchParams();
  const ref = normalizeReferralCode(searchParams.get(REFERRAL_FIELD));

  return (
    <fetcher.Form
      {...getFormProps(form)}
      method="post"
      action={`${action}${ref ? `${action.includes("?") ? "&" : "?"}${REFERRAL_FIELD}=${ref}` : ""}${anchor}`}
      className="grid gap-5"
    >
      <ActionMessage message={answer?.message} />
      <FormField id="waitlist-fullName" label="Full Name" field={fields.fullName}>
        <input type="text" autoComplete="name" placeholder="Your name" />
      </FormField>
      <FormField id="waitlist-email" label="Email Address" field={fields.email}>
        <input type="email" autoComplete="email" placeholder="you@example.com" />
      </FormField>
      <FormField id="waitlist-primaryActivity" label="Primary Activity" field={fields.primaryActivity}>
        <select>
          <option value="">Select your primary activity</option>
          {ACTIVITIES.map((activity) => (
            <option key={activity.value} value={activity.value}>
              {activity.label}
            </option>
          ))}
        </select>
      </FormField>
      <HoneypotField id="waitlist-website" />
      {ref ? <input type="hidden" name={REFERRAL_FIELD} value={ref} /> : null}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? "Joining..." : "Join the Waitlist"}
      </Button>
      {/* The success state's next step (the toast keeps the words of docs/product.md, Toasts). A
          live region, present before it fills, so it is heard; not a "status" role, which the
          toast's message has. */}
      <p aria-live="polite" className="text-sm font-medium text-slate-700 empty:hidden">
        {answer?.joined ? WAITLIST_NEXT_STEP : null}
      </p>
    </fetcher.Form>
  );
}
