import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_orders_cancel_reason" ADD VALUE 'account_deleted';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purge-personal-data' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purge-personal-data' BEFORE 'schedulePublish';
  ALTER TABLE "form_entries" ADD COLUMN "customer_id" integer;
  ALTER TABLE "orders" ADD COLUMN "personal_data_erased_at" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "calendar_token_used_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "retention_form_entries_months" numeric DEFAULT 6;
  ALTER TABLE "site_settings" ADD COLUMN "retention_carts_days" numeric DEFAULT 30;
  ALTER TABLE "site_settings" ADD COLUMN "retention_calendar_months" numeric DEFAULT 12;
  ALTER TABLE "form_entries" ADD CONSTRAINT "form_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "form_entries_customer_idx" ON "form_entries" USING btree ("customer_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_entries" DROP CONSTRAINT "form_entries_customer_id_customers_id_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "cancel_reason" SET DATA TYPE text;
  DROP TYPE "public"."enum_orders_cancel_reason";
  CREATE TYPE "public"."enum_orders_cancel_reason" AS ENUM('box_office', 'lapsed', 'unconfirmed');
  ALTER TABLE "orders" ALTER COLUMN "cancel_reason" SET DATA TYPE "public"."enum_orders_cancel_reason" USING "cancel_reason"::"public"."enum_orders_cancel_reason";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'cancel-overdue-orders', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'cancel-overdue-orders', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "form_entries_customer_idx";
  ALTER TABLE "form_entries" DROP COLUMN "customer_id";
  ALTER TABLE "orders" DROP COLUMN "personal_data_erased_at";
  ALTER TABLE "customers" DROP COLUMN "calendar_token_used_at";
  ALTER TABLE "site_settings" DROP COLUMN "retention_form_entries_months";
  ALTER TABLE "site_settings" DROP COLUMN "retention_carts_days";
  ALTER TABLE "site_settings" DROP COLUMN "retention_calendar_months";`)
}
