import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { user } from "./auth-schema";

import { ACTIVITY_VALUES } from "~/features/waitlist/activities";

export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    primaryActivity: text("primary_activity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One entry per address whatever its case: the upsert in waitlist.server.ts targets this index.
    uniqueIndex("waitlist_entries_email_lower_idx").on(sql`lower(${t.email})`),
    check(
      "waitlist_entries_primary_activity_check",
      sql.raw(`primary_activity in (${ACTIVITY_VALUES.map((v) => `'${v}'`).join(", ")})`),
    ),
  ],
);

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;

export * from "./auth-schema";

/** The sports a user picked on the dashboard's Preferences tab. */
export const userPreferences = pgTable("user_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  sports: text("sports").array().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The Elegance gallery shoes a user wished for (ids from app/features/gallery/shoes.ts). */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    shoeId: text("shoe_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shoeId] })],
);

/**
 * Fixed-window request counters shared by every instance on this database (server/rate-limit-store.ts
 * updates a row in one atomic upsert). Rows are small and short-lived; expired ones are pruned.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
