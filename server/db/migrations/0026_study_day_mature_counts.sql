-- Each study day counts its answers to mature cards (an interval of 21 days or more going in) and those
-- not rated Again, kept by the same writes as the day's other totals, so true retention sums the last
-- thirty days instead of reading the month's reviews. Existing days are counted from the review log;
-- the update changes neither a day's time nor its reviews, so the totals trigger does not run.
ALTER TABLE "study_day" ADD COLUMN "mature_reviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_day" ADD COLUMN "mature_passed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "study_day" d SET "mature_reviews" = m."reviews", "mature_passed" = m."passed"
  FROM (
    SELECT "user_id", "study_day", count(*)::int AS "reviews",
           (count(*) FILTER (WHERE "rating" <> 1))::int AS "passed"
      FROM "review_log" WHERE "scheduled_days_before" >= 21
     GROUP BY "user_id", "study_day"
  ) m
 WHERE d."user_id" = m."user_id" AND d."day" = m."study_day";
