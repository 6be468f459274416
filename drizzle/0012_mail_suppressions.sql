CREATE TABLE "mail_events_seen" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_suppressions_email_lower" CHECK ("mail_suppressions"."email" = lower("mail_suppressions"."email")),
	CONSTRAINT "mail_suppressions_reason" CHECK ("mail_suppressions"."reason" in ('bounce', 'complaint')),
	CONSTRAINT "mail_suppressions_source" CHECK ("mail_suppressions"."source" in ('smtp', 'provider'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "suppressed_at" timestamp with time zone;