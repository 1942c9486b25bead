import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_horizontal_small_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_horizontal_small_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_horizontal_small_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_horizontal_small_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_horizontal_small_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_horizontal_small_filename\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_horizontal_small_avif_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_horizontal_small_avif_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_horizontal_small_avif_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_horizontal_small_avif_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_horizontal_small_avif_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_horizontal_small_avif_filename\` text;`)
  await db.run(sql`CREATE INDEX \`media_sizes_horizontal_small_sizes_horizontal_small_file_idx\` ON \`media\` (\`sizes_horizontal_small_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_horizontal_small_avif_sizes_horizontal_small_idx\` ON \`media\` (\`sizes_horizontal_small_avif_filename\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`media_sizes_horizontal_small_sizes_horizontal_small_file_idx\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_horizontal_small_avif_sizes_horizontal_small_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_horizontal_small_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_horizontal_small_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_horizontal_small_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_horizontal_small_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_horizontal_small_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_horizontal_small_filename\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_horizontal_small_avif_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_horizontal_small_avif_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_horizontal_small_avif_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_horizontal_small_avif_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_horizontal_small_avif_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_horizontal_small_avif_filename\`;`)
}
