-- Each achievement a learner has earned, with when it was first earned: they were computed from the
-- learner's records on each read, so deleting the only story or study set (or learned words) took one
-- away, and the next earned it again with a new date. The achievements read records what it finds
-- earned. The first story and the first study set are recorded here for those who have them now
-- (their earliest row, to the millisecond as the read gives it), since deleting those is what took one away most
-- often; the rest are recorded on the learner's next read.
CREATE TABLE "learner_achievement" (
	"user_id" text NOT NULL,
	"achievement_id" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learner_achievement_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
ALTER TABLE "learner_achievement" ADD CONSTRAINT "learner_achievement_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "learner_achievement" ("user_id", "achievement_id", "earned_at")
SELECT "user_id", 'firstStory', date_trunc('milliseconds', min("created_at")) FROM "story" GROUP BY "user_id";--> statement-breakpoint
INSERT INTO "learner_achievement" ("user_id", "achievement_id", "earned_at")
SELECT "user_id", 'firstStudySet', date_trunc('milliseconds', min("created_at")) FROM "study_set" GROUP BY "user_id";
