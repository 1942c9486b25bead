import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_refunds_method" AS ENUM('credit', 'bank');
  CREATE TYPE "public"."enum_refunds_status" AS ENUM('open', 'done');
  CREATE TYPE "public"."enum_credit_movements_kind" AS ENUM('refund', 'spent', 'returned');
  ALTER TYPE "public"."enum_orders_cancel_reason" ADD VALUE 'performance_cancelled';
  CREATE TABLE "refunds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"event_id" integer,
  	"amount_cents" numeric NOT NULL,
  	"method" "enum_refunds_method" NOT NULL,
  	"status" "enum_refunds_status" NOT NULL,
  	"done_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "credit_movements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"order_id" integer,
  	"amount_cents" numeric NOT NULL,
  	"kind" "enum_credit_movements_kind" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "credit_cents" numeric DEFAULT 0;
  ALTER TABLE "customers" ADD COLUMN "credit_cents" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "refunds_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "credit_movements_id" integer;
  ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refunds" ADD CONSTRAINT "refunds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");
  CREATE INDEX "refunds_event_idx" ON "refunds" USING btree ("event_id");
  CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status");
  CREATE INDEX "refunds_updated_at_idx" ON "refunds" USING btree ("updated_at");
  CREATE INDEX "refunds_created_at_idx" ON "refunds" USING btree ("created_at");
  CREATE INDEX "credit_movements_customer_idx" ON "credit_movements" USING btree ("customer_id");
  CREATE INDEX "credit_movements_order_idx" ON "credit_movements" USING btree ("order_id");
  CREATE INDEX "credit_movements_updated_at_idx" ON "credit_movements" USING btree ("updated_at");
  CREATE INDEX "credit_movements_created_at_idx" ON "credit_movements" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_refunds_fk" FOREIGN KEY ("refunds_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_credit_movements_fk" FOREIGN KEY ("credit_movements_id") REFERENCES "public"."credit_movements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_refunds_id_idx" ON "payload_locked_documents_rels" USING btree ("refunds_id");
  CREATE INDEX "payload_locked_documents_rels_credit_movements_id_idx" ON "payload_locked_documents_rels" USING btree ("credit_movements_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "refunds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "credit_movements" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "refunds" CASCADE;
  DROP TABLE "credit_movements" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_refunds_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_credit_movements_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "cancel_reason" SET DATA TYPE text;
  DROP TYPE "public"."enum_orders_cancel_reason";
  CREATE TYPE "public"."enum_orders_cancel_reason" AS ENUM('box_office', 'lapsed', 'unconfirmed', 'account_deleted', 'customer');
  ALTER TABLE "orders" ALTER COLUMN "cancel_reason" SET DATA TYPE "public"."enum_orders_cancel_reason" USING "cancel_reason"::"public"."enum_orders_cancel_reason";
  DROP INDEX "payload_locked_documents_rels_refunds_id_idx";
  DROP INDEX "payload_locked_documents_rels_credit_movements_id_idx";
  ALTER TABLE "orders" DROP COLUMN "credit_cents";
  ALTER TABLE "customers" DROP COLUMN "credit_cents";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "refunds_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "credit_movements_id";
  DROP TYPE "public"."enum_refunds_method";
  DROP TYPE "public"."enum_refunds_status";
  DROP TYPE "public"."enum_credit_movements_kind";`)
}
