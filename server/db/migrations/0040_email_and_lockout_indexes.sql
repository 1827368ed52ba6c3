-- Better Auth finds a user by the email as it stores it (lower-cased), "email" = $1: the unique index on
-- lower(email) cannot serve that, so every sign-in, sign-up, verification and password reset read the
-- whole user table (661 pages at 20,000 users). And expired lockouts are cleared by their end time,
-- which read every lockout.
CREATE INDEX "sign_in_lockout_locked_until_idx" ON "sign_in_lockout" USING btree ("locked_until");--> statement-breakpoint
CREATE INDEX "user_email_idx" ON "user" USING btree ("email");