-- The users search reads one trigram index on user.search_text (email, name and id lower-cased, joined
-- by chr(31)) instead of three OR-ed (docs/performance.md §8). The old indexes go first, so the table
-- rewrite below does not rebuild them.
--
-- Lock and time: ADD COLUMN ... STORED rewrites "user" under an ACCESS EXCLUSIVE lock, held (one
-- migration transaction) until the end, through the index build: no sign-in, sign-up or user read
-- runs meanwhile. Measured at 1,000,000 users (2 shared cores at load average 7-8, PostgreSQL 15,
-- default maintenance_work_mem, 2026-11-25): the rewrite with its four btree indexes 13.6 s, the
-- trigram index 68.1 s (91-112 s in two repeats at load 8-11; 256 MB maintenance_work_mem did not
-- help), ANALYZE 0.4 s: 83 s in all. On a large installation, apply it in a maintenance window.
DROP INDEX "user_email_trgm_idx";--> statement-breakpoint
DROP INDEX "user_name_trgm_idx";--> statement-breakpoint
DROP INDEX "user_id_trgm_idx";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(email || chr(31) || coalesce(name, '') || chr(31) || id)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "user_search_text_trgm_idx" ON "user" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Statistics for the new column (the planner has none until then).
ANALYZE "user";
