ALTER TABLE "broadcasts" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "scheduled_by" text;--> statement-breakpoint
CREATE INDEX "broadcasts_scheduled_idx" ON "broadcasts" USING btree ("scheduled_for") WHERE status = 'draft' and scheduled_for is not null;
