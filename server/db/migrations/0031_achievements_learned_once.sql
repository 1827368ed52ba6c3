-- A word keeps the time it first became learned (learned_at), through later lapses: the "words
-- learned" achievements dated each word by its latest review, so a word reviewed again moved them
-- later, and a lapse took one away until it was learned again, when it was announced a second time.
-- Words learned now take their latest review, the best time known; a word that lapsed before this was
-- recorded has no known time and stays null. The status index carries the time learned instead of the
-- last review, which only the achievements read from it.
DROP INDEX "user_word_user_status_idx";--> statement-breakpoint
ALTER TABLE "user_word" ADD COLUMN "learned_at" timestamp with time zone;--> statement-breakpoint
UPDATE "user_word" SET "learned_at" = "last_review_at" WHERE "status" = 'learned';--> statement-breakpoint
CREATE INDEX "user_word_user_status_idx" ON "user_word" USING btree ("user_id","status","learned_at","card_state");
