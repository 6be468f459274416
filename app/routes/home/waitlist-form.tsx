import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";

import { Button } from "~/components/ui/button";
import { ActionMessage } from "~/components/action-message";
import { FormField, inputClassName } from "~/components/form-field";
import { HoneypotField } from "~/components/honeypot-field";
import { ACTIVITIES } from "~/features/waitlist/activities";
import type { WaitlistAnswer } from "~/features/waitlist/answer";
import { WAITLIST_NEXT_STEP } from "~/features/waitlist/messages";
import { REFERRAL_FIELD, errorsAfterChange, waitlistValuesFrom } from "~/features/waitlist/form-state";
import { normalizeReferralCode } from "~/features/waitlist/referral-code";
import { WAITLIST_FIELDS, type WaitlistFieldErrors, validateWaitlist } from "~/features/waitlist/schema";

/**
 * A plain form posting to the landing page's action: without JavaScript (or before it runs) the
 * browser posts it and the server answers with the page, its field errors under the fields and its
 * message on the page. With JavaScript the same post goes through a fetcher, in place: the schema
 * checks it here first, on submit and then on every change, and the answer is the spec's toast.
 * The inputs are uncontrolled, so what a visitor typed before hydration stays.
 */
export function WaitlistForm({ result }: { result?: WaitlistAnswer | undefined }) {
  const fetcher = useFetcher<WaitlistAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  // The fetcher's answer once there is one; before that, the native post's (the route's actionData).
  const answer = fetcher.data ?? result;
  const [errors, setErrors] = useState<WaitlistFieldErrors>(result?.fields ?? {});
  const [submitted, setSubmitted] = useState(Boolean(result && !result.ok));
  const [handled, setHandled] = useState(fetcher.data);
  const busy = fetcher.state !== "idle";
  // A referral link's code (`/?ref=CODE`) rides along in a hidden field, and in the form's own
  // address, so a native post that comes back with field errors still has it.
  const [searchParams] = useSearchParams();
  const ref = normalizeReferralCode(searchParams.get(REFERRAL_FIELD));

  // A new answer from the server: its field errors replace ours; a success starts a fresh form.
  if (fetcher.data !== handled) {
    setHandled(fetcher.data);
    if (fetcher.data) {
      setErrors(fetcher.data.fields);
      if (fetcher.data.ok) setSubmitted(false);
    }
  }

  useEffect(() => {
    if (fetcher.data?.ok && formRef.current) clearFields(formRef.current);
  }, [fetcher.data]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    const validation = validateWaitlist(waitlistValuesFrom(new FormData(event.currentTarget)));
    if (validation.ok) {
      // fetcher.Form sends it.
      setErrors({});
      return;
    }
    event.preventDefault();
    setErrors(validation.fields);
    const first = WAITLIST_FIELDS.find((field) => validation.fields[field]);
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const revalidate = (event: FormEvent<HTMLFormElement>) => {
    if (submitted) setErrors(errorsAfterChange(waitlistValuesFrom(new FormData(event.currentTarget)), true));
  };

  const values = result && !result.ok ? result.values : undefined;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={ref ? `/?index&${REFERRAL_FIELD}=${ref}#waitlist` : "/?index#waitlist"}
      noValidate
      onSubmit={submit}
      onChange={revalidate}
      className="grid gap-5"
    >
      <ActionMessage message={answer?.message} />
      <FormField id="waitlist-fullName" label="Full Name" error={errors.fullName}>
        <input
          name="fullName"
          type="text"
          autoComplete="name"
          placeholder="Your name"
          className={inputClassName}
          defaultValue={values?.fullName}
        />
      </FormField>
      <FormField id="waitlist-email" label="Email Address" error={errors.email}>
        <input
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className={inputClassName}
          defaultValue={values?.email}
        />
      </FormField>
      <FormField id="waitlist-primaryActivity" label="Primary Activity" error={errors.primaryActivity}>
        <select
          name="primaryActivity"
          className={inputClassName}
          defaultValue={values?.primaryActivity ?? ""}
        >
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
      {/* The success state's next step (the spec's toast stays as it is). A live region, present
          before it fills, so it is heard; not a "status" role, which the toast's message has. */}
      <p aria-live="polite" className="text-sm font-medium text-slate-700 empty:hidden">
        {answer?.ok ? WAITLIST_NEXT_STEP : null}
      </p>
    </fetcher.Form>
  );
}

/**
 * Empties the fields after a success. Not form.reset(): that would bring back the values a native
 * post that failed put in as the inputs' defaults.
 */
function clearFields(form: HTMLFormElement) {
  for (const name of WAITLIST_FIELDS) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = "";
  }
}
