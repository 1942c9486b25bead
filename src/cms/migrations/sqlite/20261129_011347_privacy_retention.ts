import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`form_entries\` ADD \`customer_id\` integer REFERENCES customers(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`form_entries_customer_idx\` ON \`form_entries\` (\`customer_id\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`personal_data_erased_at\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`calendar_token_used_at\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`retention_form_entries_months\` numeric DEFAULT 6;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`retention_carts_days\` numeric DEFAULT 30;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`retention_calendar_months\` numeric DEFAULT 12;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_form_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`field_values\` text NOT NULL,
  	\`locale\` text DEFAULT 'de',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_form_entries\`("id", "form_id", "field_values", "locale", "updated_at", "created_at") SELECT "id", "form_id", "field_values", "locale", "updated_at", "created_at" FROM \`form_entries\`;`)
  await db.run(sql`DROP TABLE \`form_entries\`;`)
  await db.run(sql`ALTER TABLE \`__new_form_entries\` RENAME TO \`form_entries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`form_entries_form_idx\` ON \`form_entries\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_updated_at_idx\` ON \`form_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_created_at_idx\` ON \`form_entries\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`personal_data_erased_at\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`calendar_token_used_at\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`retention_form_entries_months\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`retention_carts_days\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`retention_calendar_months\`;`)
}
