import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_lines_kind" AS ENUM('ticket', 'voucher');
  CREATE TYPE "public"."enum_voucher_movements_kind" AS ENUM('redeemed', 'box_office', 'returned');
  CREATE TABLE "vouchers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"order_id" integer NOT NULL,
  	"customer_id" integer,
  	"initial_cents" numeric NOT NULL,
  	"balance_cents" numeric NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "voucher_movements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"voucher_id" integer NOT NULL,
  	"order_id" integer NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"kind" "enum_voucher_movements_kind" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_vouchers_amounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"euros" numeric NOT NULL
  );
  
  ALTER TABLE "orders_lines" ALTER COLUMN "date_start" DROP NOT NULL;
  ALTER TABLE "orders_lines" ALTER COLUMN "seat_group" DROP NOT NULL;
  ALTER TABLE "orders_lines" ADD COLUMN "kind" "enum_orders_lines_kind" DEFAULT 'ticket';
  ALTER TABLE "orders" ADD COLUMN "voucher_cents" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vouchers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "voucher_movements_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "vouchers_free_min_euros" numeric DEFAULT 10;
  ALTER TABLE "site_settings" ADD COLUMN "vouchers_free_max_euros" numeric DEFAULT 300;
  ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "voucher_movements" ADD CONSTRAINT "voucher_movements_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "voucher_movements" ADD CONSTRAINT "voucher_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_vouchers_amounts" ADD CONSTRAINT "site_settings_vouchers_amounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "vouchers_code_idx" ON "vouchers" USING btree ("code");
  CREATE INDEX "vouchers_order_idx" ON "vouchers" USING btree ("order_id");
  CREATE INDEX "vouchers_customer_idx" ON "vouchers" USING btree ("customer_id");
  CREATE INDEX "vouchers_expires_at_idx" ON "vouchers" USING btree ("expires_at");
  CREATE INDEX "vouchers_updated_at_idx" ON "vouchers" USING btree ("updated_at");
  CREATE INDEX "vouchers_created_at_idx" ON "vouchers" USING btree ("created_at");
  CREATE INDEX "voucher_movements_voucher_idx" ON "voucher_movements" USING btree ("voucher_id");
  CREATE INDEX "voucher_movements_order_idx" ON "voucher_movements" USING btree ("order_id");
  CREATE INDEX "voucher_movements_updated_at_idx" ON "voucher_movements" USING btree ("updated_at");
  CREATE INDEX "voucher_movements_created_at_idx" ON "voucher_movements" USING btree ("created_at");
  CREATE INDEX "voucher_order_idx" ON "voucher_movements" USING btree ("voucher_id","order_id");
  CREATE INDEX "site_settings_vouchers_amounts_order_idx" ON "site_settings_vouchers_amounts" USING btree ("_order");
  CREATE INDEX "site_settings_vouchers_amounts_parent_id_idx" ON "site_settings_vouchers_amounts" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vouchers_fk" FOREIGN KEY ("vouchers_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_voucher_movements_fk" FOREIGN KEY ("voucher_movements_id") REFERENCES "public"."voucher_movements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_vouchers_id_idx" ON "payload_locked_documents_rels" USING btree ("vouchers_id");
  CREATE INDEX "payload_locked_documents_rels_voucher_movements_id_idx" ON "payload_locked_documents_rels" USING btree ("voucher_movements_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vouchers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "voucher_movements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_vouchers_amounts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "vouchers" CASCADE;
  DROP TABLE "voucher_movements" CASCADE;
  DROP TABLE "site_settings_vouchers_amounts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vouchers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_voucher_movements_fk";
  
  DROP INDEX "payload_locked_documents_rels_vouchers_id_idx";
  DROP INDEX "payload_locked_documents_rels_voucher_movements_id_idx";
  ALTER TABLE "orders_lines" ALTER COLUMN "date_start" SET NOT NULL;
  ALTER TABLE "orders_lines" ALTER COLUMN "seat_group" SET NOT NULL;
  ALTER TABLE "orders_lines" DROP COLUMN "kind";
  ALTER TABLE "orders" DROP COLUMN "voucher_cents";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vouchers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "voucher_movements_id";
  ALTER TABLE "site_settings" DROP COLUMN "vouchers_free_min_euros";
  ALTER TABLE "site_settings" DROP COLUMN "vouchers_free_max_euros";
  DROP TYPE "public"."enum_orders_lines_kind";
  DROP TYPE "public"."enum_voucher_movements_kind";`)
}
