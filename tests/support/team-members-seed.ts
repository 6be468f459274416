import { randomUUID } from "node:crypto";

import * as cheerio from "cheerio";

import type { Db } from "../../app/db/queryable";
import { mailOutbox, waitlistEntries } from "../../app/db/schema";
import type { MemberFilters } from "../../app/db/team-members.server";
import { ACTIVITY_VALUES } from "../../app/vocabulary";

/** A seeded member as the test knows it: what it inserted, and its confirmed referrals. */
export type SeededMember = {
  id: string;
  fullName: string;
  email: string;
  status: "pending" | "confirmed";
  primaryActivity: string;
  createdAt: Date;
  confirmedAt: Date | null;
  utmSource: string | null;
  referrerHost: string | null;
  referredBy: string | null;
  referrals: number;
};

export const HOSTILE_NAME = '=HYPERLINK("http://evil.test","click")';
const START = Date.UTC(2026, 2, 1);
const HOUR = 60 * 60 * 1000;

/**
 * 121 members written straight into the table: two by two on the same instant (so the keyset's id
 * tie-break matters), every third pending, the activities in turn, four kinds of source (a
 * utm_source, a referrer host only, neither, a capitalised utm_source), members 20 to 49 referred
 * by members 1 to 5, names in mixed case, and one member whose name is a spreadsheet formula.
 */
export async function seedMembers(db: Db): Promise<SeededMember[]> {
  const members: SeededMember[] = [];
  for (let i = 0; i <= 120; i += 1) {
    const pad = String(i).padStart(3, "0");
    const createdAt = new Date(START + Math.floor(i / 2) * 6 * HOUR);
    const confirmed = i % 3 !== 0;
    members.push({
      id: randomUUID(),
      fullName: i === 120 ? HOSTILE_NAME : `${i % 2 ? "Member" : "member"} ${pad}`,
      email: i === 120 ? "evil@example.com" : `m${pad}@example.com`,
      status: confirmed ? "confirmed" : "pending",
      primaryActivity: ACTIVITY_VALUES[i % ACTIVITY_VALUES.length]!,
      createdAt,
      confirmedAt: confirmed ? new Date(createdAt.getTime() + HOUR) : null,
      utmSource: i % 4 === 0 ? "newsletter" : i % 4 === 3 ? "Twitter" : null,
      referrerHost: i % 4 === 1 ? "news.ycombinator.com" : null,
      referredBy: null,
      referrals: 0,
    });
  }
  for (let i = 20; i < 50; i += 1) {
    const referrer = members[1 + (i % 5)]!;
    members[i]!.referredBy = referrer.id;
    if (members[i]!.status === "confirmed") referrer.referrals += 1;
  }
  await db.insert(waitlistEntries).values(members.map(({ referrals: _referrals, ...row }) => row));
  return members;
}

/**
 * Mail for `member`: a status email queued 90 minutes after they joined (due only next year, so the
 * site's mail worker leaves it queued), a confirmation sent yesterday (retention prunes sent mail
 * after RETENTION_MAIL_DAYS, 30 by default), and a message to someone else.
 */
export async function seedMail(db: Db, member: SeededMember): Promise<void> {
  const nextAttemptAt = new Date(Date.now() + 365 * 24 * HOUR);
  const yesterday = Date.now() - 24 * HOUR;
  await db.insert(mailOutbox).values([
    {
      recipient: member.email.toUpperCase(),
      kind: "waitlist-confirm",
      createdAt: new Date(yesterday - 60_000),
      sentAt: new Date(yesterday),
    },
    {
      recipient: member.email,
      kind: "waitlist-status",
      createdAt: new Date(member.createdAt.getTime() + 90 * 60_000),
      nextAttemptAt,
    },
    {
      recipient: "someone-else@example.com",
      kind: "waitlist-status",
      createdAt: member.createdAt,
      nextAttemptAt,
    },
  ]);
}

const sourceOf = (m: SeededMember) => m.utmSource ?? m.referrerHost;
const day = (text: string) => Date.parse(`${text}T00:00:00Z`);

/** The members view as the test expects it: the oracle for the page, the export and the batches. */
export function expectedView(members: readonly SeededMember[], filters: MemberFilters): SeededMember[] {
  const { q, status, activity, source, from, to, referred, sort } = filters;
  const found = members.filter(
    (m) =>
      (!q || `${m.fullName}\n${m.email}`.toLowerCase().includes(q.toLowerCase())) &&
      (!status || m.status === status) &&
      (!activity || m.primaryActivity === activity) &&
      (!source ||
        (source.toLowerCase() === "direct"
          ? sourceOf(m) === null
          : sourceOf(m)?.toLowerCase() === source.toLowerCase())) &&
      (!from || m.createdAt.getTime() >= day(from)) &&
      (!to || m.createdAt.getTime() < day(to) + 24 * HOUR) &&
      (!referred || (referred === "yes") === (m.referredBy !== null)),
  );
  const byId = (a: SeededMember, b: SeededMember) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const byJoin = (a: SeededMember, b: SeededMember) =>
    a.createdAt.getTime() - b.createdAt.getTime() || byId(a, b);
  const compare = {
    newest: (a: SeededMember, b: SeededMember) => byJoin(b, a),
    oldest: byJoin,
    name: (a: SeededMember, b: SeededMember) =>
      a.fullName.toLowerCase() < b.fullName.toLowerCase()
        ? -1
        : a.fullName.toLowerCase() > b.fullName.toLowerCase()
          ? 1
          : byId(a, b),
    referrals: (a: SeededMember, b: SeededMember) => b.referrals - a.referrals || byJoin(a, b),
  }[sort];
  return found.sort(compare);
}

/** What a page of /team/members shows: its rows' ids, the count line, its links and messages. */
export function readMembersPage(html: string) {
  const $ = cheerio.load(html);
  const ids = $("table tbody tr th a")
    .map((_, a) => $(a).attr("href")!.replace("/team/members/", ""))
    .get();
  const count = /([\d,]+) members? match/.exec($("main").text())?.[1];
  return {
    $,
    ids,
    total: count === undefined ? undefined : Number(count.replace(/,/g, "")),
    next: $('a[rel="next"]').attr("href"),
    first: $("a")
      .filter((_, a) => $(a).text().trim() === "First page")
      .attr("href"),
    exportHref: $("a")
      .filter((_, a) => $(a).text().trim() === "Export CSV")
      .attr("href"),
  };
}
