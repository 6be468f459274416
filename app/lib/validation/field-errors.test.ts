import * as z from "zod/mini";
import { describe, expect, it } from "vitest";

import { firstMessagePerField } from "./field-errors";

const schema = z.object({
  name: z.string({ error: "Name is required." }).check(
    z.minLength(2, "Name is too short."),
    z.maxLength(3, "Name is too long."),
    z.refine((value) => !value.includes("!"), "No exclamation marks."),
  ),
  tags: z.array(z.string({ error: "A tag is text." })),
  age: z.optional(z.number({ error: "Age is a number." })),
});

const refused = (value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error("expected a refusal");
  return parsed.error;
};

describe("firstMessagePerField", () => {
  it("keeps only the first message of a field that fails several checks", () => {
    expect(firstMessagePerField(refused({ name: "!", tags: [] }))).toEqual({ name: "Name is too short." });
  });

  it("names every failing field once, in the schema's order", () => {
    const fields = firstMessagePerField(refused({ age: "x", tags: [1, 2] }));
    expect(fields).toEqual({ name: "Name is required.", tags: "A tag is text.", age: "Age is a number." });
    expect(Object.keys(fields)).toEqual(["name", "tags", "age"]);
  });

  it("puts a nested problem under its top-level field", () => {
    expect(firstMessagePerField(refused({ name: "Ada", tags: ["a", 5] }))).toEqual({
      tags: "A tag is text.",
    });
  });

  it("leaves out a problem with the whole value", () => {
    expect(firstMessagePerField(refused(null))).toEqual({});
    expect(firstMessagePerField(refused([]))).toEqual({});
  });
});
