import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Search results group a production's performances (issue 29): each search entry names its group,
 * 'productions:{id}' for a performance of a production, else nothing (the entry is its own group).
 * Written by hand like the search tables; existing performances get their group here.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "search_entries" ADD COLUMN "group_key" varchar;
  UPDATE "search_entries" AS s SET "group_key" = 'productions:' || e."production_id" FROM "events" AS e WHERE s."collection" = 'events' AND e."id" = s."doc_id" AND e."production_id" IS NOT NULL;
  CREATE INDEX "search_entries_group_idx" ON "search_entries" USING btree ("group_key");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "search_entries_group_idx";
  ALTER TABLE "search_entries" DROP COLUMN "group_key";`)
}
