import { type FormMetadata, getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { Button } from "~/components/ui/button";
import { cardClassName } from "~/components/ui/styles";
import type { FormAnswer } from "~/lib/conform-forms";

/** One section of the settings page: a card with its h2 and a line on what it does. */
export function SettingsSection({
  id,
  title,
  intro,
  children,
  tone = "plain",
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
  tone?: "plain" | "danger";
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`mt-6 ${cardClassName} ${tone === "danger" ? "border-red-200" : ""}`}
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{intro}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/**
 * A section's form: its last answer (a toast with JavaScript, on the page without), the fields, and
 * one submit button that says what it is doing while its own request runs. `intent` tells the
 * page's one action which form was sent.
 */
export function SettingsForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  answer,
  busy,
  submit,
  busyLabel,
  accent,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  intent: string;
  answer: FormAnswer | undefined;
  busy: boolean;
  submit: string;
  busyLabel: string;
  accent?: "teal" | "rose";
  children: ReactNode;
}) {
  return (
    <>
      <ActionMessage message={answer?.message} className="mb-5" />
      <Form {...getFormProps(form)} noValidate={false} method="post" className="grid gap-5">
        <input type="hidden" name="intent" value={intent} />
        {children}
        <div>
          <Button type="submit" accent={accent} disabled={busy}>
            {busy ? busyLabel : submit}
          </Button>
        </div>
      </Form>
    </>
  );
}
