CREATE TABLE "import_job" (
	"user_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"file_bytes" integer NOT NULL,
	"file_path" text,
	"stored_on" text NOT NULL,
	"language_code" text NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"counts" jsonb DEFAULT '{"notes":0,"words":0,"reviews":0,"duplicates":0,"skipped":0,"overLimit":0}'::jsonb NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"limit_note" jsonb,
	"message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_job_user_id_id_pk" PRIMARY KEY("user_id","id"),
	CONSTRAINT "import_job_status_check" CHECK ("import_job"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "import_job_format_check" CHECK ("import_job"."format" in ('anki', 'csv', 'tsv', 'quizlet'))
);
--> statement-breakpoint
ALTER TABLE "user_profile" ADD COLUMN "fsrs_parameters" jsonb;--> statement-breakpoint
ALTER TABLE "import_job" ADD CONSTRAINT "import_job_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_job_due_idx" ON "import_job" USING btree ("status","created_at");