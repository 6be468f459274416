// zod/mini: the import pages' small forms, checked by the actions.
import * as z from "zod/mini";

export const IMPORT_MESSAGES = {
  file: "Please choose the CSV file to import.",
  confirm: "Please tick the box to say you have checked the plan and the refused rows.",
  gone: "This upload was imported or discarded already: upload the file again to see its plan.",
} as const;

/** Importing a kept list: a deliberate step, which works without JavaScript. */
export const importConfirmSchema = z.object({
  confirm: z.literal("yes", { error: IMPORT_MESSAGES.confirm }),
});

/** A kept upload's id in the address. */
export const importIdSchema = z.uuid();

/** The counts of a finished import, as the upload page's address carries them back. */
export const importDoneSchema = z.object({
  file: z.string().check(z.maxLength(200)),
  added: z.coerce.number().check(z.int(), z.minimum(0)),
  updated: z.coerce.number().check(z.int(), z.minimum(0)),
  unchanged: z.coerce.number().check(z.int(), z.minimum(0)),
  refused: z.coerce.number().check(z.int(), z.minimum(0)),
});
