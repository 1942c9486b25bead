import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`editing_sessions\` ADD \`module\` text;`)
  await db.run(sql`ALTER TABLE \`editing_sessions\` ADD \`dirty\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`editing_sessions\` ADD \`preview\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`editing_sessions\` DROP COLUMN \`module\`;`)
  await db.run(sql`ALTER TABLE \`editing_sessions\` DROP COLUMN \`dirty\`;`)
  await db.run(sql`ALTER TABLE \`editing_sessions\` DROP COLUMN \`preview\`;`)
}
