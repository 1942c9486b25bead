import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_payment" AS ENUM('box_office', 'invoice');
  CREATE TYPE "public"."enum_orders_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_tickets_status" AS ENUM('valid', 'cancelled');
  CREATE TABLE "tickets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"order_id" integer NOT NULL,
  	"customer_id" integer,
  	"reservation_id" integer NOT NULL,
  	"event_id" integer NOT NULL,
  	"seat_group_id" integer NOT NULL,
  	"price_id" integer NOT NULL,
  	"status" "enum_tickets_status" DEFAULT 'valid',
  	"checked_in_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "street" varchar;
  ALTER TABLE "orders" ADD COLUMN "postal_code" varchar;
  ALTER TABLE "orders" ADD COLUMN "city" varchar;
  ALTER TABLE "orders" ADD COLUMN "country" varchar;
  ALTER TABLE "orders" ADD COLUMN "payment" "enum_orders_payment" DEFAULT 'box_office';
  ALTER TABLE "orders" ADD COLUMN "locale" "enum_orders_locale" DEFAULT 'de';
  ALTER TABLE "orders" ADD COLUMN "access_key" varchar;
  ALTER TABLE "orders" ADD COLUMN "mail_sent_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "_verified" boolean;
  ALTER TABLE "customers" ADD COLUMN "_verificationtoken" varchar;
  UPDATE "customers" SET "_verified" = true;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tickets_id" integer;
  ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tickets" ADD CONSTRAINT "tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tickets" ADD CONSTRAINT "tickets_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tickets" ADD CONSTRAINT "tickets_seat_group_id_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."seat_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tickets" ADD CONSTRAINT "tickets_price_id_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."prices"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "tickets_code_idx" ON "tickets" USING btree ("code");
  CREATE INDEX "tickets_order_idx" ON "tickets" USING btree ("order_id");
  CREATE INDEX "tickets_customer_idx" ON "tickets" USING btree ("customer_id");
  CREATE INDEX "tickets_reservation_idx" ON "tickets" USING btree ("reservation_id");
  CREATE INDEX "tickets_event_idx" ON "tickets" USING btree ("event_id");
  CREATE INDEX "tickets_seat_group_idx" ON "tickets" USING btree ("seat_group_id");
  CREATE INDEX "tickets_price_idx" ON "tickets" USING btree ("price_id");
  CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status");
  CREATE INDEX "tickets_updated_at_idx" ON "tickets" USING btree ("updated_at");
  CREATE INDEX "tickets_created_at_idx" ON "tickets" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tickets_fk" FOREIGN KEY ("tickets_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_access_key_idx" ON "orders" USING btree ("access_key");
  CREATE INDEX "payload_locked_documents_rels_tickets_id_idx" ON "payload_locked_documents_rels" USING btree ("tickets_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tickets" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tickets" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tickets_fk";
  
  DROP INDEX "orders_access_key_idx";
  DROP INDEX "payload_locked_documents_rels_tickets_id_idx";
  ALTER TABLE "orders" DROP COLUMN "street";
  ALTER TABLE "orders" DROP COLUMN "postal_code";
  ALTER TABLE "orders" DROP COLUMN "city";
  ALTER TABLE "orders" DROP COLUMN "country";
  ALTER TABLE "orders" DROP COLUMN "payment";
  ALTER TABLE "orders" DROP COLUMN "locale";
  ALTER TABLE "orders" DROP COLUMN "access_key";
  ALTER TABLE "orders" DROP COLUMN "mail_sent_at";
  ALTER TABLE "orders" DROP COLUMN "cancelled_at";
  ALTER TABLE "customers" DROP COLUMN "_verified";
  ALTER TABLE "customers" DROP COLUMN "_verificationtoken";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tickets_id";
  DROP TYPE "public"."enum_orders_payment";
  DROP TYPE "public"."enum_orders_locale";
  DROP TYPE "public"."enum_tickets_status";`)
}
