CREATE TABLE "spoken_word" (
	"language_code" text NOT NULL,
	"text" text NOT NULL,
	"wav" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spoken_word_language_code_text_pk" PRIMARY KEY("language_code","text")
);
