CREATE TABLE "learner_collection" (
	"user_id" text NOT NULL,
	"collection_id" text NOT NULL,
	"study_set_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_collection_user_id_collection_id_pk" PRIMARY KEY("user_id","collection_id")
);
--> statement-breakpoint
ALTER TABLE "learner_collection" ADD CONSTRAINT "learner_collection_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_collection" ADD CONSTRAINT "learner_collection_study_set_id_study_set_id_fk" FOREIGN KEY ("study_set_id") REFERENCES "public"."study_set"("id") ON DELETE cascade ON UPDATE no action;