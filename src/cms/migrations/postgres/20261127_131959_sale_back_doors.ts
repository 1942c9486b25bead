import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { buyerDigest } from '../../rules/buyer'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_cancel_reason" AS ENUM('box_office', 'lapsed', 'unconfirmed');
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'pending' BEFORE 'confirmed';
  ALTER TABLE "orders" ALTER COLUMN "confirmed_at" DROP NOT NULL;
  ALTER TABLE "orders" ADD COLUMN "buyer_key" varchar;
  ALTER TABLE "orders" ADD COLUMN "confirm_token" varchar;
  ALTER TABLE "orders" ADD COLUMN "confirm_claim" varchar;
  ALTER TABLE "orders" ADD COLUMN "confirm_by" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "cancel_reason" "enum_orders_cancel_reason";
  ALTER TABLE "site_settings" ADD COLUMN "box_office_lapse_minutes" numeric DEFAULT 30;
  CREATE INDEX "reservations_client_key_idx" ON "reservations" USING btree ("client_key");
  CREATE INDEX "orders_buyer_key_idx" ON "orders" USING btree ("buyer_key");
  CREATE INDEX "orders_confirm_token_idx" ON "orders" USING btree ("confirm_token");
  CREATE INDEX "buyer_key_status_idx" ON "orders" USING btree ("buyer_key","status");
  CREATE INDEX "customer_status_idx" ON "orders" USING btree ("customer_id","status");`)
  // Orders placed before: their buyer as the caps count them (decision 031), and why a cancelled one was cancelled.
  const orders = await db.execute(sql`SELECT "id", "email" FROM "orders"`)
  for (const order of orders.rows as { id: number; email: string }[]) await db.execute(sql`UPDATE "orders" SET "buyer_key" = ${buyerDigest(order.email)} WHERE "id" = ${order.id}`)
  await db.execute(sql`UPDATE "orders" SET "cancel_reason" = 'box_office' WHERE "status" = 'cancelled'`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'confirmed'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('confirmed', 'cancelled');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'confirmed'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  DROP INDEX "reservations_client_key_idx";
  DROP INDEX "orders_buyer_key_idx";
  DROP INDEX "orders_confirm_token_idx";
  DROP INDEX "buyer_key_status_idx";
  DROP INDEX "customer_status_idx";
  ALTER TABLE "orders" ALTER COLUMN "confirmed_at" SET NOT NULL;
  ALTER TABLE "orders" DROP COLUMN "buyer_key";
  ALTER TABLE "orders" DROP COLUMN "confirm_token";
  ALTER TABLE "orders" DROP COLUMN "confirm_claim";
  ALTER TABLE "orders" DROP COLUMN "confirm_by";
  ALTER TABLE "orders" DROP COLUMN "cancel_reason";
  ALTER TABLE "site_settings" DROP COLUMN "box_office_lapse_minutes";
  DROP TYPE "public"."enum_orders_cancel_reason";`)
}
