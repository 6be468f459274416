import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { CHAT_HISTORY_MAX, conversationFrom } from "~/features/lab/chat-history";
import { GREETING, REPLIES } from "~/features/lab/chat-replies";

import { AssistantPanel } from "./assistant-panel";

const ACTION = "/lab?tab=assistant";
const log = () => screen.getByRole("log", { name: "Conversation" });
const messages = () => Array.from(log().children).map((m) => m.textContent);
const input = () => screen.getByLabelText<HTMLInputElement>("Your question");
const carried = (form: HTMLFormElement) =>
  Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"][name="history"]')).map(
    (i) => i.value,
  );

describe("AssistantPanel", () => {
  it("starts with the greeting in a polite live log", () => {
    render(<AssistantPanel action={ACTION} />);
    expect(log().getAttribute("aria-live")).toBe("polite");
    expect(messages()).toEqual([`Assistant: ${GREETING.content}`]);
  });

  it("sends with Enter, appends the reply and clears the input", async () => {
    const user = userEvent.setup();
    render(<AssistantPanel action={ACTION} />);
    await user.type(input(), "Is it eco friendly?{Enter}");
    expect(messages().slice(1)).toEqual(["You: Is it eco friendly?", `Assistant: ${REPLIES.sustainability}`]);
    expect(input().value).toBe("");
  });

  it("sends with the Send button", async () => {
    const user = userEvent.setup();
    render(<AssistantPanel action={ACTION} />);
    await user.type(input(), "WHICH SPORT?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(messages().slice(1)).toEqual(["You: WHICH SPORT?", `Assistant: ${REPLIES.performance}`]);
  });

  it("ignores blank and whitespace-only input", async () => {
    const user = userEvent.setup();
    render(<AssistantPanel action={ACTION} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.type(input(), "   {Enter}");
    fireEvent.submit(input().form!);
    expect(messages()).toHaveLength(1);
  });

  it("sends each chip's question, which gets its rule's answer, leaving the typed text", async () => {
    const user = userEvent.setup();
    render(<AssistantPanel action={ACTION} />);
    await user.type(input(), "draft");
    const chips = [
      ["How sustainable is it?", REPLIES.sustainability],
      ["How does AdaptIQ improve performance?", REPLIES.performance],
      ["What technology is inside?", REPLIES.technology],
      ["When can I buy it?", REPLIES.fallback],
    ] as const;
    for (const [question, reply] of chips) {
      await user.click(screen.getByRole("button", { name: question }));
      expect(messages().slice(-2)).toEqual([`You: ${question}`, `Assistant: ${reply}`]);
    }
    expect(messages()).toHaveLength(9);
    expect(input().value).toBe("draft");
  });

  it("has forms that post to the lab with the conversation so far, for use without JavaScript", async () => {
    const user = userEvent.setup();
    render(<AssistantPanel action={ACTION} />);
    const typed = input().form!;
    const chips = screen.getByRole("button", { name: "When can I buy it?" }).closest("form")!;
    for (const form of [typed, chips]) {
      expect(form.getAttribute("method")).toBe("post");
      expect(form.getAttribute("action")).toBe(ACTION);
      expect(carried(form)).toEqual([]);
    }
    expect(input().name).toBe("message");
    expect(input().maxLength).toBe(500);
    await user.type(input(), "  Does it adapt?{Enter}");
    expect(carried(typed)).toEqual(["Does it adapt?"]);
    expect(carried(chips)).toEqual(["Does it adapt?"]);
  });

  it("continues the conversation the server answered, carrying at most the latest messages", () => {
    const sent = Array.from({ length: CHAT_HISTORY_MAX + 2 }, (_, i) => `question ${i}`);
    render(<AssistantPanel action={ACTION} initialMessages={conversationFrom(sent)} />);
    expect(messages()).toHaveLength(1 + sent.length * 2);
    expect(carried(input().form!)).toEqual(sent.slice(2));
  });
});
