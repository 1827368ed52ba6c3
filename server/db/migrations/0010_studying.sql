CREATE TABLE "review_log" (
	"user_id" text NOT NULL,
	"id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"session_id" uuid,
	"reviewed_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"study_day" date NOT NULL,
	"rating" smallint NOT NULL,
	"state_before" smallint NOT NULL,
	"scheduled_days_before" integer NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days_after" integer,
	"duration_ms" integer NOT NULL,
	"method" text NOT NULL,
	"direction" text DEFAULT 'recall' NOT NULL,
	"typed" text,
	"typing_tier" text,
	"chosen_option_id" text,
	"chosen_text" text,
	"applied" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "review_log_user_id_id_pk" PRIMARY KEY("user_id","id"),
	CONSTRAINT "review_log_rating_check" CHECK ("review_log"."rating" between 1 and 4),
	CONSTRAINT "review_log_state_before_check" CHECK ("review_log"."state_before" between 0 and 3),
	CONSTRAINT "review_log_duration_check" CHECK ("review_log"."duration_ms" >= 0),
	CONSTRAINT "review_log_method_check" CHECK ("review_log"."method" in ('flashcards', 'multipleChoice', 'typing'))
);
--> statement-breakpoint
CREATE TABLE "study_day" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"new_cards" integer DEFAULT 0 NOT NULL,
	"review_cards" integer DEFAULT 0 NOT NULL,
	"again_count" integer DEFAULT 0 NOT NULL,
	"duration_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "study_day_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "study_session" (
	"user_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"study_set_id" uuid,
	"method" text NOT NULL,
	"direction" text NOT NULL,
	"study_day" date NOT NULL,
	"month" text NOT NULL,
	"card_count" integer NOT NULL,
	"choices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_session_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
DROP INDEX "user_word_user_due_idx";--> statement-breakpoint
ALTER TABLE "story" ADD COLUMN "word_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "story" ADD COLUMN "generator" text;--> statement-breakpoint
ALTER TABLE "user_word" ADD COLUMN "card_state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_word" ADD COLUMN "stability" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_word" ADD COLUMN "difficulty" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_word" ADD COLUMN "elapsed_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_word" ADD COLUMN "scheduled_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_word" ADD COLUMN "learning_steps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_word" ADD COLUMN "reps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_word" ADD COLUMN "lapses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_word" ADD COLUMN "last_review_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_profile" ADD COLUMN "desired_retention" double precision DEFAULT 0.9 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profile" ADD COLUMN "new_cards_per_day" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profile" ADD COLUMN "max_reviews_per_day" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profile" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_day" ADD CONSTRAINT "study_day_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_session" ADD CONSTRAINT "study_session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_log_user_reviewed_idx" ON "review_log" USING btree ("user_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "review_log_user_card_idx" ON "review_log" USING btree ("user_id","card_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "study_session_user_month_idx" ON "study_session" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "global_word_distractor_idx" ON "global_word" USING btree ("language_code",("definitions"->0->>'partOfSpeech'),"difficulty","frequency","id");--> statement-breakpoint
CREATE INDEX "user_word_user_due_idx" ON "user_word" USING btree ("user_id","due_at") WHERE "user_word"."card_state" <> 'new';--> statement-breakpoint
ALTER TABLE "user_word" DROP COLUMN "srs";--> statement-breakpoint
ALTER TABLE "story" ADD CONSTRAINT "story_generator_check" CHECK ("story"."generator" in ('ai', 'template'));--> statement-breakpoint
ALTER TABLE "user_word" ADD CONSTRAINT "user_word_card_state_check" CHECK ("user_word"."card_state" in ('new', 'learning', 'review', 'relearning'));