import { type FormEvent, useRef, useState } from "react";

import { FormField, inputClassName } from "~/components/form-field";
import { HoneypotField } from "~/components/honeypot-field";
import { toast } from "~/components/ui/toast-store";
import { HONEYPOT_FIELD } from "~/features/honeypot/honeypot";
import { tooManyAttemptsToast } from "~/features/rate-limit/messages";
import { ACTIVITIES } from "~/features/waitlist/activities";
import {
  EMPTY_WAITLIST_VALUES,
  type WaitlistValues,
  errorsAfterChange,
} from "~/features/waitlist/form-state";
import { WAITLIST_TOASTS } from "~/features/waitlist/messages";
import { WAITLIST_FIELDS, type WaitlistFieldErrors, validateWaitlist } from "~/features/waitlist/schema";
import { ApiError, apiRequest } from "~/lib/api";

/** What the server's form action answered when the form was posted without JavaScript. */
export type WaitlistActionResult =
  | { ok: true }
  | {
      ok: false;
      values: WaitlistValues;
      fields: WaitlistFieldErrors;
      failed?: boolean;
      /** Set when the rate limit refused the post (429). */
      retryAfterSeconds?: number;
    };

/**
 * Posts to the page's action when JavaScript is off; with JavaScript it validates here with the
 * same schema and calls POST /api/waitlist.
 */
export function WaitlistForm({ result }: { result?: WaitlistActionResult | undefined }) {
  const failedPost = result && !result.ok ? result : undefined;
  const [values, setValues] = useState<WaitlistValues>(failedPost?.values ?? EMPTY_WAITLIST_VALUES);
  const [errors, setErrors] = useState<WaitlistFieldErrors>(failedPost?.fields ?? {});
  const [submitted, setSubmitted] = useState(Boolean(failedPost));
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: keyof WaitlistValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors(errorsAfterChange(next, submitted));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    const validation = validateWaitlist({ ...values, [HONEYPOT_FIELD]: String(honeypot ?? "") });
    if (!validation.ok) {
      setErrors(validation.fields);
      const first = WAITLIST_FIELDS.find((field) => validation.fields[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await apiRequest("POST", "/api/waitlist", validation.entry);
      toast(WAITLIST_TOASTS.success);
      setValues(EMPTY_WAITLIST_VALUES);
      setSubmitted(false);
    } catch (error) {
      // The values stay in the form either way, to be sent again.
      if (error instanceof ApiError && error.status === 429)
        toast(tooManyAttemptsToast(error.retryAfterSeconds));
      else toast({ ...WAITLIST_TOASTS.failure, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      method="post"
      action="/?index#waitlist"
      noValidate
      onSubmit={submit}
      className="grid gap-5"
    >
      {result?.ok ? (
        <p role="status" className="rounded-md bg-teal-50 p-4 text-sm font-medium text-teal-900">
          <strong>{WAITLIST_TOASTS.success.title}</strong> {WAITLIST_TOASTS.success.description}
        </p>
      ) : null}
      {failedPost?.retryAfterSeconds ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
          <strong>{tooManyAttemptsToast(failedPost.retryAfterSeconds).title}:</strong>{" "}
          {tooManyAttemptsToast(failedPost.retryAfterSeconds).description}
        </p>
      ) : null}
      {failedPost?.failed ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
          <strong>{WAITLIST_TOASTS.failure.title}:</strong> {WAITLIST_TOASTS.failure.description}
        </p>
      ) : null}
      <FormField id="waitlist-fullName" label="Full Name" error={errors.fullName}>
        <input
          name="fullName"
          type="text"
          autoComplete="name"
          placeholder="Your name"
          className={inputClassName}
          value={values.fullName}
          onChange={(e) => change("fullName", e.target.value)}
        />
      </FormField>
      <FormField id="waitlist-email" label="Email Address" error={errors.email}>
        <input
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className={inputClassName}
          value={values.email}
          onChange={(e) => change("email", e.target.value)}
        />
      </FormField>
      <FormField id="waitlist-primaryActivity" label="Primary Activity" error={errors.primaryActivity}>
        <select
          name="primaryActivity"
          className={inputClassName}
          value={values.primaryActivity}
          onChange={(e) => change("primaryActivity", e.target.value)}
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
    </form>
  );
}
