import type * as z from "zod/mini";

/** A message per field, as forms show them under their inputs and the APIs answer them. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * The first message for each top-level field of a refused parse, in the order the schema checked
 * them (so the first entry is the first problem). Problems with the whole value, not one field, have
 * no field to go under and are left out: callers fall back to a general message.
 */
export function firstMessagePerField<T>(error: z.core.$ZodError<T>): FieldErrors<Extract<keyof T, string>> {
  const fields: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string") fields[field] ??= issue.message;
  }
  return fields as FieldErrors<Extract<keyof T, string>>;
}
