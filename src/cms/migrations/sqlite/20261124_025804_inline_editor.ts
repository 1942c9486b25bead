import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`editing_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`doc\` text NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`locale\` text NOT NULL,
  	\`seen_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`editing_sessions_doc_idx\` ON \`editing_sessions\` (\`doc\`);`)
  await db.run(sql`CREATE INDEX \`editing_sessions_user_idx\` ON \`editing_sessions\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`editing_sessions_seen_at_idx\` ON \`editing_sessions\` (\`seen_at\`);`)
  await db.run(sql`CREATE INDEX \`editing_sessions_updated_at_idx\` ON \`editing_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`editing_sessions_created_at_idx\` ON \`editing_sessions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`pages_edited_by_idx\` ON \`pages\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_edited_by_idx\` ON \`_pages_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`containers\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`containers_edited_by_idx\` ON \`containers\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_containers_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_containers_v_version_version_edited_by_idx\` ON \`_containers_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`editing_sessions_id\` integer REFERENCES editing_sessions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editing_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`editing_sessions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`editing_sessions\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`og_image_id\` integer,
  	\`og_type\` text DEFAULT 'website',
  	\`content_type\` text DEFAULT 'page',
  	\`parent_id\` integer,
  	\`is_online\` integer DEFAULT true,
  	\`is_clickable\` integer DEFAULT true,
  	\`in_menu\` integer DEFAULT false,
  	\`in_footer\` integer DEFAULT false,
  	\`menu_order\` numeric DEFAULT 0,
  	\`is_landing_page\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`og_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "og_image_id", "og_type", "content_type", "parent_id", "is_online", "is_clickable", "in_menu", "in_footer", "menu_order", "is_landing_page", "updated_at", "created_at", "_status") SELECT "id", "og_image_id", "og_type", "content_type", "parent_id", "is_online", "is_clickable", "in_menu", "in_footer", "menu_order", "is_landing_page", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_og_image_idx\` ON \`pages\` (\`og_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_parent_idx\` ON \`pages\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_is_online_idx\` ON \`pages\` (\`is_online\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_og_image_id\` integer,
  	\`version_og_type\` text DEFAULT 'website',
  	\`version_content_type\` text DEFAULT 'page',
  	\`version_parent_id\` integer,
  	\`version_is_online\` integer DEFAULT true,
  	\`version_is_clickable\` integer DEFAULT true,
  	\`version_in_menu\` integer DEFAULT false,
  	\`version_in_footer\` integer DEFAULT false,
  	\`version_menu_order\` numeric DEFAULT 0,
  	\`version_is_landing_page\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_og_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_og_image_id", "version_og_type", "version_content_type", "version_parent_id", "version_is_online", "version_is_clickable", "version_in_menu", "version_in_footer", "version_menu_order", "version_is_landing_page", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_og_image_id", "version_og_type", "version_content_type", "version_parent_id", "version_is_online", "version_is_clickable", "version_in_menu", "version_in_footer", "version_menu_order", "version_is_landing_page", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_og_image_idx\` ON \`_pages_v\` (\`version_og_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_parent_idx\` ON \`_pages_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_is_online_idx\` ON \`_pages_v\` (\`version_is_online\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_containers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`parent\` text,
  	\`content_type\` text,
  	\`object_id\` numeric,
  	\`is_online\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_containers\`("id", "slug", "parent", "content_type", "object_id", "is_online", "updated_at", "created_at", "_status") SELECT "id", "slug", "parent", "content_type", "object_id", "is_online", "updated_at", "created_at", "_status" FROM \`containers\`;`)
  await db.run(sql`DROP TABLE \`containers\`;`)
  await db.run(sql`ALTER TABLE \`__new_containers\` RENAME TO \`containers\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`containers_slug_idx\` ON \`containers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`containers_object_id_idx\` ON \`containers\` (\`object_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_is_online_idx\` ON \`containers\` (\`is_online\`);`)
  await db.run(sql`CREATE INDEX \`containers_updated_at_idx\` ON \`containers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`containers_created_at_idx\` ON \`containers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`containers__status_idx\` ON \`containers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__containers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_parent\` text,
  	\`version_content_type\` text,
  	\`version_object_id\` numeric,
  	\`version_is_online\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__containers_v\`("id", "parent_id", "version_slug", "version_parent", "version_content_type", "version_object_id", "version_is_online", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_parent", "version_content_type", "version_object_id", "version_is_online", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_containers_v\`;`)
  await db.run(sql`DROP TABLE \`_containers_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__containers_v\` RENAME TO \`_containers_v\`;`)
  await db.run(sql`CREATE INDEX \`_containers_v_parent_idx\` ON \`_containers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_version_version_slug_idx\` ON \`_containers_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_version_version_object_id_idx\` ON \`_containers_v\` (\`version_object_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_version_version_is_online_idx\` ON \`_containers_v\` (\`version_is_online\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_version_version_updated_at_idx\` ON \`_containers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_version_version_created_at_idx\` ON \`_containers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_version_version__status_idx\` ON \`_containers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_created_at_idx\` ON \`_containers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_updated_at_idx\` ON \`_containers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_snapshot_idx\` ON \`_containers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_published_locale_idx\` ON \`_containers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_latest_idx\` ON \`_containers_v\` (\`latest\`);`)
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
  	\`tickets_id\` integer,
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
  	FOREIGN KEY (\`tickets_id\`) REFERENCES \`tickets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "containers_id", "media_id", "events_id", "event_teasers_id", "productions_id", "people_id", "series_id", "venues_id", "rooms_id", "articles_id", "article_categories_id", "article_tags_id", "genres_id", "exhibition_types_id", "event_tags_id", "seasons_id", "production_tags_id", "forms_id", "form_entries_id", "temp_files_id", "breaking_news_id", "redirects_id", "seat_groups_id", "prices_id", "timeslots_id", "carts_id", "reservations_id", "orders_id", "tickets_id", "users_id", "customers_id") SELECT "id", "order", "parent_id", "path", "pages_id", "containers_id", "media_id", "events_id", "event_teasers_id", "productions_id", "people_id", "series_id", "venues_id", "rooms_id", "articles_id", "article_categories_id", "article_tags_id", "genres_id", "exhibition_types_id", "event_tags_id", "seasons_id", "production_tags_id", "forms_id", "form_entries_id", "temp_files_id", "breaking_news_id", "redirects_id", "seat_groups_id", "prices_id", "timeslots_id", "carts_id", "reservations_id", "orders_id", "tickets_id", "users_id", "customers_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tickets_id_idx\` ON \`payload_locked_documents_rels\` (\`tickets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
}
