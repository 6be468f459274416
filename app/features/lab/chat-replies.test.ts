import { describe, expect, it } from "vitest";

import { GREETING, QUICK_QUESTIONS, REPLIES, replyTo, sendMessage } from "./chat-replies";

describe("replyTo", () => {
  it("answers sustainability for sustain, eco or environment", () => {
    expect(replyTo("Is it sustainable?")).toBe(REPLIES.sustainability);
    expect(replyTo("eco credentials")).toBe(REPLIES.sustainability);
    expect(replyTo("What about the environment")).toBe(REPLIES.sustainability);
    expect(REPLIES.sustainability).toContain("78% less waste");
    expect(REPLIES.sustainability).toContain("replace only the worn components");
  });

  it("answers performance for perform, sport or adapt", () => {
    expect(replyTo("Will it perform?")).toBe(REPLIES.performance);
    expect(replyTo("Which sport suits it")).toBe(REPLIES.performance);
    expect(replyTo("Does it adapt to me")).toBe(REPLIES.performance);
    expect(REPLIES.performance).toContain("AdaptIQ");
  });

  it("answers smart materials for tech, how or work", () => {
    expect(replyTo("Tell me the tech")).toBe(REPLIES.technology);
    expect(replyTo("how?")).toBe(REPLIES.technology);
    expect(replyTo("Does it work in rain")).toBe(REPLIES.technology);
    expect(REPLIES.technology).toContain("Smart materials");
  });

  it("answers anything else with the generic prompt", () => {
    expect(replyTo("When can I buy it?")).toBe(REPLIES.fallback);
    expect(replyTo("hello")).toBe(REPLIES.fallback);
    expect(REPLIES.fallback).toContain("sustainability or performance");
  });

  it("takes the first matching rule in order", () => {
    expect(replyTo("eco sport tech")).toBe(REPLIES.sustainability);
    expect(replyTo("tech for my sport")).toBe(REPLIES.performance);
    expect(replyTo("How does it adapt?")).toBe(REPLIES.performance);
    expect(replyTo("How sustainable does it perform?")).toBe(REPLIES.sustainability);
  });

  it("matches whatever the case, anywhere in a word", () => {
    expect(replyTo("SUSTAINABILITY")).toBe(REPLIES.sustainability);
    expect(replyTo("Environmental?")).toBe(REPLIES.sustainability);
    expect(replyTo("PERFORMANCE")).toBe(REPLIES.performance);
    expect(replyTo("TECHNOLOGY")).toBe(REPLIES.technology);
    expect(replyTo("Sports")).toBe(REPLIES.performance);
  });

  it("ignores blank and whitespace-only text", () => {
    expect(replyTo("")).toBeNull();
    expect(replyTo("   \t\n ")).toBeNull();
  });
});

describe("sendMessage", () => {
  it("appends the user's message and the reply", () => {
    expect(sendMessage([GREETING], "  Is it eco?  ")).toEqual([
      GREETING,
      { role: "user", content: "Is it eco?" },
      { role: "assistant", content: REPLIES.sustainability },
    ]);
  });

  it("leaves the conversation unchanged for blank text", () => {
    const messages = [GREETING];
    expect(sendMessage(messages, "   ")).toBe(messages);
    expect(sendMessage(messages, "")).toBe(messages);
  });
});

describe("quick questions", () => {
  it("exercise the four rules in order", () => {
    expect(QUICK_QUESTIONS.map(replyTo)).toEqual([
      REPLIES.sustainability,
      REPLIES.performance,
      REPLIES.technology,
      REPLIES.fallback,
    ]);
  });
});
