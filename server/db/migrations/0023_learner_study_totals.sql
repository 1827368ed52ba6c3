CREATE TABLE "learner_study_totals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"longest_streak" integer DEFAULT 0 NOT NULL,
	"duration_ms" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learner_study_totals" ADD CONSTRAINT "learner_study_totals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Sets the longest run of consecutive studied days of each of `users` from all their days: a run is
-- one island (a day minus its rank among the learner's studied days is the same for every day of a
-- run). Called only when a day turns studied (about once a learner a day) or is removed.
CREATE FUNCTION "learner_study_totals_restreak"(users text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "learner_study_totals" AS t SET "longest_streak" = coalesce((
    SELECT max(run) FROM (
      SELECT count(*)::int AS run FROM (
        SELECT s."day" - (row_number() OVER (ORDER BY s."day"))::int AS island
        FROM "study_day" s WHERE s."user_id" = t."user_id" AND s."reviews" > 0
      ) days GROUP BY island
    ) runs), 0)
  WHERE t."user_id" = ANY(users);
$$;--> statement-breakpoint
-- Every learner's totals from their study days, for rows written with triggers off (a bulk load).
CREATE FUNCTION "learner_study_totals_rebuild"() RETURNS void LANGUAGE sql AS $$
  INSERT INTO "learner_study_totals" AS t ("user_id", "duration_ms")
    SELECT "user_id", sum("duration_ms") FROM "study_day" GROUP BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET "duration_ms" = excluded."duration_ms";
  SELECT "learner_study_totals_restreak"(array(SELECT "user_id" FROM "learner_study_totals"));
$$;--> statement-breakpoint
-- learner_study_totals follows every write to study_day (a review, an import, a removal), in its
-- statement: once per statement, however many days it writes. The totals rows are locked first
-- (written in user order), so a second writer of the same learner waits, then counts its days too.
CREATE FUNCTION "study_day_inserted_keeps_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "learner_study_totals" AS t ("user_id", "duration_ms")
    SELECT "user_id", sum("duration_ms") FROM added GROUP BY "user_id" ORDER BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET "duration_ms" = t."duration_ms" + excluded."duration_ms";
  IF EXISTS (SELECT 1 FROM added WHERE "reviews" > 0) THEN
    PERFORM "learner_study_totals_restreak"(array(SELECT DISTINCT "user_id" FROM added WHERE "reviews" > 0));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "study_day_updated_keeps_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "learner_study_totals" AS t ("user_id", "duration_ms")
    SELECT a."user_id", sum(a."duration_ms" - b."duration_ms")
    FROM new_days a JOIN old_days b ON b."user_id" = a."user_id" AND b."day" = a."day"
    GROUP BY a."user_id" ORDER BY a."user_id"
    ON CONFLICT ("user_id") DO UPDATE SET "duration_ms" = t."duration_ms" + excluded."duration_ms";
  IF EXISTS (
    SELECT 1 FROM new_days a JOIN old_days b ON b."user_id" = a."user_id" AND b."day" = a."day"
    WHERE (a."reviews" > 0) <> (b."reviews" > 0)
  ) THEN
    PERFORM "learner_study_totals_restreak"(array(SELECT DISTINCT "user_id" FROM new_days));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "study_day_deleted_keeps_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "learner_study_totals" AS t SET "duration_ms" = t."duration_ms" - r.total
  FROM (SELECT "user_id", sum("duration_ms") AS total FROM removed GROUP BY "user_id") r
  WHERE t."user_id" = r."user_id";
  IF EXISTS (SELECT 1 FROM removed WHERE "reviews" > 0) THEN
    PERFORM "learner_study_totals_restreak"(array(SELECT DISTINCT "user_id" FROM removed WHERE "reviews" > 0));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "study_day_inserted_keeps_totals" AFTER INSERT ON "study_day"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "study_day_inserted_keeps_totals"();--> statement-breakpoint
CREATE TRIGGER "study_day_updated_keeps_totals" AFTER UPDATE ON "study_day"
  REFERENCING OLD TABLE AS old_days NEW TABLE AS new_days
  FOR EACH STATEMENT EXECUTE FUNCTION "study_day_updated_keeps_totals"();--> statement-breakpoint
CREATE TRIGGER "study_day_deleted_keeps_totals" AFTER DELETE ON "study_day"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "study_day_deleted_keeps_totals"();--> statement-breakpoint
-- Learners who studied before the totals existed.
SELECT "learner_study_totals_rebuild"();
