-- search_fold (and its JavaScript twin foldKey, core/dictionary/fold.ts) kept the Hebrew geresh ׳ and
-- gershayim ״ and the modifier letter apostrophe ʼ, so "צ'יפס" (typed with the apostrophe most
-- keyboards give) missed צ׳יפס, "צה"ל" missed צה״ל, and "aujourd'hui" missed aujourdʼhui; curly double
-- quotes were kept too. Now every apostrophe (' ‘ ’ ‛ ʼ ׳) folds to the ASCII ', and every double
-- quotation mark (" “ ” „ ‟ ״) to the ASCII ", on both sides of a search. Otherwise the function is
-- 0034's (the geresh and gershayim are outside the Hebrew range U+0591-U+05C7 it drops).
CREATE OR REPLACE FUNCTION search_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  select trim(regexp_replace(
    translate(
      replace(replace(replace(replace(replace(replace(
        lower(regexp_replace(
          regexp_replace(normalize(input, NFKD), '[-\u058a\u05be\u2010-\u2015]', ' ', 'g'),
          '[\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g')),
        'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'),
      'øØłŁđĐı‘’‛ʼ׳“”„‟״', 'oollddi''''''''''"""""'),
    '[\t\n\v\f\r \u1680\u2028\u2029\ufeff]+', ' ', 'g'))
$$;--> statement-breakpoint
DROP INDEX "global_word_value_fold_trgm_idx";--> statement-breakpoint
DROP INDEX "global_word_base_form_fold_trgm_idx";--> statement-breakpoint
-- Stored keys (the learner's dictionary search) are foldKey's: refold them, as 0034 did. value_key from
-- the value; rows written without one (test factories, the scale seed) get theirs too.
UPDATE "global_word" SET "value_key" = search_fold("value") WHERE "value_key" IS DISTINCT FROM search_fold("value");--> statement-breakpoint
-- search_keys as content-entries.ts searchKeysOf builds them: each "f:<form>" key refolded (forms are
-- kept only as keys; the old fold kept their geresh and curly quotes, which the new one maps, so
-- refolding a key gives what folding the form gives), then "<language>:<translation>" rebuilt from the
-- translations, distinct, none empty, no form key equal to the entry's own. Only rows whose set of keys
-- changes are written.
UPDATE "global_word" AS "word" SET "search_keys" = "rebuilt"."keys"
FROM (
  SELECT "g"."id", coalesce((
    SELECT array_agg("key" ORDER BY "first")
    FROM (
      SELECT "kind" || ':' || "folded" AS "key", min("position") AS "first"
      FROM (
        SELECT 'f' AS "kind", search_fold(substr("old", 3)) AS "folded", "n" AS "position"
        FROM unnest("g"."search_keys") WITH ORDINALITY AS "o"("old", "n")
        WHERE "old" LIKE 'f:%'
        UNION ALL
        SELECT "t"."language", search_fold("w"."word"), 1000000 + "t"."l" * 10000 + "w"."m"
        FROM jsonb_each(CASE WHEN jsonb_typeof("g"."translations") = 'object' THEN "g"."translations" ELSE '{}' END)
          WITH ORDINALITY AS "t"("language", "words", "l"),
          jsonb_array_elements_text(CASE WHEN jsonb_typeof("t"."words") = 'array' THEN "t"."words" ELSE '[]' END)
          WITH ORDINALITY AS "w"("word", "m")
      ) AS "candidate"
      WHERE "folded" <> '' AND NOT ("kind" = 'f' AND "folded" = search_fold("g"."value"))
      GROUP BY 1
    ) AS "distinct_keys"
  ), '{}') AS "keys"
  FROM "global_word" AS "g"
) AS "rebuilt"
WHERE "word"."id" = "rebuilt"."id"
  AND NOT ("word"."search_keys" @> "rebuilt"."keys" AND "rebuilt"."keys" @> "word"."search_keys");--> statement-breakpoint
-- The folded trigram indexes hold what the old function gave, and rebuilt, not reindexed: a session
-- keeps an index's expression as it first read it, with search_fold's old body inlined, and REINDEX
-- would rebuild with that (a first start runs 0033, 0034 and this in one session, then imports the
-- content in it). A new index is read afresh. Built last, after the updates above.
CREATE INDEX "global_word_value_fold_trgm_idx" ON "global_word" USING gin (search_fold("value") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "global_word_base_form_fold_trgm_idx" ON "global_word" USING gin (search_fold("base_form") gin_trgm_ops);
