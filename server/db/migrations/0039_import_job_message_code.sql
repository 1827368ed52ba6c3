-- A failed import's reason as a code beside its English message (server/imports/job-failures.ts), so
-- the import screen says it in the learner's language. Jobs that failed before it get theirs from
-- their message: the fixed ones by their words, the UTF-8 refusal by its own, any other a refused file.
ALTER TABLE "import_job" ADD COLUMN "message_code" text;--> statement-breakpoint
UPDATE "import_job" SET "message_code" = CASE "message"
  WHEN 'The import failed on our side. Nothing was changed; please try again.' THEN 'IMPORT_FAILED'
  WHEN 'The import stopped on our side partway through. The words it added are kept; import the file again to add the rest.' THEN 'IMPORT_FAILED_PARTLY'
  WHEN 'The import stopped on our side: the server holding your file is gone. Nothing was changed; please upload the file again.' THEN 'IMPORT_STRANDED'
  WHEN 'The import stopped on our side partway through: the server holding your file is gone. The words it added are kept; upload the file again to add the rest.' THEN 'IMPORT_STRANDED_PARTLY'
  WHEN 'The uploaded file is gone; please upload it again.' THEN 'IMPORT_FILE_GONE'
  WHEN 'This file is not UTF-8 text. In Excel, save it as CSV UTF-8 (Comma delimited) and try again.' THEN 'IMPORT_FILE_NOT_UTF8'
  ELSE 'IMPORT_FILE_REFUSED'
END
WHERE "status" = 'failed' AND "message" IS NOT NULL;
