-- A study day's update keeps the learner's totals row by row, and only when it changes what they hold
-- (its time, or whether the day counts as studied): an answer updates one day, and a statement-level
-- trigger cost it two queries over transition tables on every answer. Updates never turn many days
-- studied at once (answers add to a day; imports insert their new days), so the streak is recounted
-- per row only in the rare case it can change. Inserts and deletes stay per statement (an import's
-- many new days recount the streak once).
DROP TRIGGER "study_day_updated_keeps_totals" ON "study_day";--> statement-breakpoint
DROP FUNCTION "study_day_updated_keeps_totals"();--> statement-breakpoint
CREATE FUNCTION "study_day_updated_keeps_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "learner_study_totals" AS t ("user_id", "duration_ms")
    VALUES (NEW."user_id", NEW."duration_ms" - OLD."duration_ms")
    ON CONFLICT ("user_id") DO UPDATE SET "duration_ms" = t."duration_ms" + excluded."duration_ms";
  IF (NEW."reviews" > 0) IS DISTINCT FROM (OLD."reviews" > 0) THEN
    PERFORM "learner_study_totals_restreak"(ARRAY[NEW."user_id"]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "study_day_updated_keeps_totals" AFTER UPDATE ON "study_day" FOR EACH ROW
  WHEN (NEW."duration_ms" IS DISTINCT FROM OLD."duration_ms" OR (NEW."reviews" > 0) IS DISTINCT FROM (OLD."reviews" > 0))
  EXECUTE FUNCTION "study_day_updated_keeps_totals"();
