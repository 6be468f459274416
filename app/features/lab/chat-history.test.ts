import { describe, expect, it } from "vitest";

import { CHAT_HISTORY_MAX, conversationFrom, historyOf } from "./chat-history";
import { GREETING, REPLIES } from "./chat-replies";

describe("conversationFrom", () => {
  it("is the greeting, then each message with its rule's reply; blank ones are ignored", () => {
    expect(conversationFrom([])).toEqual([GREETING]);
    expect(conversationFrom(["Is it eco?", "  ", "hello"])).toEqual([
      GREETING,
      { role: "user", content: "Is it eco?" },
      { role: "assistant", content: REPLIES.sustainability },
      { role: "user", content: "hello" },
      { role: "assistant", content: REPLIES.fallback },
    ]);
  });
});

describe("historyOf", () => {
  it("carries the visitor's messages only, round-tripping the conversation", () => {
    const conversation = conversationFrom(["Which sport?", "How?"]);
    expect(historyOf(conversation)).toEqual(["Which sport?", "How?"]);
    expect(conversationFrom(historyOf(conversation))).toEqual(conversation);
  });

  it("keeps the latest CHAT_HISTORY_MAX messages", () => {
    const sent = Array.from({ length: CHAT_HISTORY_MAX + 3 }, (_, i) => `message ${i}`);
    const history = historyOf(conversationFrom(sent));
    expect(history).toHaveLength(CHAT_HISTORY_MAX);
    expect(history[0]).toBe("message 3");
    expect(history.at(-1)).toBe(`message ${CHAT_HISTORY_MAX + 2}`);
  });
});
