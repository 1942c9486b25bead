import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" ADD COLUMN "calendar_token" varchar;
  CREATE UNIQUE INDEX "customers_calendar_token_idx" ON "customers" USING btree ("calendar_token");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "customers_calendar_token_idx";
  ALTER TABLE "customers" DROP COLUMN "calendar_token";`)
}
