// zod/mini, as every schema that may reach the browser (see features/waitlist/schema.ts).
import * as z from "zod/mini";

import { parseForm } from "~/lib/conform-forms";
import type { ToastInput } from "~/vocabulary";

import { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX_LENGTH, conversationFrom } from "./chat-history";
import { type ChatMessage, GREETING, QUICK_QUESTIONS, sendMessage } from "./chat-replies";

export const CHAT_ERRORS = {
  title: "Message not sent",
  tooLong: `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  tooMany: `The conversation can carry at most ${CHAT_HISTORY_MAX} earlier messages.`,
  unknownQuestion: "That quick question is not one of ours.",
  unreadable: "The form could not be read. Please try again.",
} as const;

const text = z
  .string({ error: CHAT_ERRORS.unreadable })
  .check(z.maxLength(CHAT_MESSAGE_MAX_LENGTH, CHAT_ERRORS.tooLong));

/**
 * A chat form as posted without JavaScript: the visitor's earlier messages (`history`, repeated),
 * and either the typed `message` or a quick-question chip's `question`. Bounded, so a made-up form
 * gets a clear error rather than a large page or a server error.
 */
export const chatFormSchema = z.object({
  history: z
    .array(text, { error: CHAT_ERRORS.unreadable })
    .check(z.maxLength(CHAT_HISTORY_MAX, CHAT_ERRORS.tooMany)),
  message: z.optional(text),
  question: z.optional(z.enum(QUICK_QUESTIONS, { error: CHAT_ERRORS.unknownQuestion })),
});

/** The conversation to show after a chat form, and what went wrong if it was refused. */
export type ChatAnswer = { messages: readonly ChatMessage[]; error?: ToastInput };

export function chatError(description: string): ChatAnswer {
  return { messages: [GREETING], error: { title: CHAT_ERRORS.title, description, variant: "destructive" } };
}

/** The server's side of the chat: the same rules as in the browser (blank input is ignored). */
export function answerChat(form: FormData): ChatAnswer {
  const submission = parseForm(form, chatFormSchema);
  if (submission.status !== "success") {
    const [first] = Object.values(submission.reply().error ?? {});
    return chatError(first?.[0] ?? CHAT_ERRORS.unreadable);
  }
  const { history, message, question } = submission.value;
  return { messages: sendMessage(conversationFrom(history), question ?? message ?? "") };
}
