import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_credit_movements_kind" ADD VALUE 'payout';
  ALTER TABLE "refunds" ALTER COLUMN "order_id" DROP NOT NULL;
  ALTER TABLE "refunds" ADD COLUMN "customer_id" integer;
  ALTER TABLE "refunds" ADD CONSTRAINT "refunds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "refunds_customer_idx" ON "refunds" USING btree ("customer_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "refunds" DROP CONSTRAINT "refunds_customer_id_customers_id_fk";
  
  ALTER TABLE "credit_movements" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_credit_movements_kind";
  CREATE TYPE "public"."enum_credit_movements_kind" AS ENUM('refund', 'spent', 'returned');
  ALTER TABLE "credit_movements" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_credit_movements_kind" USING "kind"::"public"."enum_credit_movements_kind";
  DROP INDEX "refunds_customer_idx";
  ALTER TABLE "refunds" ALTER COLUMN "order_id" SET NOT NULL;
  ALTER TABLE "refunds" DROP COLUMN "customer_id";`)
}
