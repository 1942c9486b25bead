import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Search results group a production's performances (issue 29): each search entry names its group,
 * 'productions:{id}' for a performance of a production, else nothing (the entry is its own group).
 * Written by hand like the search tables; existing performances get their group here.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search_entries\` ADD \`group_key\` text;`)
  await db.run(
    sql`UPDATE \`search_entries\` SET \`group_key\` = 'productions:' || (SELECT \`production_id\` FROM \`events\` WHERE \`events\`.\`id\` = \`search_entries\`.\`doc_id\`)
      WHERE \`collection\` = 'events' AND (SELECT \`production_id\` FROM \`events\` WHERE \`events\`.\`id\` = \`search_entries\`.\`doc_id\`) IS NOT NULL;`,
  )
  await db.run(sql`CREATE INDEX \`search_entries_group_idx\` ON \`search_entries\` (\`group_key\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`search_entries_group_idx\`;`)
  await db.run(sql`ALTER TABLE \`search_entries\` DROP COLUMN \`group_key\`;`)
}
