// zod/mini: the form checks with this schema in the browser too (see app/lib/conform-forms.ts).
import * as z from "zod/mini";

import { API_KEY_SCOPES } from "./scopes";

const NAME_MAX = 80;

export const API_KEY_MESSAGES = {
  name: "Please name the key after what will use it, e.g. “CRM sync”.",
  nameLong: `The name is at most ${NAME_MAX} characters.`,
  scope: "Please choose what the key may do.",
} as const;

/** Making a key: a name the list and the audit log know it by, and its scope. */
export const createKeySchema = z.object({
  name: z
    .string({ error: API_KEY_MESSAGES.name })
    .check(z.trim(), z.minLength(1, API_KEY_MESSAGES.name), z.maxLength(NAME_MAX, API_KEY_MESSAGES.nameLong)),
  scope: z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.scope }),
});

/** Revoking one: its id. */
export const revokeKeySchema = z.object({ keyId: z.uuid() });

export const API_KEY_INTENTS = ["create", "revoke"] as const;
export type ApiKeyIntent = (typeof API_KEY_INTENTS)[number];

export function parseApiKeyIntent(value: unknown): ApiKeyIntent | undefined {
  return API_KEY_INTENTS.find((intent) => intent === value);
}
