-- 0000 meant to create pg_trgm, but its CREATE sits on the comment line and never ran; do it here.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text,
	"text" text NOT NULL,
	"actual_word_count" integer DEFAULT 0 NOT NULL,
	"length" text DEFAULT 'Short' NOT NULL,
	"language_code" text,
	"words" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_length_check" CHECK ("story"."length" in ('Very Short', 'Short', 'Medium', 'Long')),
	CONSTRAINT "story_words_check" CHECK (jsonb_array_length("story"."words") >= 3),
	CONSTRAINT "story_actual_word_count_check" CHECK ("story"."actual_word_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "study_set" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_set_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"study_set_id" uuid NOT NULL,
	"user_word_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_word" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"global_word_id" uuid,
	"word" jsonb NOT NULL,
	"status" text DEFAULT 'learning' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"due_at" timestamp with time zone,
	"srs" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_word_status_check" CHECK ("user_word"."status" in ('learning', 'learned', 'other'))
);
--> statement-breakpoint
CREATE TABLE "user_profile" (
	"user_id" text PRIMARY KEY NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone_number" text,
	"native_language_code" text,
	"target_language_code" text,
	"is_onboarding_completed" boolean DEFAULT false NOT NULL,
	"ios_fcm_token" text,
	"android_fcm_token" text,
	"web_fcm_token" text,
	"regular_user_constraints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"premium_user_constraints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"collections_metadata" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invalid_word_attempts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"owner_id" text,
	"user_email" text,
	"user_name" text,
	"is_acknowledged" boolean DEFAULT false NOT NULL,
	"is_auto_renewing" boolean DEFAULT false NOT NULL,
	"order_id" text,
	"package_name" text,
	"purchased_at" timestamp with time zone NOT NULL,
	"purchase_token" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"product_id" text NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"platform" text,
	"status" integer NOT NULL,
	"revenuecat_event_type" text,
	"revenuecat_event_id" text,
	"app_user_id" text,
	"original_app_user_id" text,
	"entitlement_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expiration_at_ms" bigint,
	"purchased_at_ms" bigint,
	"environment" text DEFAULT 'PRODUCTION' NOT NULL,
	"transaction_id" text,
	"original_transaction_id" text,
	"store" text NOT NULL,
	"price_in_purchased_currency" numeric(14, 4),
	"currency" text,
	"price_usd" numeric(14, 4),
	"country_code" text,
	"period_type" text DEFAULT 'NORMAL' NOT NULL,
	"cancel_reason" text,
	"expiration_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_status_check" CHECK ("purchase"."status" between 1 and 6),
	CONSTRAINT "purchase_quantity_check" CHECK ("purchase"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "webhook_event" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_event_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "global_word" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"value" text NOT NULL,
	"base_form" text,
	"phonetic" text,
	"language_code" text NOT NULL,
	"difficulty" text DEFAULT 'intermediate' NOT NULL,
	"frequency" text DEFAULT 'medium' NOT NULL,
	"definitions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"examples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"synonyms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "global_word_difficulty_check" CHECK ("global_word"."difficulty" in ('beginner', 'intermediate', 'advanced')),
	CONSTRAINT "global_word_frequency_check" CHECK ("global_word"."frequency" in ('high', 'medium', 'low')),
	CONSTRAINT "global_word_language_code_check" CHECK (char_length("global_word"."language_code") between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "story" ADD CONSTRAINT "story_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_set" ADD CONSTRAINT "study_set_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_set_item" ADD CONSTRAINT "study_set_item_study_set_id_study_set_id_fk" FOREIGN KEY ("study_set_id") REFERENCES "public"."study_set"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_set_item" ADD CONSTRAINT "study_set_item_user_word_id_user_word_id_fk" FOREIGN KEY ("user_word_id") REFERENCES "public"."user_word"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_word" ADD CONSTRAINT "user_word_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_word" ADD CONSTRAINT "user_word_global_word_id_global_word_id_fk" FOREIGN KEY ("global_word_id") REFERENCES "public"."global_word"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profile" ADD CONSTRAINT "user_profile_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "story_user_created_idx" ON "story" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "study_set_user_created_idx" ON "study_set" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "study_set_item_set_position_idx" ON "study_set_item" USING btree ("study_set_id","position");--> statement-breakpoint
CREATE INDEX "study_set_item_user_word_idx" ON "study_set_item" USING btree ("user_word_id");--> statement-breakpoint
CREATE INDEX "user_word_user_created_idx" ON "user_word" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_word_user_due_idx" ON "user_word" USING btree ("user_id","due_at");--> statement-breakpoint
CREATE INDEX "user_word_global_word_idx" ON "user_word" USING btree ("global_word_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_store_transaction_unique" ON "purchase" USING btree ("store","transaction_id");--> statement-breakpoint
CREATE INDEX "purchase_owner_idx" ON "purchase" USING btree ("owner_id","purchased_at");--> statement-breakpoint
CREATE INDEX "purchase_original_transaction_idx" ON "purchase" USING btree ("original_transaction_id");--> statement-breakpoint
CREATE INDEX "purchase_app_user_idx" ON "purchase" USING btree ("app_user_id");--> statement-breakpoint
CREATE INDEX "purchase_purchased_at_idx" ON "purchase" USING btree ("purchased_at","id");--> statement-breakpoint
CREATE INDEX "purchase_status_idx" ON "purchase" USING btree ("status","purchased_at");--> statement-breakpoint
CREATE INDEX "purchase_environment_idx" ON "purchase" USING btree ("environment","purchased_at");--> statement-breakpoint
CREATE INDEX "purchase_store_idx" ON "purchase" USING btree ("store");--> statement-breakpoint
CREATE INDEX "purchase_product_idx" ON "purchase" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "purchase_user_email_trgm_idx" ON "purchase" USING gin ("user_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_user_name_trgm_idx" ON "purchase" USING gin ("user_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_id_trgm_idx" ON "purchase" USING gin ("id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_order_id_trgm_idx" ON "purchase" USING gin ("order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_transaction_id_trgm_idx" ON "purchase" USING gin ("transaction_id" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "global_word_language_value_unique" ON "global_word" USING btree ("language_code","value");--> statement-breakpoint
CREATE INDEX "global_word_value_trgm_idx" ON "global_word" USING gin ("value" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "global_word_base_form_trgm_idx" ON "global_word" USING gin ("base_form" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "global_word_created_at_idx" ON "global_word" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "global_word_language_created_idx" ON "global_word" USING btree ("language_code","created_at","id");--> statement-breakpoint
CREATE INDEX "global_word_difficulty_created_idx" ON "global_word" USING btree ("difficulty","created_at","id");--> statement-breakpoint
CREATE INDEX "user_email_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_name_trgm_idx" ON "user" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_id_trgm_idx" ON "user" USING gin ("id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_last_sign_in_at_idx" ON "user" USING btree ("last_sign_in_at");