ALTER TABLE "user_word" DROP CONSTRAINT "user_word_status_check";--> statement-breakpoint
ALTER TABLE "user_word" ALTER COLUMN "status" SET DEFAULT 'new';--> statement-breakpoint
ALTER TABLE "user_word" ADD CONSTRAINT "user_word_status_check" CHECK ("user_word"."status" in ('new', 'learning', 'learned', 'other'));