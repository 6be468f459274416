// @vitest-environment node
import { describe, expect, it } from "vitest";

import { requestIdFor } from "./request-id";

describe("requestIdFor", () => {
  it("keeps a short plain id and replaces anything else with a UUID", () => {
    expect(requestIdFor("abc-123_x.y")).toBe("abc-123_x.y");
    for (const bad of [undefined, "", "a b", "x".repeat(65), "id\nforged"]) {
      expect(requestIdFor(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});
