import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { FormField, inputClassName } from "~/components/form-field";
import { HoneypotField } from "~/components/honeypot-field";
import { ACTIVITIES } from "~/features/waitlist/activities";
import type { WaitlistAnswer } from "~/features/waitlist/answer";
import { errorsAfterChange, waitlistValuesFrom } from "~/features/waitlist/form-state";
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
      action="/?index#waitlist"
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
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-teal-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-teal-800 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {busy ? "Joining..." : "Join the Waitlist"}
      </button>
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
