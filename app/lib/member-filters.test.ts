import { describe, expect, it } from "vitest";

import { encodeCursor } from "./member-cursor";
import {
  FILTER_MESSAGES,
  describeMatches,
  isFiltered,
  membersSearch,
  parseMemberFilters,
} from "./member-filters";

const ID = "0b5c6e1a-2f44-4c1e-9a39-6d2b7f0c8e11";
const parse = (search: string) => parseMemberFilters(new URLSearchParams(search));

describe("the members view's filters", () => {
  it("defaults to everyone, newest first", () => {
    expect(parse("")).toEqual({ filters: { sort: "newest" }, problems: [] });
    // A form's untouched fields arrive empty: no filter.
    expect(parse("q=&status=&activity=&source=+&from=&to=&referred=&sort=")).toEqual({
      filters: { sort: "newest" },
      problems: [],
    });
  });

  it("reads every filter", () => {
    const after = encodeCursor({ sort: "name", name: "ada", id: ID });
    const { filters, problems } = parse(
      `q=+Ada+&status=confirmed&activity=trail&source=Newsletter&from=2026-11-01&to=2026-11-30&referred=no&sort=name&after=${after}`,
    );
    expect(problems).toEqual([]);
    expect(filters).toEqual({
      q: "Ada",
      status: "confirmed",
      activity: "trail",
      source: "Newsletter",
      from: "2026-11-01",
      to: "2026-11-30",
      referred: "no",
      sort: "name",
      after: { sort: "name", name: "ada", id: ID },
    });
    expect(isFiltered(filters)).toBe(true);
    expect(isFiltered({ sort: "referrals" })).toBe(false);
  });

  it("leaves out each bad value with its message and keeps the rest", () => {
    const { filters, problems } = parse(
      `q=${"x".repeat(201)}&status=maybe&activity=golf&from=2026-02-30&to=yesterday&referred=perhaps&sort=popular&after=junk&source=ok`,
    );
    expect(filters).toEqual({ sort: "newest", source: "ok" });
    expect(Object.fromEntries(problems.map((p) => [p.name, p.message]))).toEqual({
      q: FILTER_MESSAGES.q,
      status: FILTER_MESSAGES.status,
      activity: FILTER_MESSAGES.activity,
      from: FILTER_MESSAGES.day,
      to: FILTER_MESSAGES.day,
      referred: FILTER_MESSAGES.referred,
      sort: FILTER_MESSAGES.sort,
      after: FILTER_MESSAGES.after,
    });
    expect(problems.find((p) => p.name === "status")?.value).toBe("maybe");
  });

  it("drops a `to` before `from`, and a cursor of another order", () => {
    expect(parse("from=2026-11-30&to=2026-11-01")).toEqual({
      filters: { sort: "newest", from: "2026-11-30" },
      problems: [{ name: "to", value: "2026-11-01", message: FILTER_MESSAGES.range }],
    });
    const newest = encodeCursor({ sort: "newest", joinedAt: "2026-11-25T10:00:00Z", id: ID });
    expect(parse(`sort=name&after=${newest}`)).toEqual({
      filters: { sort: "name" },
      problems: [{ name: "after", value: newest, message: FILTER_MESSAGES.after }],
    });
    // The same day on both ends is that one day.
    expect(parse("from=2026-11-01&to=2026-11-01").problems).toEqual([]);
  });

  it("reads flagged=yes|no, and leaves out anything else, saying why", () => {
    expect(parse("flagged=yes").filters).toEqual({ flagged: "yes", sort: "newest" });
    expect(membersSearch(parse("flagged=no&referred=yes").filters)).toBe("?referred=yes&flagged=no");
    expect(parse("flagged=maybe").problems).toEqual([
      { name: "flagged", value: "maybe", message: FILTER_MESSAGES.flagged },
    ]);
  });

  it("writes the filters back as a search string in one order, defaults left out", () => {
    const { filters } = parse("sort=oldest&referred=yes&q=a%26b&status=pending");
    expect(membersSearch(filters)).toBe("?q=a%26b&status=pending&referred=yes&sort=oldest");
    expect(membersSearch({ sort: "newest" })).toBe("");
    const cursor = { sort: "oldest", joinedAt: "2026-11-25T10:00:00Z", id: ID } as const;
    const next = membersSearch(filters, cursor);
    expect(parse(next.slice(1)).filters).toEqual({ ...filters, after: cursor });
  });

  it("says the count, or past the cap only that there are more", () => {
    expect(describeMatches(0, 10_000)).toBe("0 members match");
    expect(describeMatches(1, 10_000)).toBe("1 member matches");
    expect(describeMatches(10_000, 10_000)).toBe("10,000 members match");
    expect(describeMatches(10_001, 10_000)).toBe("More than 10,000 members match");
  });
});
