import { describe, expect, it } from "vitest";

import { messageIdOf } from "./transport.server";

describe("messageIdOf", () => {
  it("names a message by its outbox row, in the sender's domain", () => {
    const id = "5b0e6a1e-8f8f-4a51-9a57-2f4f3b9f6c11";
    expect(messageIdOf(id, "Modura <hello@modura.example>")).toBe(`<${id}@modura.example>`);
    expect(messageIdOf(id, "hello@modura.example")).toBe(`<${id}@modura.example>`);
    expect(messageIdOf(id, '"Modura, the shoes" <no-reply@127.0.0.1>')).toBe(`<${id}@127.0.0.1>`);
  });
});
