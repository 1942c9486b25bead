import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_availability" AS ENUM('available', 'few', 'sold_out');
  CREATE TYPE "public"."enum__events_v_version_availability" AS ENUM('available', 'few', 'sold_out');
  ALTER TABLE "events" ADD COLUMN "availability" "enum_events_availability";
  ALTER TABLE "_events_v" ADD COLUMN "version_availability" "enum__events_v_version_availability";
  ALTER TABLE "seat_groups" ADD COLUMN "companion_seat" boolean DEFAULT false;
  ALTER TABLE "reservations" ADD COLUMN "seats" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "few_tickets_threshold" numeric DEFAULT 10;
  CREATE INDEX "seat_group_status_expires_at_seats_idx" ON "reservations" USING btree ("seat_group_id","status","expires_at","seats");
  CREATE INDEX "timeslot_status_expires_at_seats_idx" ON "reservations" USING btree ("timeslot_id","status","expires_at","seats");
  CREATE INDEX "cart_status_idx" ON "reservations" USING btree ("cart_id","status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "seat_group_status_expires_at_seats_idx";
  DROP INDEX "timeslot_status_expires_at_seats_idx";
  DROP INDEX "cart_status_idx";
  ALTER TABLE "events" DROP COLUMN "availability";
  ALTER TABLE "_events_v" DROP COLUMN "version_availability";
  ALTER TABLE "seat_groups" DROP COLUMN "companion_seat";
  ALTER TABLE "reservations" DROP COLUMN "seats";
  ALTER TABLE "site_settings" DROP COLUMN "few_tickets_threshold";
  DROP TYPE "public"."enum_events_availability";
  DROP TYPE "public"."enum__events_v_version_availability";`)
}
