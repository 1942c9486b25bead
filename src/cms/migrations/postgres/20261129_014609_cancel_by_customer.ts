import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_orders_cancel_reason" ADD VALUE 'customer';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ALTER COLUMN "cancel_reason" SET DATA TYPE text;
  DROP TYPE "public"."enum_orders_cancel_reason";
  CREATE TYPE "public"."enum_orders_cancel_reason" AS ENUM('box_office', 'lapsed', 'unconfirmed', 'account_deleted');
  ALTER TABLE "orders" ALTER COLUMN "cancel_reason" SET DATA TYPE "public"."enum_orders_cancel_reason" USING "cancel_reason"::"public"."enum_orders_cancel_reason";`)
}
