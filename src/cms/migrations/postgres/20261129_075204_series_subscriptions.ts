import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_orders_lines_kind" ADD VALUE 'subscription';
  ALTER TABLE "series" ADD COLUMN "subscription_on_sale" boolean DEFAULT false;
  ALTER TABLE "series" ADD COLUMN "subscription_price_cents" numeric;
  ALTER TABLE "series" ADD COLUMN "subscription_seat_group" varchar;
  ALTER TABLE "_series_v" ADD COLUMN "version_subscription_on_sale" boolean DEFAULT false;
  ALTER TABLE "_series_v" ADD COLUMN "version_subscription_price_cents" numeric;
  ALTER TABLE "_series_v" ADD COLUMN "version_subscription_seat_group" varchar;
  ALTER TABLE "reservations" ADD COLUMN "subscription_key" varchar;
  ALTER TABLE "reservations" ADD COLUMN "series_id" integer;
  ALTER TABLE "orders_lines" ADD COLUMN "subscription_key" varchar;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reservations_subscription_key_idx" ON "reservations" USING btree ("subscription_key");
  CREATE INDEX "reservations_series_idx" ON "reservations" USING btree ("series_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" DROP CONSTRAINT "reservations_series_id_series_id_fk";
  
  ALTER TABLE "orders_lines" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "orders_lines" ALTER COLUMN "kind" SET DEFAULT 'ticket'::text;
  DROP TYPE "public"."enum_orders_lines_kind";
  CREATE TYPE "public"."enum_orders_lines_kind" AS ENUM('ticket', 'voucher');
  ALTER TABLE "orders_lines" ALTER COLUMN "kind" SET DEFAULT 'ticket'::"public"."enum_orders_lines_kind";
  ALTER TABLE "orders_lines" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_orders_lines_kind" USING "kind"::"public"."enum_orders_lines_kind";
  DROP INDEX "reservations_subscription_key_idx";
  DROP INDEX "reservations_series_idx";
  ALTER TABLE "series" DROP COLUMN "subscription_on_sale";
  ALTER TABLE "series" DROP COLUMN "subscription_price_cents";
  ALTER TABLE "series" DROP COLUMN "subscription_seat_group";
  ALTER TABLE "_series_v" DROP COLUMN "version_subscription_on_sale";
  ALTER TABLE "_series_v" DROP COLUMN "version_subscription_price_cents";
  ALTER TABLE "_series_v" DROP COLUMN "version_subscription_seat_group";
  ALTER TABLE "reservations" DROP COLUMN "subscription_key";
  ALTER TABLE "reservations" DROP COLUMN "series_id";
  ALTER TABLE "orders_lines" DROP COLUMN "subscription_key";`)
}
