ALTER TABLE "waitlist_entries" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "notice_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "notice_shown_at" timestamp with time zone;