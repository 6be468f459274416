import { getFormProps } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";

import { actionLinkClass } from "~/components/card-page";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { useSchemaForm } from "~/lib/conform-forms";

import { type SecondFactorMethod, authenticatorCodeSchema, backupCodeSchema } from "./second-factor";

/**
 * The one form for a second-factor code, wherever one is asked: the authenticator's six digits, or
 * (`method` "backup", a link away in the URL) a backup code. `hidden` carries what the step needs
 * besides the code.
 */
export function CodeForm({
  id,
  method,
  lastResult,
  submitLabel,
  otherMethodHref,
  hidden,
}: {
  id: string;
  method: SecondFactorMethod;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
  /** Where the other way is offered (a link keeping the page's other parameters); none: no switch. */
  otherMethodHref?: string | undefined;
  hidden?: ReactNode;
}) {
  const backup = method === "backup";
  const navigation = useNavigation();
  const checking = navigation.state !== "idle" && navigation.formData?.has("code") === true;
  const [form, fields] = useSchemaForm(backup ? backupCodeSchema : authenticatorCodeSchema, {
    id: `${id}-${method}`,
    lastResult,
  });
  return (
    <>
      <Form {...getFormProps(form)} method="post" className="grid gap-5">
        <input type="hidden" name="method" value={method} />
        {hidden}
        <FormField
          id={`${id}-code`}
          label={backup ? "Backup code" : "Authentication code"}
          field={fields.code}
          hint={
            backup
              ? "One of the codes you saved when you set up two-factor authentication."
              : "The 6-digit code your authenticator app shows now."
          }
        >
          {backup ? (
            <input type="text" autoComplete="off" autoCapitalize="off" spellCheck={false} required />
          ) : (
            <input type="text" inputMode="numeric" autoComplete="one-time-code" required maxLength={7} />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={checking}>
            {checking ? "Checking..." : submitLabel}
          </Button>
        </div>
      </Form>
      {otherMethodHref ? (
        <p>
          <Link to={otherMethodHref} className={actionLinkClass}>
            {backup ? "Use your authenticator app instead" : "Use a backup code instead"}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/**
 * A code step's form, the sign-in's and a session's proof alike: the code `method` asks for, and a
 * link to answer the other way that keeps where the step goes next.
 */
export function CodeStepForm({
  redirectTo,
  ...form
}: Omit<Parameters<typeof CodeForm>[0], "otherMethodHref" | "hidden"> & { redirectTo: string }) {
  const other = new URLSearchParams({
    redirectTo,
    ...(form.method === "backup" ? {} : { method: "backup" }),
  });
  return <CodeForm {...form} otherMethodHref={`?${other.toString()}`} />;
}
