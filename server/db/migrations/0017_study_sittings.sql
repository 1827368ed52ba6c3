ALTER TABLE "study_session" ADD COLUMN "sitting_id" uuid;--> statement-breakpoint
ALTER TABLE "study_session" ADD COLUMN "last_answer_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "study_session_user_last_answer_idx" ON "study_session" USING btree ("user_id","last_answer_at");--> statement-breakpoint
-- Sessions started before sittings existed: each is a sitting of its own, answered when its answers say so.
UPDATE "study_session" AS s SET "last_answer_at" = r.last_at FROM (SELECT "user_id", "session_id", max("reviewed_at") AS last_at FROM "review_log" WHERE "session_id" IS NOT NULL GROUP BY "user_id", "session_id") AS r WHERE r."user_id" = s."user_id" AND r."session_id" = s."id";
