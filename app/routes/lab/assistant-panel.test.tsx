import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { GREETING, REPLIES } from "~/features/chat/replies";

import { AssistantPanel } from "./assistant-panel";

const log = () => screen.getByRole("log", { name: "Conversation" });
const messages = () => Array.from(log().children).map((m) => m.textContent);
const input = () => screen.getByLabelText<HTMLInputElement>("Your question");

describe("AssistantPanel", () => {
  it("starts with the greeting in a polite live log", () => {
    render(<AssistantPanel />);
    expect(log().getAttribute("aria-live")).toBe("polite");
    expect(messages()).toEqual([`Assistant: ${GREETING.content}`]);
  });

  it("sends with Enter, appends the reply and clears the input", async () => {
    const user = userEvent.setup();
    render(<AssistantPanel />);
    await user.type(input(), "Is it eco friendly?{Enter}");
    expect(messages().slice(1)).toEqual(["You: Is it eco friendly?", `Assistant: ${REPLIES.sustainability}`]);
    expect(input().value).toBe("");
  });

  it("sends with the Send button", async () => {
    const user = userEvent.setup();
    render(<AssistantPanel />);
    await user.type(input(), "WHICH SPORT?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(messages().slice(1)).toEqual(["You: WHICH SPORT?", `Assistant: ${REPLIES.performance}`]);
  });

  it("ignores blank and whitespace-only input", async () => {
    const user = userEvent.setup();
    render(<AssistantPanel />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.type(input(), "   {Enter}");
    fireEvent.submit(input().form!);
    expect(messages()).toHaveLength(1);
  });

  it("sends each chip's question, which gets its rule's answer", async () => {
    const user = userEvent.setup();
    render(<AssistantPanel />);
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
  });
});
