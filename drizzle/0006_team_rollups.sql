CREATE TABLE "page_view_days" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "page_view_days_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
CREATE INDEX "waitlist_entries_created_at_id_idx" ON "waitlist_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_name_id_idx" ON "waitlist_entries" USING btree (lower("full_name"),"id");