CREATE TABLE "page_view_visitors" (
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	"source" text NOT NULL,
	"campaign" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_view_visitors_day_visitor_id_source_campaign_pk" PRIMARY KEY("day","visitor_id","source","campaign")
);--> statement-breakpoint
-- Today's visitors for the overview (app/db/team-overview.server.ts), kept by statement triggers on
-- page_views in the transaction of each write, so they agree with page_views in any snapshot
-- (decision 036): views per day, visitor id, source and campaign, written in key order so two
-- writers lock them in the same order. A removed view is taken off its row, and a row left with
-- none is deleted; a removal never adds a row (the summing of settled days deletes theirs first).
CREATE OR REPLACE FUNCTION "page_view_visitors_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM page_view_visitors;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE page_view_visitors s SET views = s.views - o.views
      FROM (SELECT day, visitor_id, coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), 'Direct') AS source,
                   coalesce(utm_campaign, '') AS campaign, count(*)::int AS views
              FROM old_rows GROUP BY 1, 2, 3, 4) o
     WHERE s.day = o.day AND s.visitor_id = o.visitor_id AND s.source = o.source AND s.campaign = o.campaign;
    DELETE FROM page_view_visitors s
     USING (SELECT DISTINCT day, visitor_id, coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), 'Direct') AS source, coalesce(utm_campaign, '') AS campaign
              FROM old_rows) o
     WHERE s.day = o.day AND s.visitor_id = o.visitor_id AND s.source = o.source AND s.campaign = o.campaign
       AND s.views <= 0;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO page_view_visitors AS s (day, visitor_id, source, campaign, views)
    SELECT day, visitor_id, coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), 'Direct') AS source,
                   coalesce(utm_campaign, '') AS campaign, count(*)::int AS views
      FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, visitor_id, source, campaign) DO UPDATE SET views = s.views + excluded.views;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "page_view_visitors" (day, visitor_id, source, campaign, views)
SELECT day, visitor_id, coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), 'Direct') AS source,
                   coalesce(utm_campaign, '') AS campaign, count(*)::int AS views
  FROM "page_views" pv
 WHERE NOT EXISTS (SELECT 1 FROM "page_view_days" d WHERE d.day = pv.day AND d.dimension = 'all')
 GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE TRIGGER "page_view_visitors_insert" AFTER INSERT ON "page_views"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_view_visitors_count"();--> statement-breakpoint
CREATE TRIGGER "page_view_visitors_update" AFTER UPDATE ON "page_views"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_view_visitors_count"();--> statement-breakpoint
CREATE TRIGGER "page_view_visitors_delete" AFTER DELETE ON "page_views"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_view_visitors_count"();--> statement-breakpoint
CREATE TRIGGER "page_view_visitors_truncate" AFTER TRUNCATE ON "page_views"
  FOR EACH STATEMENT EXECUTE FUNCTION "page_view_visitors_count"();
