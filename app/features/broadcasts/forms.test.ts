import { describe, expect, it } from "vitest";

import {
  BROADCAST_MESSAGES,
  broadcastSchema,
  deleteSchema,
  describeSegment,
  readSegment,
  scheduleSchema,
  sendSchema,
} from "./forms";

describe("readSegment", () => {
  it("reads the members view's query, with or without its ?, or its whole address", () => {
    for (const text of [
      "activity=trail&referred=yes",
      "?activity=trail&referred=yes",
      "/team/members?referred=yes&activity=trail",
      " https://modura.example/team/members?activity=trail&referred=yes&sort=name#top ",
    ]) {
      const read = readSegment(text);
      expect(read.problems, text).toEqual([]);
      expect(read.segment, text).toBe("activity=trail&referred=yes");
      expect(read.filters).toMatchObject({ activity: "trail", referred: "yes" });
    }
  });

  it("is empty, every confirmed member, for nothing or an address without filters", () => {
    for (const text of ["", "  ", "?", "/team/members", "https://modura.example/team/members", "sort=oldest"])
      expect(readSegment(text)).toMatchObject({ segment: "", problems: [] });
  });

  it("keeps a ? inside a value", () => {
    expect(readSegment("q=why%3F").segment).toBe("q=why%3F");
    expect(readSegment("q=why?").filters.q).toBe("why?");
  });

  it("refuses, saying why, a filter it cannot read instead of leaving it out (which would widen it)", () => {
    expect(readSegment("activity=golf").problems).toEqual([
      "That activity is not one of the waitlist's. (activity=“golf”)",
    ]);
    expect(readSegment("colour=red").problems).toEqual([
      "“colour” is not one of the members view's filters.",
    ]);
    expect(readSegment("activity=trail&activity=road").problems).toEqual([
      "The filter “activity” is given more than once.",
    ]);
    expect(readSegment("from=2026-02-30").problems).toHaveLength(1);
  });
});

describe("broadcastSchema", () => {
  const parse = (input: Record<string, unknown>) => broadcastSchema.safeParse(input);

  it("takes a subject, a body and a segment, the segment empty when left out", () => {
    expect(parse({ subject: "  News  ", body: "Hello" })).toMatchObject({
      success: true,
      data: { subject: "News", body: "Hello", segment: "" },
    });
  });

  it("says what is wrong with each field", () => {
    const messages = (input: Record<string, unknown>) =>
      parse(input).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(messages({ body: "x" })).toEqual([`subject: ${BROADCAST_MESSAGES.subject}`]);
    expect(messages({ subject: "   ", body: "x" })).toEqual([`subject: ${BROADCAST_MESSAGES.subject}`]);
    expect(messages({ subject: "s".repeat(201), body: "x" })).toEqual([
      `subject: ${BROADCAST_MESSAGES.subjectLong}`,
    ]);
    expect(messages({ subject: "s", body: " \n " })).toEqual([`body: ${BROADCAST_MESSAGES.body}`]);
    expect(messages({ subject: "s", body: "b".repeat(50_001) })).toEqual([
      `body: ${BROADCAST_MESSAGES.bodyLong}`,
    ]);
    expect(parse({ subject: "s".repeat(200), body: "b".repeat(50_000) }).success).toBe(true);
    expect(messages({ subject: "s", body: "b", segment: "activity=golf" })).toEqual([
      "segment: That activity is not one of the waitlist's. (activity=“golf”)",
    ]);
  });
});

describe.each([
  { name: "sendSchema", schema: sendSchema, message: BROADCAST_MESSAGES.confirm },
  { name: "deleteSchema", schema: deleteSchema, message: BROADCAST_MESSAGES.confirmDelete },
])("$name", ({ schema, message }) => {
  it("asks for its confirmation box", () => {
    expect(schema.safeParse({ confirm: "yes" }).success).toBe(true);
    expect(schema.safeParse({}).error?.issues[0]?.message).toBe(message);
    expect(schema.safeParse({ confirm: "on" }).error?.issues[0]?.message).toBe(message);
  });
});

describe("describeSegment", () => {
  it("says each filter in words, and nothing for every confirmed member", () => {
    expect(describeSegment(readSegment("").filters)).toEqual([]);
    expect(
      describeSegment(readSegment("activity=trail&referred=no&source=direct&from=2026-01-01").filters),
    ).toEqual([
      "Activity: Trail Running",
      "Came directly",
      "Joined on or after 2026-01-01 (UTC)",
      "Not referred",
    ]);
  });
});

describe("scheduleSchema", () => {
  const now = new Date("2026-12-05T10:00:00.000Z");
  const parse = (at: string | undefined, timeZone = "Europe/Berlin") =>
    scheduleSchema(timeZone, now).safeParse({ at, confirm: "yes" });

  it("reads the time in the team's zone as the instant it starts", () => {
    expect(parse("2026-12-05T11:30").data?.at).toEqual(new Date("2026-12-05T10:30:00.000Z"));
    expect(parse("2026-12-05T11:30", "UTC").data?.at).toEqual(new Date("2026-12-05T11:30:00.000Z"));
  });

  it("refuses a time that has passed, is over a year ahead, does not exist there or is no time", () => {
    const problem = (at: string | undefined, timeZone?: string) =>
      parse(at, timeZone).error?.issues[0]?.message;
    // 11:00 in Berlin is 10:00 UTC: now, so passed.
    expect(problem("2026-12-05T11:00")).toBe(BROADCAST_MESSAGES.schedulePast);
    expect(problem("2026-12-05T04:30", "America/New_York")).toBe(BROADCAST_MESSAGES.schedulePast);
    expect(problem("2027-12-06T11:30")).toBe(BROADCAST_MESSAGES.scheduleFar);
    expect(problem("2027-03-28T02:30")).toBe(
      "That time does not exist in Europe/Berlin (its clocks go forward then): please pick another.",
    );
    for (const bad of [undefined, "", "soon", "2026-13-01T10:00"])
      expect(problem(bad), bad).toBe(BROADCAST_MESSAGES.scheduleAt);
  });

  it("asks for the same tick as sending", () => {
    expect(scheduleSchema("UTC", now).safeParse({ at: "2026-12-06T10:00" }).error?.issues[0]?.message).toBe(
      BROADCAST_MESSAGES.confirm,
    );
  });
});
