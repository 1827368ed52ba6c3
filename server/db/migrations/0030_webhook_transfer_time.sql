-- A transfer delivered late (RevenueCat retries a failed delivery) follows the transfers after it, so
-- it does not undo them: the transfers are found by their event time without reading every event.
CREATE INDEX "webhook_event_transfer_time_idx" ON "webhook_event" USING btree ((("payload"->'event'->>'event_timestamp_ms')::bigint)) WHERE "webhook_event"."type" = 'TRANSFER';
