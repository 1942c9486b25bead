import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_payment_status" AS ENUM('awaiting', 'paid');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'cancel-overdue-orders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'cancel-overdue-orders' BEFORE 'schedulePublish';
  CREATE TABLE "sale_limits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"max_tickets_per_cart" numeric DEFAULT 10 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "reservations" ADD COLUMN "client_key" varchar;
  ALTER TABLE "reservations" ADD COLUMN "renewals" numeric DEFAULT 0;
  ALTER TABLE "orders" ADD COLUMN "payment_status" "enum_orders_payment_status" DEFAULT 'awaiting';
  ALTER TABLE "orders" ADD COLUMN "payment_due" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "pending_email" varchar;
  ALTER TABLE "customers" ADD COLUMN "email_change_token" varchar;
  ALTER TABLE "customers" ADD COLUMN "email_change_expires" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sale_limits_id" integer;
  ALTER TABLE "sale_limits" ADD CONSTRAINT "sale_limits_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "sale_limits_event_idx" ON "sale_limits" USING btree ("event_id");
  CREATE INDEX "sale_limits_updated_at_idx" ON "sale_limits" USING btree ("updated_at");
  CREATE INDEX "sale_limits_created_at_idx" ON "sale_limits" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sale_limits_fk" FOREIGN KEY ("sale_limits_id") REFERENCES "public"."sale_limits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status");
  CREATE INDEX "customers_email_change_token_idx" ON "customers" USING btree ("email_change_token");
  CREATE INDEX "payload_locked_documents_rels_sale_limits_id_idx" ON "payload_locked_documents_rels" USING btree ("sale_limits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sale_limits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sale_limits" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sale_limits_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "orders_payment_status_idx";
  DROP INDEX "customers_email_change_token_idx";
  DROP INDEX "payload_locked_documents_rels_sale_limits_id_idx";
  ALTER TABLE "reservations" DROP COLUMN "client_key";
  ALTER TABLE "reservations" DROP COLUMN "renewals";
  ALTER TABLE "orders" DROP COLUMN "payment_status";
  ALTER TABLE "orders" DROP COLUMN "payment_due";
  ALTER TABLE "orders" DROP COLUMN "paid_at";
  ALTER TABLE "customers" DROP COLUMN "pending_email";
  ALTER TABLE "customers" DROP COLUMN "email_change_token";
  ALTER TABLE "customers" DROP COLUMN "email_change_expires";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sale_limits_id";
  DROP TYPE "public"."enum_orders_payment_status";`)
}
