CREATE TABLE "broadcast_recipients" (
	"broadcast_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"mail_id" uuid,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text DEFAULT 'queued' NOT NULL,
	CONSTRAINT "broadcast_recipients_broadcast_id_entry_id_pk" PRIMARY KEY("broadcast_id","entry_id"),
	CONSTRAINT "broadcast_recipients_outcome_check" CHECK (outcome in ('queued', 'sent', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"segment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"started_by" text,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"total" integer,
	CONSTRAINT "broadcasts_status_check" CHECK (status in ('draft', 'sending', 'sent', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "invite_nonce" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_recipients_mail_idx" ON "broadcast_recipients" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "broadcast_recipients_queued_idx" ON "broadcast_recipients" USING btree ("broadcast_id") WHERE outcome = 'queued';--> statement-breakpoint
CREATE INDEX "broadcasts_created_at_idx" ON "broadcasts" USING btree ("created_at");