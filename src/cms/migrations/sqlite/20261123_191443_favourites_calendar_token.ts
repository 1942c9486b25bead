import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customers\` ADD \`calendar_token\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_calendar_token_idx\` ON \`customers\` (\`calendar_token\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`customers_calendar_token_idx\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`calendar_token\`;`)
}
