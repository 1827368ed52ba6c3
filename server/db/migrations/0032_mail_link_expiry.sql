-- A mail's link can stop working before a retry delivers it (a password reset's works for an hour, and
-- the mail says so): the outbox keeps when, and the worker fails such mail instead of sending a dead link.
ALTER TABLE "mail_outbox" ADD COLUMN "link_expires_at" timestamp with time zone;
