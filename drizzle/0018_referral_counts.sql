CREATE TABLE "waitlist_referral_counts" (
	"referrer_id" uuid PRIMARY KEY NOT NULL,
	"confirmed" integer NOT NULL,
	"pending" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "waitlist_referral_counts_confirmed_idx" ON "waitlist_referral_counts" USING btree ("confirmed");--> statement-breakpoint
-- The leaderboard's counts (app/db/team-overview.server.ts), kept by statement triggers on
-- waitlist_entries in the transaction of each change, so a snapshot's counts are its members
-- (decision 036): a changed member's old row counts -1 to its referrer and its new row +1; counts
-- are written in key order, so two writers lock them in the same order; a referrer left with
-- neither confirmed nor pending referrals is deleted, so the table holds exactly what counting
-- the members gives.
CREATE OR REPLACE FUNCTION "waitlist_referral_counts_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM waitlist_referral_counts;
    RETURN NULL;
  END IF;
  -- The transition tables this statement has: an INSERT has no old rows, a DELETE no new ones.
  changed := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS n, referred_by, status, id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS n, referred_by, status, id FROM old_rows'
    ELSE 'SELECT -1 AS n, referred_by, status, id FROM old_rows
          UNION ALL SELECT 1, referred_by, status, id FROM new_rows' END;
  EXECUTE format($q$
    INSERT INTO waitlist_referral_counts AS s (referrer_id, confirmed, pending)
    SELECT referred_by, coalesce(sum(n) FILTER (WHERE status = 'confirmed'), 0),
           coalesce(sum(n) FILTER (WHERE status = 'pending'), 0)
      FROM (%s) c WHERE referred_by <> id GROUP BY referred_by
    HAVING coalesce(sum(n) FILTER (WHERE status = 'confirmed'), 0) <> 0
        OR coalesce(sum(n) FILTER (WHERE status = 'pending'), 0) <> 0
     ORDER BY referred_by
    ON CONFLICT (referrer_id) DO UPDATE
       SET confirmed = s.confirmed + excluded.confirmed, pending = s.pending + excluded.pending$q$, changed);
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format($q$
      DELETE FROM waitlist_referral_counts s
       USING (SELECT DISTINCT referred_by FROM (%s) c WHERE referred_by <> id) k
       WHERE s.referrer_id = k.referred_by AND s.confirmed = 0 AND s.pending = 0$q$, changed);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "waitlist_referral_counts" (referrer_id, confirmed, pending)
SELECT referred_by, count(*) FILTER (WHERE status = 'confirmed'), count(*) FILTER (WHERE status = 'pending')
  FROM "waitlist_entries"
 WHERE referred_by <> id
 GROUP BY referred_by;--> statement-breakpoint
CREATE TRIGGER "waitlist_referral_counts_insert" AFTER INSERT ON "waitlist_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "waitlist_referral_counts_count"();--> statement-breakpoint
CREATE TRIGGER "waitlist_referral_counts_update" AFTER UPDATE ON "waitlist_entries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "waitlist_referral_counts_count"();--> statement-breakpoint
CREATE TRIGGER "waitlist_referral_counts_delete" AFTER DELETE ON "waitlist_entries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "waitlist_referral_counts_count"();--> statement-breakpoint
CREATE TRIGGER "waitlist_referral_counts_truncate" AFTER TRUNCATE ON "waitlist_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "waitlist_referral_counts_count"();
