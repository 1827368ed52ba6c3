-- Lookups no index served. Better Auth finds a user by the email as it stores it (lower-cased),
-- "email" = $1: the unique index on lower(email) cannot serve that, so every sign-in, sign-up,
-- verification and password reset read the whole user table (661 pages at 20,000 users). Expired
-- sign-in lockouts are cleared by their end time, which read every lockout. And deleting a study set
-- (or a learner, through their sets) removed its curated-collection link by a column without an index,
-- reading every learner's links.
CREATE INDEX "sign_in_lockout_locked_until_idx" ON "sign_in_lockout" USING btree ("locked_until");--> statement-breakpoint
CREATE INDEX "user_email_idx" ON "user" USING btree ("email");--> statement-breakpoint
CREATE INDEX "learner_collection_study_set_idx" ON "learner_collection" USING btree ("study_set_id");