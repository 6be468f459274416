import * as z from "zod/mini";

import { FLAG_KINDS, type FlagKind } from "~/vocabulary";

/** An admin's Confirm or Clear on a member's page: which button, and which of the member's flags. */
export const flagReviewSchema = z.object({
  intent: z.enum(["confirm", "clear"], "Choose Confirm or Clear."),
  kind: z.enum(FLAG_KINDS, "That is not a kind of flag."),
});

export type FlagReview = { status: "confirmed" | "cleared"; kind: FlagKind };

/** The review a posted form asks for, or undefined when it does not name one. */
export function parseFlagReview(form: FormData): FlagReview | undefined {
  const parsed = flagReviewSchema.safeParse({ intent: form.get("intent"), kind: form.get("kind") });
  if (!parsed.success) return undefined;
  return { status: parsed.data.intent === "confirm" ? "confirmed" : "cleared", kind: parsed.data.kind };
}
