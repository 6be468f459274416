-- The members search's trigram indexes need pg_trgm: made where the extension can be created (on
-- PostgreSQL with its contrib package, by a role allowed to), else skipped with a notice, and the
-- search reads the table instead: the same rows, found more slowly (decision 036). PGlite does not
-- load the extension, so it always skips them.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "waitlist_entries_name_trgm_idx" ON "waitlist_entries" USING gin (lower("full_name") gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "waitlist_entries_email_trgm_idx" ON "waitlist_entries" USING gin (lower("email") gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%): the members search runs without trigram indexes', SQLERRM;
END
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "waitlist_entries_source_idx" ON "waitlist_entries" USING btree (lower(coalesce(nullif("utm_source", ''), nullif("referrer_host", ''))));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "waitlist_entries_referrals_idx" ON "waitlist_entries" USING btree ("referred_by","status","id") WHERE "waitlist_entries"."referred_by" <> "waitlist_entries"."id";
