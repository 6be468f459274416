import { type DefaultValue, type SubmissionResult, parse, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type * as z from "zod/mini";

import { tooManyAttemptsToast } from "~/lib/rate-limit/messages";
import type { ToastInput } from "~/vocabulary";

/*
 * Every form, one way (docs/decisions/019-forms-with-conform.md): Conform with the form's one zod
 * schema, as the Epic Stack's login.tsx. The action checks the post with `parseForm` once (after
 * counting any rate limit, so a malformed attempt counts too), hands the parsed value on, and answers
 * a `FormAnswer` built from `submission.reply()`; the component's `useSchemaForm` checks the same
 * schema in the browser and shows the answer (field errors under their fields, the values kept).
 */

/** What every form action answers: Conform's result, and the message to show (a toast with JavaScript, on the page without). */
export type FormAnswer = { result?: SubmissionResult<string[]>; message?: ToastInput };

/**
 * The posted form checked by `schema` (parseWithZod). A post whose Conform fields (its intent)
 * cannot be read was made by hand: a 400, not a server error.
 */
export function parseForm<Schema extends z.ZodMiniType>(formData: FormData, schema: Schema) {
  try {
    return parseWithZod(formData, { schema });
  } catch {
    throw data("The form could not be read.", { status: 400 });
  }
}

/**
 * The posted form as sent, checked by nothing: for an answer given before the form is parsed (over
 * a rate limit), whose reply puts back what was sent. Unreadable Conform fields: parseForm's 400.
 */
export function unparsedForm(formData: FormData) {
  try {
    return parse<unknown, string[]>(formData, { resolve: () => ({}) });
  } catch {
    throw data("The form could not be read.", { status: 400 });
  }
}

/**
 * A form checked by `schema` in the browser, on submit and then on every change (docs/product.md, Waitlist),
 * showing `lastResult`, the action's answer: after a native post, already in the server's HTML.
 * Conform focuses the first invalid field. `defaultValue` is what the fields show before any answer.
 */
export function useSchemaForm<Schema extends z.ZodMiniType>(
  schema: Schema,
  options: {
    id: string;
    lastResult: SubmissionResult<string[]> | undefined;
    defaultValue?: DefaultValue<z.input<Schema> & Record<string, unknown>>;
  },
) {
  return useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>>({
    ...options,
    onValidate: ({ formData }) => parseForm(formData, schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}

/** The one answer to a form over a rate limit, whichever form: 429, Retry-After, and how long to wait. */
export function tooManyAttempts<Body extends FormAnswer>(body: Body, retryAfterSeconds: number) {
  return data(
    { ...body, message: tooManyAttemptsToast(retryAfterSeconds) },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}
