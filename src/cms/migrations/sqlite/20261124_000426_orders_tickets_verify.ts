import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`tickets\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`customer_id\` integer,
  	\`reservation_id\` integer NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`seat_group_id\` integer NOT NULL,
  	\`price_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'valid',
  	\`checked_in_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reservation_id\`) REFERENCES \`reservations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seat_group_id\`) REFERENCES \`seat_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`price_id\`) REFERENCES \`prices\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tickets_code_idx\` ON \`tickets\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`tickets_order_idx\` ON \`tickets\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`tickets_customer_idx\` ON \`tickets\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`tickets_reservation_idx\` ON \`tickets\` (\`reservation_id\`);`)
  await db.run(sql`CREATE INDEX \`tickets_event_idx\` ON \`tickets\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`tickets_seat_group_idx\` ON \`tickets\` (\`seat_group_id\`);`)
  await db.run(sql`CREATE INDEX \`tickets_price_idx\` ON \`tickets\` (\`price_id\`);`)
  await db.run(sql`CREATE INDEX \`tickets_status_idx\` ON \`tickets\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`tickets_updated_at_idx\` ON \`tickets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tickets_created_at_idx\` ON \`tickets\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`street\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`postal_code\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`city\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`country\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`payment\` text DEFAULT 'box_office';`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`locale\` text DEFAULT 'de';`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`access_key\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`mail_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`cancelled_at\` text;`)
  await db.run(sql`CREATE INDEX \`orders_access_key_idx\` ON \`orders\` (\`access_key\`);`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`_verified\` integer;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`_verificationtoken\` text;`)
  // Accounts made before verification existed keep working: they count as confirmed.
  await db.run(sql`UPDATE \`customers\` SET \`_verified\` = 1;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tickets_id\` integer REFERENCES tickets(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tickets_id_idx\` ON \`payload_locked_documents_rels\` (\`tickets_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`tickets\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`containers_id\` integer,
  	\`media_id\` integer,
  	\`events_id\` integer,
  	\`event_teasers_id\` integer,
  	\`productions_id\` integer,
  	\`people_id\` integer,
  	\`series_id\` integer,
  	\`venues_id\` integer,
  	\`rooms_id\` integer,
  	\`articles_id\` integer,
  	\`article_categories_id\` integer,
  	\`article_tags_id\` integer,
  	\`genres_id\` integer,
  	\`exhibition_types_id\` integer,
  	\`event_tags_id\` integer,
  	\`seasons_id\` integer,
  	\`production_tags_id\` integer,
  	\`forms_id\` integer,
  	\`form_entries_id\` integer,
  	\`temp_files_id\` integer,
  	\`breaking_news_id\` integer,
  	\`redirects_id\` integer,
  	\`seat_groups_id\` integer,
  	\`prices_id\` integer,
  	\`timeslots_id\` integer,
  	\`carts_id\` integer,
  	\`reservations_id\` integer,
  	\`orders_id\` integer,
  	\`users_id\` integer,
  	\`customers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`containers_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_teasers_id\`) REFERENCES \`event_teasers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`productions_id\`) REFERENCES \`productions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`series_id\`) REFERENCES \`series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`venues_id\`) REFERENCES \`venues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rooms_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_categories_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_tags_id\`) REFERENCES \`article_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`genres_id\`) REFERENCES \`genres\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exhibition_types_id\`) REFERENCES \`exhibition_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_tags_id\`) REFERENCES \`event_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seasons_id\`) REFERENCES \`seasons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`production_tags_id\`) REFERENCES \`production_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_entries_id\`) REFERENCES \`form_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`temp_files_id\`) REFERENCES \`temp_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`breaking_news_id\`) REFERENCES \`breaking_news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seat_groups_id\`) REFERENCES \`seat_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`prices_id\`) REFERENCES \`prices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`timeslots_id\`) REFERENCES \`timeslots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reservations_id\`) REFERENCES \`reservations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "containers_id", "media_id", "events_id", "event_teasers_id", "productions_id", "people_id", "series_id", "venues_id", "rooms_id", "articles_id", "article_categories_id", "article_tags_id", "genres_id", "exhibition_types_id", "event_tags_id", "seasons_id", "production_tags_id", "forms_id", "form_entries_id", "temp_files_id", "breaking_news_id", "redirects_id", "seat_groups_id", "prices_id", "timeslots_id", "carts_id", "reservations_id", "orders_id", "users_id", "customers_id") SELECT "id", "order", "parent_id", "path", "pages_id", "containers_id", "media_id", "events_id", "event_teasers_id", "productions_id", "people_id", "series_id", "venues_id", "rooms_id", "articles_id", "article_categories_id", "article_tags_id", "genres_id", "exhibition_types_id", "event_tags_id", "seasons_id", "production_tags_id", "forms_id", "form_entries_id", "temp_files_id", "breaking_news_id", "redirects_id", "seat_groups_id", "prices_id", "timeslots_id", "carts_id", "reservations_id", "orders_id", "users_id", "customers_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_containers_id_idx\` ON \`payload_locked_documents_rels\` (\`containers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_teasers_id_idx\` ON \`payload_locked_documents_rels\` (\`event_teasers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_productions_id_idx\` ON \`payload_locked_documents_rels\` (\`productions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_people_id_idx\` ON \`payload_locked_documents_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_series_id_idx\` ON \`payload_locked_documents_rels\` (\`series_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_venues_id_idx\` ON \`payload_locked_documents_rels\` (\`venues_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rooms_id_idx\` ON \`payload_locked_documents_rels\` (\`rooms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_article_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`article_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_article_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`article_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_genres_id_idx\` ON \`payload_locked_documents_rels\` (\`genres_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exhibition_types_id_idx\` ON \`payload_locked_documents_rels\` (\`exhibition_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`event_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seasons_id_idx\` ON \`payload_locked_documents_rels\` (\`seasons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_production_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`production_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`form_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_temp_files_id_idx\` ON \`payload_locked_documents_rels\` (\`temp_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_breaking_news_id_idx\` ON \`payload_locked_documents_rels\` (\`breaking_news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seat_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`seat_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_prices_id_idx\` ON \`payload_locked_documents_rels\` (\`prices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_timeslots_id_idx\` ON \`payload_locked_documents_rels\` (\`timeslots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reservations_id_idx\` ON \`payload_locked_documents_rels\` (\`reservations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`DROP INDEX \`orders_access_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`street\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`postal_code\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`city\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`country\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`payment\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`locale\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`access_key\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`mail_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`cancelled_at\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`_verified\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`_verificationtoken\`;`)
}
