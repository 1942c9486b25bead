import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_payment_status" AS ENUM('awaiting', 'paid');
  CREATE TABLE "sale_limits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"max_tickets_per_cart" numeric DEFAULT 10 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "reservations" ADD COLUMN "client_key" varchar;
  ALTER TABLE "reservations" ADD COLUMN "renewals" numeric DEFAULT 0;
  ALTER TABLE "orders" ADD COLUMN "payment_status" "enum_orders_payment_status" DEFAULT 'awaiting';
  ALTER TABLE "orders" ADD COLUMN "payment_due" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sale_limits_id" integer;
  ALTER TABLE "sale_limits" ADD CONSTRAINT "sale_limits_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "sale_limits_event_idx" ON "sale_limits" USING btree ("event_id");
  CREATE INDEX "sale_limits_updated_at_idx" ON "sale_limits" USING btree ("updated_at");
  CREATE INDEX "sale_limits_created_at_idx" ON "sale_limits" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sale_limits_fk" FOREIGN KEY ("sale_limits_id") REFERENCES "public"."sale_limits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status");
  CREATE INDEX "payload_locked_documents_rels_sale_limits_id_idx" ON "payload_locked_documents_rels" USING btree ("sale_limits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sale_limits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sale_limits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sale_limits_fk";
  
  DROP INDEX "orders_payment_status_idx";
  DROP INDEX "payload_locked_documents_rels_sale_limits_id_idx";
  ALTER TABLE "reservations" DROP COLUMN "client_key";
  ALTER TABLE "reservations" DROP COLUMN "renewals";
  ALTER TABLE "orders" DROP COLUMN "payment_status";
  ALTER TABLE "orders" DROP COLUMN "payment_due";
  ALTER TABLE "orders" DROP COLUMN "paid_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sale_limits_id";
  DROP TYPE "public"."enum_orders_payment_status";`)
}
