DROP INDEX "global_word_distractor_idx";--> statement-breakpoint
CREATE INDEX "user_word_user_new_idx" ON "user_word" USING btree ("user_id","created_at","id") WHERE "user_word"."card_state" = 'new';--> statement-breakpoint
CREATE INDEX "global_word_distractor_idx" ON "global_word" USING btree ("language_code",("definitions"->0->>'partOfSpeech'),"id");