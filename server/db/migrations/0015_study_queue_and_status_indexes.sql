DROP INDEX "user_word_user_due_idx";--> statement-breakpoint
CREATE INDEX "user_word_user_status_idx" ON "user_word" USING btree ("user_id","status","card_state");--> statement-breakpoint
CREATE INDEX "user_word_user_due_idx" ON "user_word" USING btree ("user_id","due_at","card_state","last_review_at","id") WHERE "user_word"."card_state" <> 'new';