import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` ADD \`availability\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_availability\` text;`)
  await db.run(sql`ALTER TABLE \`seat_groups\` ADD \`companion_seat\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`seats\` numeric DEFAULT 1 NOT NULL;`)
  await db.run(sql`CREATE INDEX \`seat_group_status_expires_at_seats_idx\` ON \`reservations\` (\`seat_group_id\`,\`status\`,\`expires_at\`,\`seats\`);`)
  await db.run(sql`CREATE INDEX \`timeslot_status_expires_at_seats_idx\` ON \`reservations\` (\`timeslot_id\`,\`status\`,\`expires_at\`,\`seats\`);`)
  await db.run(sql`CREATE INDEX \`cart_status_idx\` ON \`reservations\` (\`cart_id\`,\`status\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`few_tickets_threshold\` numeric DEFAULT 10;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`seat_group_status_expires_at_seats_idx\`;`)
  await db.run(sql`DROP INDEX \`timeslot_status_expires_at_seats_idx\`;`)
  await db.run(sql`DROP INDEX \`cart_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`seats\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`availability\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_availability\`;`)
  await db.run(sql`ALTER TABLE \`seat_groups\` DROP COLUMN \`companion_seat\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`few_tickets_threshold\`;`)
}
