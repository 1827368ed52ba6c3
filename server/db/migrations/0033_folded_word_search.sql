-- search_fold(text): SQL's copy of core/dictionary/fold.ts (foldKey), for the searches that fold a
-- column as they compare it (the admin's word search, a learner's own words). NFKD, combining marks
-- and Hebrew points and cantillation (U+0591-U+05C7) dropped, lower case, the same letter expansions.
-- Searches fold the query with it too, so both sides agree wherever lower() and toLowerCase() differ.
CREATE OR REPLACE FUNCTION search_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  select trim(regexp_replace(
    translate(
      replace(replace(replace(replace(replace(replace(
        lower(regexp_replace(normalize(input, NFKD),
          '[\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g')),
        'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'),
      'øØłŁđĐı’‘', 'oollddi'''''),
    '\s+', ' ', 'g'))
$$;--> statement-breakpoint
DROP INDEX "global_word_value_trgm_idx";--> statement-breakpoint
DROP INDEX "global_word_base_form_trgm_idx";--> statement-breakpoint
CREATE INDEX "global_word_value_fold_trgm_idx" ON "global_word" USING gin (search_fold("value") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "global_word_base_form_fold_trgm_idx" ON "global_word" USING gin (search_fold("base_form") gin_trgm_ops);--> statement-breakpoint
-- Entries from before the shipped content kept lower(value) as their key (0018): fold it properly.
UPDATE "global_word" SET "value_key" = search_fold("value") WHERE "value_key" IS NULL OR "value_key" = lower("value");
