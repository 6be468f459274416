import * as z from "zod/mini";

import type { MemberCursor, MemberSort } from "~/db/team-members.server";

/**
 * The orders of the members view, each a keyset: the columns it sorts by, ending with the id so
 * that no two rows tie. A page's `after` cursor holds the last row's values of those columns, and
 * the next page is the rows past them, which an index walks straight to however deep the page is
 * (an OFFSET would read and drop every row before it).
 *
 * - newest: joined, newest first (created_at desc, id desc)
 * - oldest: joined, oldest first (created_at, id)
 * - name: by name in any case (lower(full_name), id)
 * - referrals: most confirmed referrals first, equal counts by who joined first (count desc, created_at, id)
 */
export const MEMBER_SORTS = [
  "newest",
  "oldest",
  "name",
  "referrals",
] as const satisfies readonly MemberSort[];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a member id as the database writes one (a uuid): anything else is nobody. */
export function isMemberId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

/** An instant in UTC to the microsecond, as team-members.server.ts writes created_at for a cursor. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;

const id = z.string().check(z.regex(UUID));
const instant = z.string().check(z.regex(INSTANT));

// A cursor travels as a JSON array (short, and its order is fixed), its sort first.
const cursorTuple = z.union([
  z.tuple([z.enum(["newest", "oldest"]), instant, id]),
  z.tuple([z.literal("name"), z.string().check(z.maxLength(400)), id]),
  z.tuple([z.literal("referrals"), z.int().check(z.nonnegative()), instant, id]),
]);

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The `after` parameter for the page that follows `cursor`: opaque to people, URL-safe as it is. */
export function encodeCursor(cursor: MemberCursor): string {
  const values =
    cursor.sort === "name"
      ? [cursor.sort, cursor.name, cursor.id]
      : cursor.sort === "referrals"
        ? [cursor.sort, cursor.referrals, cursor.joinedAt, cursor.id]
        : [cursor.sort, cursor.joinedAt, cursor.id];
  return toBase64Url(JSON.stringify(values));
}

/** The cursor in an `after` parameter, or undefined for anything encodeCursor did not write. */
export function decodeCursor(text: string): MemberCursor | undefined {
  if (text.length > 1000) return undefined;
  const json = fromBase64Url(text);
  if (json === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  const parsed = cursorTuple.safeParse(value);
  if (!parsed.success) return undefined;
  const tuple = parsed.data;
  if (tuple[0] === "name") return { sort: "name", name: tuple[1], id: tuple[2].toLowerCase() };
  if (tuple[0] === "referrals")
    return { sort: "referrals", referrals: tuple[1], joinedAt: tuple[2], id: tuple[3].toLowerCase() };
  return { sort: tuple[0], joinedAt: tuple[1], id: tuple[2].toLowerCase() };
}
