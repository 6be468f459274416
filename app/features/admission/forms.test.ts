import { describe, expect, it } from "vitest";

import { parseForm } from "~/lib/conform-forms";

import { INVITE_MESSAGES, batchMessage, batchOutcomeOf, batchOutcomePath, inviteSchema } from "./forms";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return parseForm(data, inviteSchema);
};

describe("the invite form", () => {
  it("reads a count, an optional activity and the days, as numbers", () => {
    const any = form({ count: "5", activity: "", validDays: "14" });
    expect(any.status).toBe("success");
    expect(any.status === "success" && any.value).toEqual({ count: 5, validDays: 14 });
    const trail = form({ count: "1000", activity: "trail", validDays: "60" });
    expect(trail.status === "success" && trail.value).toEqual({
      count: 1000,
      activity: "trail",
      validDays: 60,
    });
  });

  it.each([
    ["no count", { validDays: "14" }, "count", INVITE_MESSAGES.count],
    ["a count of 0", { count: "0", validDays: "14" }, "count", INVITE_MESSAGES.count],
    ["a count over the limit", { count: "1001", validDays: "14" }, "count", INVITE_MESSAGES.count],
    ["a fraction", { count: "2.5", validDays: "14" }, "count", INVITE_MESSAGES.count],
    ["words", { count: "ten", validDays: "14" }, "count", INVITE_MESSAGES.count],
    ["no days", { count: "3", validDays: "" }, "validDays", INVITE_MESSAGES.validDays],
    ["61 days", { count: "3", validDays: "61" }, "validDays", INVITE_MESSAGES.validDays],
    ["0 days", { count: "3", validDays: "0" }, "validDays", INVITE_MESSAGES.validDays],
    [
      "an unknown activity",
      { count: "3", validDays: "14", activity: "chess" },
      "activity",
      INVITE_MESSAGES.activity,
    ],
  ])("refuses %s with the field's message", (_label, fields, field, message) => {
    const submission = form(fields);
    expect(submission.status).toBe("error");
    expect(submission.reply().error?.[field]).toEqual([message]);
  });
});

describe("a batch's outcome in the address", () => {
  it("goes there and back", () => {
    const path = batchOutcomePath({ invited: 3, asked: 5, activity: "tennis" });
    expect(path).toBe("/team/admission?invited=3&asked=5&activity=tennis");
    expect(batchOutcomeOf(new URL(path, "http://x").searchParams)).toEqual({
      invited: 3,
      asked: 5,
      activity: "tennis",
    });
    expect(batchOutcomeOf(new URLSearchParams("invited=0&asked=2"))).toEqual({ invited: 0, asked: 2 });
  });

  it.each([
    "",
    "invited=3",
    "invited=x&asked=2",
    "invited=3&asked=2",
    "invited=1&asked=2&activity=chess",
    "invited=-1&asked=2",
  ])("is none for %j", (query) => {
    expect(batchOutcomeOf(new URLSearchParams(query))).toBeUndefined();
  });

  it("says how many, why fewer than asked, and that nothing changed when nobody was eligible", () => {
    expect(batchMessage({ invited: 5, asked: 5 })).toEqual({
      title: "Done",
      description: "Invited 5 members: their invitations are on their way.",
    });
    expect(batchMessage({ invited: 1, asked: 4, activity: "trail" }).description).toBe(
      "Invited 1 member whose activity is Trail Running: their invitations are on their way. You asked for 4; only 1 was eligible.",
    );
    expect(batchMessage({ invited: 0, asked: 3 })).toEqual({
      title: "Nobody invited",
      description: "No confirmed member is waiting for an invitation: nothing was sent or changed.",
      variant: "destructive",
    });
  });
});
