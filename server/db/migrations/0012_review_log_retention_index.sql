DROP INDEX "review_log_user_reviewed_idx";--> statement-breakpoint
CREATE INDEX "review_log_user_reviewed_idx" ON "review_log" USING btree ("user_id","reviewed_at","scheduled_days_before","rating");