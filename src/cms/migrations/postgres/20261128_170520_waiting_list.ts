import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_waiting_list_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_waiting_list_status" AS ENUM('unconfirmed', 'waiting', 'offered', 'accepted', 'lapsed', 'left');
  CREATE TABLE "waiting_list" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"seat_group_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"lines" jsonb NOT NULL,
  	"locale" "enum_waiting_list_locale" DEFAULT 'de' NOT NULL,
  	"status" "enum_waiting_list_status" DEFAULT 'unconfirmed' NOT NULL,
  	"confirm_by" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"offered_at" timestamp(3) with time zone,
  	"offer_until" timestamp(3) with time zone,
  	"link_salt" varchar,
  	"client_key" varchar,
  	"email_key" varchar,
  	"offer_cart" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "waiting_list_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "waitlist_offer_hours" numeric DEFAULT 24;
  ALTER TABLE "site_settings" ADD COLUMN "waitlist_offer_hours_on_the_day" numeric DEFAULT 2;
  ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_seat_group_id_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."seat_groups"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "waiting_list_event_idx" ON "waiting_list" USING btree ("event_id");
  CREATE INDEX "waiting_list_seat_group_idx" ON "waiting_list" USING btree ("seat_group_id");
  CREATE INDEX "waiting_list_email_idx" ON "waiting_list" USING btree ("email");
  CREATE INDEX "waiting_list_status_idx" ON "waiting_list" USING btree ("status");
  CREATE INDEX "waiting_list_offer_until_idx" ON "waiting_list" USING btree ("offer_until");
  CREATE INDEX "waiting_list_link_salt_idx" ON "waiting_list" USING btree ("link_salt");
  CREATE INDEX "waiting_list_client_key_idx" ON "waiting_list" USING btree ("client_key");
  CREATE INDEX "waiting_list_email_key_idx" ON "waiting_list" USING btree ("email_key");
  CREATE INDEX "waiting_list_offer_cart_idx" ON "waiting_list" USING btree ("offer_cart");
  CREATE INDEX "waiting_list_updated_at_idx" ON "waiting_list" USING btree ("updated_at");
  CREATE INDEX "waiting_list_created_at_idx" ON "waiting_list" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_waiting_list_fk" FOREIGN KEY ("waiting_list_id") REFERENCES "public"."waiting_list"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_waiting_list_id_idx" ON "payload_locked_documents_rels" USING btree ("waiting_list_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "waiting_list" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "waiting_list" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_waiting_list_fk";
  
  DROP INDEX "payload_locked_documents_rels_waiting_list_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "waiting_list_id";
  ALTER TABLE "site_settings" DROP COLUMN "waitlist_offer_hours";
  ALTER TABLE "site_settings" DROP COLUMN "waitlist_offer_hours_on_the_day";
  DROP TYPE "public"."enum_waiting_list_locale";
  DROP TYPE "public"."enum_waiting_list_status";`)
}
