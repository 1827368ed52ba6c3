-- The achievements read each study day's first answer and each session's answer counts instead of
-- grouping the learner's whole review log on every request (it grows with every answer ever given).
-- Both are kept by the writes that add answers; existing days and sessions are counted from the log.
-- The day update changes neither a day's time nor its reviews, so the totals trigger does not run.
ALTER TABLE "study_day" ADD COLUMN "first_answer_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_session" ADD COLUMN "answers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_session" ADD COLUMN "again_answers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "study_day" d SET "first_answer_at" = m."first"
  FROM (SELECT "user_id", "study_day", min("reviewed_at") AS "first" FROM "review_log" GROUP BY "user_id", "study_day") m
 WHERE d."user_id" = m."user_id" AND d."day" = m."study_day";--> statement-breakpoint
UPDATE "study_session" s SET "answers" = m."answers", "again_answers" = m."again"
  FROM (
    SELECT "user_id", "session_id", count(*)::int AS "answers", (count(*) FILTER (WHERE "rating" = 1))::int AS "again"
      FROM "review_log" WHERE "session_id" IS NOT NULL
     GROUP BY "user_id", "session_id"
  ) m
 WHERE s."user_id" = m."user_id" AND s."id" = m."session_id";
