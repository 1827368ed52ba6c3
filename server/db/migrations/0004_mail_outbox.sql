CREATE TABLE "mail_delivery_attempt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mail_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"outcome" text NOT NULL,
	"transport" text NOT NULL,
	"error" text,
	"response_code" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_delivery_attempt_outcome_check" CHECK ("mail_delivery_attempt"."outcome" in ('sent', 'retry', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"link" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_expires_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "mail_delivery_attempt" ADD CONSTRAINT "mail_delivery_attempt_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_delivery_attempt_mail_idx" ON "mail_delivery_attempt" USING btree ("mail_id","attempt");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree ("recipient","created_at");--> statement-breakpoint
-- hand-written (keep at merge):
-- outbox_message only ever held mail that stayed local (no SMTP configured); it stays readable in the dev mailbox.
INSERT INTO "mail_outbox" ("id", "kind", "recipient", "subject", "text", "html", "link", "status", "attempts", "next_attempt_at", "sent_at", "created_at", "updated_at")
SELECT "id", "kind", "to", "subject", "text", "html", "link", 'sent', 1, "created_at", "created_at", "created_at", "created_at" FROM "outbox_message";
