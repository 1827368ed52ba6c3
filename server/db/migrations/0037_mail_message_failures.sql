-- Only failures that are the message's own (its recipient or data refused, a send cut off) count toward
-- MAIL_MAX_ATTEMPTS: a mail server that is down or misconfigured delays mail instead of failing it.
ALTER TABLE "mail_outbox" ADD COLUMN "message_failures" integer DEFAULT 0 NOT NULL;
