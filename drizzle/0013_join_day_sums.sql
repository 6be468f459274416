CREATE TABLE "waitlist_join_days" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"campaign" text NOT NULL,
	"activity" text NOT NULL,
	"joins" integer NOT NULL,
	"confirmed" integer NOT NULL,
	"referred" integer NOT NULL,
	CONSTRAINT "waitlist_join_days_day_source_campaign_activity_pk" PRIMARY KEY("day","source","campaign","activity")
);--> statement-breakpoint
-- The overview's joins per day, source, campaign and activity (app/db/team-overview.server.ts), kept
-- by statement triggers on waitlist_entries in the transaction of each change, so a snapshot's sums
-- are its members (decision 036). A changed member's old row counts -1 and its new row +1; sums are
-- written in key order, so two writers lock them in the same order; a sum left with no joins is
-- deleted, so the table holds exactly what counting the members gives (move-to rebuilds it so).
CREATE OR REPLACE FUNCTION "waitlist_join_days_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM waitlist_join_days;
  ELSIF TG_OP = 'INSERT' THEN
    WITH changed AS (
      SELECT 1 AS n, (created_at AT TIME ZONE 'UTC')::date AS day,
             coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), 'Direct') AS source,
             coalesce(utm_campaign, '') AS campaign, primary_activity AS activity,
             status = 'confirmed' AS confirmed, coalesce(referred_by <> id, false) AS referred FROM new_rows
    )
    INSERT INTO waitlist_join_days AS s (day, source, campaign, activity, joins, confirmed, referred)
    SELECT day, source, campaign, activity, sum(n), coalesce(sum(n) FILTER (WHERE confirmed), 0),
           coalesce(sum(n) FILTER (WHERE referred), 0)
      FROM changed GROUP BY day, source, campaign, activity
    HAVING sum(n) <> 0 OR sum(n) FILTER (WHERE confirmed) <> 0 OR sum(n) FILTER (WHERE referred) <> 0
     ORDER BY day, source, campaign, activity
    ON CONFLICT (day, source, campaign, activity) DO UPDATE
       SET joins = s.joins + excluded.joins, confirmed = s.confirmed + excluded.confirmed,
           referred = s.referred + excluded.referred;
  ELSIF TG_OP = 'DELETE' THEN
    WITH changed AS (
      SELECT -1 AS n, (created_at AT TIME ZONE 'UTC')::date AS day,
             coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), 'Direct') AS source,
             coalesce(utm_campaign, '') AS campaign, primary_activity AS activity,
             status = 'confirmed' AS confirmed, coalesce(referred_by <> id, false) AS referred FROM old_rows
    )
    INSERT INTO waitlist_join_days AS s (day, source, campaign, activity, joins, confirmed, referred)
    SELECT day, source, campaign, activity, sum(n), coalesce(sum(n) FILTER (WHERE confirmed), 0),
           coalesce(sum(n) FILTER (WHERE referred), 0)
      FROM changed GROUP BY day, source, campaign, activity
    HAVING sum(n) <> 0 OR sum(n) FILTER (WHERE confirmed) <> 0 OR sum(n) FILTER (WHERE referred) <> 0
     ORDER BY day, source, campaign, activity
    ON CONFLICT (day, source, campaign, activity) DO UPDATE
       SET joins = s.joins + excluded.joins, confirmed = s.confirmed + excluded.confirmed,
           referred = s.referred + excluded.referred;
    DELETE FROM waitlist_join_days s
     USING (SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date AS day,
             coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), 'Direct') AS source,
             coalesce(utm_campaign, '') AS campaign, primary_activity AS activity FROM old_rows) k
     WHERE s.day = k.day AND s.source = k.source AND s.campaign = k.campaign AND s.activity = k.activity
       AND s.joins = 0;
  ELSE
    WITH changed AS (
      SELECT -1 AS n, (created_at AT TIME ZONE 'UTC')::date AS day,
             coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), 'Direct') AS source,
             coalesce(utm_campaign, '') AS campaign, primary_activity AS activity,
             status = 'confirmed' AS confirmed, coalesce(referred_by <> id, false) AS referred FROM old_rows
      UNION ALL
      SELECT 1 AS n, (created_at AT TIME ZONE 'UTC')::date AS day,
             coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), 'Direct') AS source,
             coalesce(utm_campaign, '') AS campaign, primary_activity AS activity,
             status = 'confirmed' AS confirmed, coalesce(referred_by <> id, false) AS referred FROM new_rows
    )
    INSERT INTO waitlist_join_days AS s (day, source, campaign, activity, joins, confirmed, referred)
    SELECT day, source, campaign, activity, sum(n), coalesce(sum(n) FILTER (WHERE confirmed), 0),
           coalesce(sum(n) FILTER (WHERE referred), 0)
      FROM changed GROUP BY day, source, campaign, activity
    HAVING sum(n) <> 0 OR sum(n) FILTER (WHERE confirmed) <> 0 OR sum(n) FILTER (WHERE referred) <> 0
     ORDER BY day, source, campaign, activity
    ON CONFLICT (day, source, campaign, activity) DO UPDATE
       SET joins = s.joins + excluded.joins, confirmed = s.confirmed + excluded.confirmed,
           referred = s.referred + excluded.referred;
    DELETE FROM waitlist_join_days s
     USING (SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date AS day,
             coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), 'Direct') AS source,
             coalesce(utm_campaign, '') AS campaign, primary_activity AS activity FROM old_rows) k
     WHERE s.day = k.day AND s.source = k.source AND s.campaign = k.campaign AND s.activity = k.activity
       AND s.joins = 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "waitlist_join_days" (day, source, campaign, activity, joins, confirmed, referred)
SELECT (created_at AT TIME ZONE 'UTC')::date, coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), 'Direct'),
       coalesce(utm_campaign, ''), primary_activity, count(*), count(*) FILTER (WHERE status = 'confirmed'),
       count(*) FILTER (WHERE referred_by <> id)
  FROM "waitlist_entries" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE TRIGGER "waitlist_join_days_insert" AFTER INSERT ON "waitlist_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "waitlist_join_days_count"();--> statement-breakpoint
CREATE TRIGGER "waitlist_join_days_update" AFTER UPDATE ON "waitlist_entries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "waitlist_join_days_count"();--> statement-breakpoint
CREATE TRIGGER "waitlist_join_days_delete" AFTER DELETE ON "waitlist_entries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "waitlist_join_days_count"();--> statement-breakpoint
CREATE TRIGGER "waitlist_join_days_truncate" AFTER TRUNCATE ON "waitlist_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "waitlist_join_days_count"();
