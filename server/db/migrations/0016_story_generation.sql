CREATE TABLE "story_generation" (
	"user_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "story_generation_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
ALTER TABLE "story_generation" ADD CONSTRAINT "story_generation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_generation_user_started_idx" ON "story_generation" USING btree ("user_id","started_at");