ALTER TABLE "purchase" DROP CONSTRAINT "purchase_owner_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "purchase" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase" ADD COLUMN "new_product_id" text;--> statement-breakpoint
ALTER TABLE "purchase" ADD COLUMN "grace_period_expiration_at_ms" bigint;--> statement-breakpoint
ALTER TABLE "purchase" ADD COLUMN "last_event_at_ms" bigint;--> statement-breakpoint
ALTER TABLE "purchase" ADD COLUMN "temporary_grant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written (keep at merge):
-- ADR 0006: premium from purchases becomes premium_until, by the rule of
-- server/services/purchases/purchase-access.ts with its default policy (production purchases only).
UPDATE "user" SET "premium_until" = "latest"."until"
FROM (
  SELECT "owner_id", max(CASE
    WHEN "status" IN (1, 2)
      THEN coalesce(to_timestamp("expiration_at_ms" / 1000.0), '9999-12-31T23:59:59.000Z'::timestamptz)
    WHEN "status" = 3 THEN to_timestamp(greatest("grace_period_expiration_at_ms", "expiration_at_ms") / 1000.0)
    WHEN "status" = 5 THEN to_timestamp("expiration_at_ms" / 1000.0)
  END) AS "until"
  FROM "purchase"
  WHERE "owner_id" IS NOT NULL AND jsonb_array_length("entitlement_ids") > 0 AND "environment" = 'PRODUCTION'
  GROUP BY "owner_id"
) AS "latest"
WHERE "latest"."owner_id" = "user"."id";
--> statement-breakpoint
-- is_premium keeps only an administrator's grant: true stays where the latest premium change on
-- record is an administrator's; with nothing on record, only for users who never bought anything.
UPDATE "user" SET "is_premium" = false
WHERE "is_premium" AND coalesce(
  (SELECT "a"."action" <> 'user.claims.update' FROM "audit_log" AS "a"
    WHERE "a"."target_type" = 'user' AND "a"."target_id" = "user"."id"
      AND "a"."action" IN ('user.claims.update', 'user.premium-granted', 'user.premium-revoked')
    ORDER BY "a"."created_at" DESC LIMIT 1),
  EXISTS (SELECT 1 FROM "purchase" AS "p" WHERE "p"."owner_id" = "user"."id"));
