import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`refunds\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`event_id\` integer,
  	\`amount_cents\` numeric NOT NULL,
  	\`method\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`done_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`refunds_order_idx\` ON \`refunds\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`refunds_event_idx\` ON \`refunds\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`refunds_status_idx\` ON \`refunds\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`refunds_updated_at_idx\` ON \`refunds\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`refunds_created_at_idx\` ON \`refunds\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`credit_movements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`order_id\` integer,
  	\`amount_cents\` numeric NOT NULL,
  	\`kind\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`credit_movements_customer_idx\` ON \`credit_movements\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`credit_movements_order_idx\` ON \`credit_movements\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`credit_movements_updated_at_idx\` ON \`credit_movements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`credit_movements_created_at_idx\` ON \`credit_movements\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`credit_cents\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`credit_cents\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`refunds_id\` integer REFERENCES refunds(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`credit_movements_id\` integer REFERENCES credit_movements(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refunds_id_idx\` ON \`payload_locked_documents_rels\` (\`refunds_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_credit_movements_id_idx\` ON \`payload_locked_documents_rels\` (\`credit_movements_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`refunds\`;`)
  await db.run(sql`DROP TABLE \`credit_movements\`;`)
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
  	\`waiting_list_id\` integer,
  	\`sale_limits_id\` integer,
  	\`sale_openings_id\` integer,
  	\`orders_id\` integer,
  	\`tickets_id\` integer,
  	\`vouchers_id\` integer,
  	\`voucher_movements_id\` integer,
  	\`users_id\` integer,
  	\`customers_id\` integer,
  	\`editing_sessions_id\` integer,
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
  	FOREIGN KEY (\`waiting_list_id\`) REFERENCES \`waiting_list\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sale_limits_id\`) REFERENCES \`sale_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sale_openings_id\`) REFERENCES \`sale_openings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tickets_id\`) REFERENCES \`tickets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vouchers_id\`) REFERENCES \`vouchers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`voucher_movements_id\`) REFERENCES \`voucher_movements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editing_sessions_id\`) REFERENCES \`editing_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "containers_id", "media_id", "events_id", "event_teasers_id", "productions_id", "people_id", "series_id", "venues_id", "rooms_id", "articles_id", "article_categories_id", "article_tags_id", "genres_id", "exhibition_types_id", "event_tags_id", "seasons_id", "production_tags_id", "forms_id", "form_entries_id", "temp_files_id", "breaking_news_id", "redirects_id", "seat_groups_id", "prices_id", "timeslots_id", "carts_id", "reservations_id", "waiting_list_id", "sale_limits_id", "sale_openings_id", "orders_id", "tickets_id", "vouchers_id", "voucher_movements_id", "users_id", "customers_id", "editing_sessions_id") SELECT "id", "order", "parent_id", "path", "pages_id", "containers_id", "media_id", "events_id", "event_teasers_id", "productions_id", "people_id", "series_id", "venues_id", "rooms_id", "articles_id", "article_categories_id", "article_tags_id", "genres_id", "exhibition_types_id", "event_tags_id", "seasons_id", "production_tags_id", "forms_id", "form_entries_id", "temp_files_id", "breaking_news_id", "redirects_id", "seat_groups_id", "prices_id", "timeslots_id", "carts_id", "reservations_id", "waiting_list_id", "sale_limits_id", "sale_openings_id", "orders_id", "tickets_id", "vouchers_id", "voucher_movements_id", "users_id", "customers_id", "editing_sessions_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_waiting_list_id_idx\` ON \`payload_locked_documents_rels\` (\`waiting_list_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sale_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`sale_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sale_openings_id_idx\` ON \`payload_locked_documents_rels\` (\`sale_openings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tickets_id_idx\` ON \`payload_locked_documents_rels\` (\`tickets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`vouchers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_voucher_movements_id_idx\` ON \`payload_locked_documents_rels\` (\`voucher_movements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editing_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`editing_sessions_id\`);`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`credit_cents\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`credit_cents\`;`)
}
