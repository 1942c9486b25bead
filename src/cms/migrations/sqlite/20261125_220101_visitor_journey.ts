import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cart_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`answer\` text,
  	\`expire_ms\` numeric NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cart_requests_key_idx\` ON \`cart_requests\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`cart_requests_expire_ms_idx\` ON \`cart_requests\` (\`expire_ms\`);`)
  await db.run(sql`CREATE TABLE \`navigation_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_social_links_order_idx\` ON \`navigation_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_social_links_parent_id_idx\` ON \`navigation_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_sponsors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer NOT NULL,
  	\`url\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_sponsors_order_idx\` ON \`navigation_sponsors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_sponsors_parent_id_idx\` ON \`navigation_sponsors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_sponsors_logo_idx\` ON \`navigation_sponsors\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_locales\` (
  	\`footer_address\` text,
  	\`newsletter_url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_locales_locale_parent_id_unique\` ON \`navigation_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_event_list\` ADD \`compact\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_event_list\` ADD \`compact\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`containers_blocks_event_list\` ADD \`compact\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_containers_v_blocks_event_list\` ADD \`compact\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`venues\` ADD \`step_free\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`venues\` ADD \`hearing_loop\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`venues\` ADD \`accessible_toilets\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`venues\` ADD \`transit_url\` text;`)
  await db.run(sql`ALTER TABLE \`_venues_v\` ADD \`version_step_free\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_venues_v\` ADD \`version_hearing_loop\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_venues_v\` ADD \`version_accessible_toilets\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_venues_v\` ADD \`version_transit_url\` text;`)
  await db.run(sql`ALTER TABLE \`orders_lines\` ADD \`timeslot\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`bank_details_account_holder\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`bank_details_iban\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`bank_details_bic\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`bank_details_bank_name\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cart_requests\`;`)
  await db.run(sql`DROP TABLE \`navigation_social_links\`;`)
  await db.run(sql`DROP TABLE \`navigation_sponsors\`;`)
  await db.run(sql`DROP TABLE \`navigation_locales\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_event_list\` DROP COLUMN \`compact\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_event_list\` DROP COLUMN \`compact\`;`)
  await db.run(sql`ALTER TABLE \`containers_blocks_event_list\` DROP COLUMN \`compact\`;`)
  await db.run(sql`ALTER TABLE \`_containers_v_blocks_event_list\` DROP COLUMN \`compact\`;`)
  await db.run(sql`ALTER TABLE \`venues\` DROP COLUMN \`step_free\`;`)
  await db.run(sql`ALTER TABLE \`venues\` DROP COLUMN \`hearing_loop\`;`)
  await db.run(sql`ALTER TABLE \`venues\` DROP COLUMN \`accessible_toilets\`;`)
  await db.run(sql`ALTER TABLE \`venues\` DROP COLUMN \`transit_url\`;`)
  await db.run(sql`ALTER TABLE \`_venues_v\` DROP COLUMN \`version_step_free\`;`)
  await db.run(sql`ALTER TABLE \`_venues_v\` DROP COLUMN \`version_hearing_loop\`;`)
  await db.run(sql`ALTER TABLE \`_venues_v\` DROP COLUMN \`version_accessible_toilets\`;`)
  await db.run(sql`ALTER TABLE \`_venues_v\` DROP COLUMN \`version_transit_url\`;`)
  await db.run(sql`ALTER TABLE \`orders_lines\` DROP COLUMN \`timeslot\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`bank_details_account_holder\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`bank_details_iban\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`bank_details_bic\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`bank_details_bank_name\`;`)
}
