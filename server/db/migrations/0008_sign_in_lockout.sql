CREATE TABLE "sign_in_failure" (
	"id" text PRIMARY KEY NOT NULL,
	"email_key" text NOT NULL,
	"failed_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_lockout" (
	"email_key" text PRIMARY KEY NOT NULL,
	"locked_until" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_failure_email_key_failed_at_idx" ON "sign_in_failure" USING btree ("email_key","failed_at");--> statement-breakpoint
CREATE INDEX "sign_in_failure_failed_at_idx" ON "sign_in_failure" USING btree ("failed_at");