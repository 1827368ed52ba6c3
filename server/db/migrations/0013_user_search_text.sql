DROP INDEX "user_email_trgm_idx";--> statement-breakpoint
DROP INDEX "user_name_trgm_idx";--> statement-breakpoint
DROP INDEX "user_id_trgm_idx";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(email || chr(31) || coalesce(name, '') || chr(31) || id)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "user_search_text_trgm_idx" ON "user" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);