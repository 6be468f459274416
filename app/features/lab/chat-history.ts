import { type ChatMessage, GREETING, sendMessage } from "./chat-replies";

/**
 * Without JavaScript the conversation travels with the chat's forms. Only the visitor's own
 * messages do: the replies follow from them by the rules, so the server recomputes them and never
 * shows an assistant message a form made up.
 */

/** The longest message a visitor may send (the input's maxlength; the server checks it too). */
export const CHAT_MESSAGE_MAX_LENGTH = 500;

/** How many earlier messages a form carries; older ones drop out of a conversation held this way. */
export const CHAT_HISTORY_MAX = 20;

/** The conversation that follows from the visitor's messages: the greeting, then each message and its reply. */
export function conversationFrom(userMessages: readonly string[]): readonly ChatMessage[] {
  return userMessages.reduce<readonly ChatMessage[]>(sendMessage, [GREETING]);
}

/** What a form carries of a conversation: the visitor's latest messages, at most CHAT_HISTORY_MAX. */
export function historyOf(messages: readonly ChatMessage[]): string[] {
  return messages
    .filter((message) => message.role === "user")
    .map((message) => message.content)
    .slice(-CHAT_HISTORY_MAX);
}
