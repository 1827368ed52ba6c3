-- When a worker on the host holding an import's file last showed it is alive. A queued or running job
-- no worker there has marked for a few leases is stranded (its server is gone: a deploy, a crash, a new
-- container name) and another server ends it, instead of it waiting for ever. Null until then: a job
-- counts from its updated_at.
ALTER TABLE "import_job" ADD COLUMN "heartbeat_at" timestamp with time zone;
