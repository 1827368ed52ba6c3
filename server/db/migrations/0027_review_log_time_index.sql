-- True retention now sums the study days' counts (0026), so the review log's time index no longer
-- carries the interval going in and the rating for it: back to the learner and the time, one entry
-- a little narrower on every answer.
DROP INDEX "review_log_user_reviewed_idx";--> statement-breakpoint
CREATE INDEX "review_log_user_reviewed_idx" ON "review_log" USING btree ("user_id","reviewed_at");