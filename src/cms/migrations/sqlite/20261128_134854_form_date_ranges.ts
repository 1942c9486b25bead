import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`forms_fields\` ADD \`date_range\` text DEFAULT 'any';`)
  await db.run(sql`ALTER TABLE \`forms_fields\` ADD \`min_age\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`forms_fields\` DROP COLUMN \`date_range\`;`)
  await db.run(sql`ALTER TABLE \`forms_fields\` DROP COLUMN \`min_age\`;`)
}
