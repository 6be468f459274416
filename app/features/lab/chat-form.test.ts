import { describe, expect, it } from "vitest";

import { CHAT_ERRORS, answerChat } from "./chat-form";
import { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX_LENGTH, conversationFrom } from "./chat-history";
import { GREETING, QUICK_QUESTIONS, REPLIES } from "./chat-replies";

function form(fields: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

const refused = (description: string) => ({
  messages: [GREETING],
  error: { title: CHAT_ERRORS.title, description, variant: "destructive" },
});

describe("answerChat", () => {
  it("appends the typed message and its reply to the carried conversation", () => {
    const answer = answerChat(
      form([
        ["history", "Is it eco?"],
        ["history", "hello"],
        ["message", "  Which SPORT?  "],
      ]),
    );
    expect(answer.error).toBeUndefined();
    expect(answer.messages).toEqual([
      ...conversationFrom(["Is it eco?", "hello"]),
      { role: "user", content: "Which SPORT?" },
      { role: "assistant", content: REPLIES.performance },
    ]);
  });

  it("sends a quick question, whatever is typed", () => {
    for (const question of QUICK_QUESTIONS) {
      const answer = answerChat(
        form([
          ["message", "hello"],
          ["question", question],
        ]),
      );
      expect(answer.messages.slice(1).map((m) => m.content)).toEqual([
        question,
        conversationFrom([question])[2]!.content,
      ]);
    }
  });

  it("ignores a blank message, keeping the conversation", () => {
    expect(
      answerChat(
        form([
          ["history", "How?"],
          ["message", "   "],
        ]),
      ),
    ).toEqual({
      messages: conversationFrom(["How?"]),
    });
    expect(answerChat(form([]))).toEqual({ messages: [GREETING] });
  });

  it("refuses a message or a carried one that is too long", () => {
    const long = "x".repeat(CHAT_MESSAGE_MAX_LENGTH + 1);
    expect(answerChat(form([["message", long]]))).toEqual(refused(CHAT_ERRORS.tooLong));
    expect(
      answerChat(
        form([
          ["history", long],
          ["message", "hi"],
        ]),
      ),
    ).toEqual(refused(CHAT_ERRORS.tooLong));
    expect(answerChat(form([["message", "x".repeat(CHAT_MESSAGE_MAX_LENGTH)]])).error).toBeUndefined();
  });

  it("refuses more than CHAT_HISTORY_MAX carried messages", () => {
    const history = Array.from({ length: CHAT_HISTORY_MAX + 1 }, (): [string, string] => ["history", "hi"]);
    expect(answerChat(form(history))).toEqual(refused(CHAT_ERRORS.tooMany));
    expect(answerChat(form(history.slice(1))).error).toBeUndefined();
  });

  it("refuses a question that is not a chip's, and a file where text belongs", () => {
    expect(answerChat(form([["question", "<script>alert(1)</script>"]]))).toEqual(
      refused(CHAT_ERRORS.unknownQuestion),
    );
    expect(answerChat(form([["message", new Blob(["hi"])]]))).toEqual(refused(CHAT_ERRORS.unreadable));
  });
});
