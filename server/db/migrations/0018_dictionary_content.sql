CREATE TABLE "content_version" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "global_word" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "global_word" ADD COLUMN "rank" integer;--> statement-breakpoint
ALTER TABLE "global_word" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "global_word" ADD COLUMN "value_key" text;--> statement-breakpoint
ALTER TABLE "global_word" ADD COLUMN "search_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "global_word" ADD COLUMN "edited_by_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "global_word_language_value_key_idx" ON "global_word" USING btree ("language_code","value_key" collate "C");--> statement-breakpoint
CREATE INDEX "global_word_value_key_trgm_idx" ON "global_word" USING gin ("value_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "global_word_search_keys_idx" ON "global_word" USING gin ("search_keys");--> statement-breakpoint
-- Entries from before the shipped content: a search key until an import or edit folds it properly.
UPDATE "global_word" SET "value_key" = lower("value");
