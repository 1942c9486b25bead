import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_headline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline_level\` text DEFAULT '2',
  	\`preline\` text,
  	\`content\` text,
  	\`subline\` text,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_headline_order_idx\` ON \`pages_blocks_headline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_headline_parent_id_idx\` ON \`pages_blocks_headline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_headline_path_idx\` ON \`pages_blocks_headline\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_headline_locale_idx\` ON \`pages_blocks_headline\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`anchor\` text,
  	\`decrease_distance\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_order_idx\` ON \`pages_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_parent_id_idx\` ON \`pages_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_path_idx\` ON \`pages_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_locale_idx\` ON \`pages_blocks_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_link\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text,
  	\`link_id\` integer,
  	\`link_url\` text,
  	\`extra_class\` text,
  	\`anchor\` text,
  	\`sticky\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_order_idx\` ON \`pages_blocks_link\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_parent_id_idx\` ON \`pages_blocks_link\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_path_idx\` ON \`pages_blocks_link\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_locale_idx\` ON \`pages_blocks_link\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_link_idx\` ON \`pages_blocks_link\` (\`link_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'large',
  	\`image_id\` integer,
  	\`link_id\` integer,
  	\`link_url\` text,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_order_idx\` ON \`pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parent_id_idx\` ON \`pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_path_idx\` ON \`pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_locale_idx\` ON \`pages_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_image_idx\` ON \`pages_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_link_idx\` ON \`pages_blocks_image\` (\`link_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`length\` text,
  	\`title\` text,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_order_idx\` ON \`pages_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_parent_id_idx\` ON \`pages_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_path_idx\` ON \`pages_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_locale_idx\` ON \`pages_blocks_video\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_image_idx\` ON \`pages_blocks_video\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_file\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`image_id\` integer,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_file_order_idx\` ON \`pages_blocks_video_file\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_file_parent_id_idx\` ON \`pages_blocks_video_file\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_file_path_idx\` ON \`pages_blocks_video_file\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_file_locale_idx\` ON \`pages_blocks_video_file\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_file_file_idx\` ON \`pages_blocks_video_file\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_file_image_idx\` ON \`pages_blocks_video_file\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_audio\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`embed\` text,
  	\`media_type\` text DEFAULT 'spotify',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_audio_order_idx\` ON \`pages_blocks_audio\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_audio_parent_id_idx\` ON \`pages_blocks_audio\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_audio_path_idx\` ON \`pages_blocks_audio\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_audio_locale_idx\` ON \`pages_blocks_audio\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_audio_file\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_audio_file_order_idx\` ON \`pages_blocks_audio_file\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_audio_file_parent_id_idx\` ON \`pages_blocks_audio_file\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_audio_file_path_idx\` ON \`pages_blocks_audio_file\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_audio_file_locale_idx\` ON \`pages_blocks_audio_file\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_audio_file_file_idx\` ON \`pages_blocks_audio_file\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_viewer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`embed\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_viewer_order_idx\` ON \`pages_blocks_viewer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_viewer_parent_id_idx\` ON \`pages_blocks_viewer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_viewer_path_idx\` ON \`pages_blocks_viewer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_viewer_locale_idx\` ON \`pages_blocks_viewer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`author\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_order_idx\` ON \`pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_parent_id_idx\` ON \`pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_path_idx\` ON \`pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_locale_idx\` ON \`pages_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_full_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'imageLeft',
  	\`image_id\` integer,
  	\`link_id\` integer,
  	\`link_url\` text,
  	\`link_text\` text,
  	\`preline\` text,
  	\`headline\` text,
  	\`subline\` text,
  	\`text\` text,
  	\`extra_class\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_teaser_order_idx\` ON \`pages_blocks_full_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_teaser_parent_id_idx\` ON \`pages_blocks_full_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_teaser_path_idx\` ON \`pages_blocks_full_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_teaser_locale_idx\` ON \`pages_blocks_full_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_teaser_image_idx\` ON \`pages_blocks_full_teaser\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_teaser_link_idx\` ON \`pages_blocks_full_teaser\` (\`link_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_teaser_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_id\` integer,
  	\`link_url\` text,
  	\`link_text\` text,
  	\`preline\` text,
  	\`headline\` text,
  	\`subline\` text,
  	\`text\` text,
  	\`extra_class\` text,
  	\`online_from\` text,
  	\`online_to\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_item_order_idx\` ON \`pages_blocks_teaser_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_item_parent_id_idx\` ON \`pages_blocks_teaser_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_item_path_idx\` ON \`pages_blocks_teaser_item\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_item_locale_idx\` ON \`pages_blocks_teaser_item\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_item_image_idx\` ON \`pages_blocks_teaser_item\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_item_link_idx\` ON \`pages_blocks_teaser_item\` (\`link_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_teaser_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`extra_class\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_list_order_idx\` ON \`pages_blocks_teaser_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_list_parent_id_idx\` ON \`pages_blocks_teaser_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_list_path_idx\` ON \`pages_blocks_teaser_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_list_locale_idx\` ON \`pages_blocks_teaser_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'slider',
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_list_order_idx\` ON \`pages_blocks_image_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_list_parent_id_idx\` ON \`pages_blocks_image_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_list_path_idx\` ON \`pages_blocks_image_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_list_locale_idx\` ON \`pages_blocks_image_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_logo_list_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`name\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_logo_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_logo_list_logos_order_idx\` ON \`pages_blocks_logo_list_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_logo_list_logos_parent_id_idx\` ON \`pages_blocks_logo_list_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_logo_list_logos_locale_idx\` ON \`pages_blocks_logo_list_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_logo_list_logos_image_idx\` ON \`pages_blocks_logo_list_logos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_logo_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_logo_list_order_idx\` ON \`pages_blocks_logo_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_logo_list_parent_id_idx\` ON \`pages_blocks_logo_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_logo_list_path_idx\` ON \`pages_blocks_logo_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_logo_list_locale_idx\` ON \`pages_blocks_logo_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_venue\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`venue_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`venue_id\`) REFERENCES \`venues\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_venue_order_idx\` ON \`pages_blocks_venue\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_venue_parent_id_idx\` ON \`pages_blocks_venue\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_venue_path_idx\` ON \`pages_blocks_venue\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_venue_locale_idx\` ON \`pages_blocks_venue\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_venue_venue_idx\` ON \`pages_blocks_venue\` (\`venue_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_venue_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_venue_list_order_idx\` ON \`pages_blocks_venue_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_venue_list_parent_id_idx\` ON \`pages_blocks_venue_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_venue_list_path_idx\` ON \`pages_blocks_venue_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_venue_list_locale_idx\` ON \`pages_blocks_venue_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`html_code\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_html_order_idx\` ON \`pages_blocks_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_html_parent_id_idx\` ON \`pages_blocks_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_html_path_idx\` ON \`pages_blocks_html\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_html_locale_idx\` ON \`pages_blocks_html\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hubspot_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hubspot_id\` text,
  	\`portal_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hubspot_form_order_idx\` ON \`pages_blocks_hubspot_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hubspot_form_parent_id_idx\` ON \`pages_blocks_hubspot_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hubspot_form_path_idx\` ON \`pages_blocks_hubspot_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hubspot_form_locale_idx\` ON \`pages_blocks_hubspot_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`text\` text,
  	\`button_text\` text,
  	\`button_link\` text,
  	\`sticky\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`video_id\` integer,
  	\`online_from\` text,
  	\`online_to\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_media_order_idx\` ON \`pages_blocks_hero_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_media_parent_id_idx\` ON \`pages_blocks_hero_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_media_path_idx\` ON \`pages_blocks_hero_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_media_locale_idx\` ON \`pages_blocks_hero_media\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_media_image_idx\` ON \`pages_blocks_hero_media\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_media_video_idx\` ON \`pages_blocks_hero_media\` (\`video_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_blog_teaser_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_teaser_list_order_idx\` ON \`pages_blocks_blog_teaser_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_teaser_list_parent_id_idx\` ON \`pages_blocks_blog_teaser_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_teaser_list_path_idx\` ON \`pages_blocks_blog_teaser_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_teaser_list_locale_idx\` ON \`pages_blocks_blog_teaser_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_two_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`extra_class\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_columns_order_idx\` ON \`pages_blocks_two_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_columns_parent_id_idx\` ON \`pages_blocks_two_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_columns_path_idx\` ON \`pages_blocks_two_columns\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_columns_locale_idx\` ON \`pages_blocks_two_columns\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_columns_image_idx\` ON \`pages_blocks_two_columns\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_event_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date_from\` text,
  	\`date_to\` text,
  	\`filters\` integer DEFAULT false,
  	\`tag_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`tag_id\`) REFERENCES \`event_tags\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_event_list_order_idx\` ON \`pages_blocks_event_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_event_list_parent_id_idx\` ON \`pages_blocks_event_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_event_list_path_idx\` ON \`pages_blocks_event_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_event_list_locale_idx\` ON \`pages_blocks_event_list\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_event_list_tag_idx\` ON \`pages_blocks_event_list\` (\`tag_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_highlight_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_highlight_teaser_order_idx\` ON \`pages_blocks_highlight_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_highlight_teaser_parent_id_idx\` ON \`pages_blocks_highlight_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_highlight_teaser_path_idx\` ON \`pages_blocks_highlight_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_highlight_teaser_locale_idx\` ON \`pages_blocks_highlight_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_anchor_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`sticky\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchor_list_order_idx\` ON \`pages_blocks_anchor_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchor_list_parent_id_idx\` ON \`pages_blocks_anchor_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchor_list_path_idx\` ON \`pages_blocks_anchor_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchor_list_locale_idx\` ON \`pages_blocks_anchor_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text DEFAULT 'instagram',
  	\`embed\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_order_idx\` ON \`pages_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_parent_id_idx\` ON \`pages_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_path_idx\` ON \`pages_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_locale_idx\` ON \`pages_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_list_order_idx\` ON \`pages_blocks_video_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_list_parent_id_idx\` ON \`pages_blocks_video_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_list_path_idx\` ON \`pages_blocks_video_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_list_locale_idx\` ON \`pages_blocks_video_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_item_order_idx\` ON \`pages_blocks_faq_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_item_parent_id_idx\` ON \`pages_blocks_faq_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_item_path_idx\` ON \`pages_blocks_faq_item\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_item_locale_idx\` ON \`pages_blocks_faq_item\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`index\` numeric,
  	\`classes\` text DEFAULT 'medium-10 xlarge-6',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_columns_order_idx\` ON \`pages_blocks_section_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_columns_parent_id_idx\` ON \`pages_blocks_section_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_columns_locale_idx\` ON \`pages_blocks_section_columns\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`extra_class\` text,
  	\`image_id\` integer,
  	\`layout\` text DEFAULT '100',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_order_idx\` ON \`pages_blocks_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_parent_id_idx\` ON \`pages_blocks_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_path_idx\` ON \`pages_blocks_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_locale_idx\` ON \`pages_blocks_section\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_image_idx\` ON \`pages_blocks_section\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
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
  await db.run(sql`CREATE INDEX \`pages_og_image_idx\` ON \`pages\` (\`og_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_parent_idx\` ON \`pages\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_is_online_idx\` ON \`pages\` (\`is_online\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`headline\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`og_title\` text,
  	\`og_description\` text,
  	\`slug\` text,
  	\`path\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_path_idx\` ON \`pages_locales\` (\`path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`venues_id\` integer,
  	\`articles_id\` integer,
  	\`article_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`venues_id\`) REFERENCES \`venues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_categories_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_locale_idx\` ON \`pages_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_venues_id_idx\` ON \`pages_rels\` (\`venues_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_articles_id_idx\` ON \`pages_rels\` (\`articles_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_article_categories_id_idx\` ON \`pages_rels\` (\`article_categories_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_headline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline_level\` text DEFAULT '2',
  	\`preline\` text,
  	\`content\` text,
  	\`subline\` text,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_headline_order_idx\` ON \`_pages_v_blocks_headline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_headline_parent_id_idx\` ON \`_pages_v_blocks_headline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_headline_path_idx\` ON \`_pages_v_blocks_headline\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_headline_locale_idx\` ON \`_pages_v_blocks_headline\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`anchor\` text,
  	\`decrease_distance\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_order_idx\` ON \`_pages_v_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_parent_id_idx\` ON \`_pages_v_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_path_idx\` ON \`_pages_v_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_locale_idx\` ON \`_pages_v_blocks_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_link\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_text\` text,
  	\`link_id\` integer,
  	\`link_url\` text,
  	\`extra_class\` text,
  	\`anchor\` text,
  	\`sticky\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_order_idx\` ON \`_pages_v_blocks_link\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_parent_id_idx\` ON \`_pages_v_blocks_link\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_path_idx\` ON \`_pages_v_blocks_link\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_locale_idx\` ON \`_pages_v_blocks_link\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_link_idx\` ON \`_pages_v_blocks_link\` (\`link_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'large',
  	\`image_id\` integer,
  	\`link_id\` integer,
  	\`link_url\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_order_idx\` ON \`_pages_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_parent_id_idx\` ON \`_pages_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_path_idx\` ON \`_pages_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_locale_idx\` ON \`_pages_v_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_image_idx\` ON \`_pages_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_link_idx\` ON \`_pages_v_blocks_image\` (\`link_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`length\` text,
  	\`title\` text,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_order_idx\` ON \`_pages_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_parent_id_idx\` ON \`_pages_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_path_idx\` ON \`_pages_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_locale_idx\` ON \`_pages_v_blocks_video\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_image_idx\` ON \`_pages_v_blocks_video\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_file\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`image_id\` integer,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_file_order_idx\` ON \`_pages_v_blocks_video_file\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_file_parent_id_idx\` ON \`_pages_v_blocks_video_file\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_file_path_idx\` ON \`_pages_v_blocks_video_file\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_file_locale_idx\` ON \`_pages_v_blocks_video_file\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_file_file_idx\` ON \`_pages_v_blocks_video_file\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_file_image_idx\` ON \`_pages_v_blocks_video_file\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_audio\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`embed\` text,
  	\`media_type\` text DEFAULT 'spotify',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_audio_order_idx\` ON \`_pages_v_blocks_audio\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_audio_parent_id_idx\` ON \`_pages_v_blocks_audio\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_audio_path_idx\` ON \`_pages_v_blocks_audio\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_audio_locale_idx\` ON \`_pages_v_blocks_audio\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_audio_file\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_audio_file_order_idx\` ON \`_pages_v_blocks_audio_file\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_audio_file_parent_id_idx\` ON \`_pages_v_blocks_audio_file\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_audio_file_path_idx\` ON \`_pages_v_blocks_audio_file\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_audio_file_locale_idx\` ON \`_pages_v_blocks_audio_file\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_audio_file_file_idx\` ON \`_pages_v_blocks_audio_file\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_viewer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`embed\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_viewer_order_idx\` ON \`_pages_v_blocks_viewer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_viewer_parent_id_idx\` ON \`_pages_v_blocks_viewer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_viewer_path_idx\` ON \`_pages_v_blocks_viewer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_viewer_locale_idx\` ON \`_pages_v_blocks_viewer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`author\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_order_idx\` ON \`_pages_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_parent_id_idx\` ON \`_pages_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_path_idx\` ON \`_pages_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_locale_idx\` ON \`_pages_v_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_full_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'imageLeft',
  	\`image_id\` integer,
  	\`link_id\` integer,
  	\`link_url\` text,
  	\`link_text\` text,
  	\`preline\` text,
  	\`headline\` text,
  	\`subline\` text,
  	\`text\` text,
  	\`extra_class\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_teaser_order_idx\` ON \`_pages_v_blocks_full_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_teaser_parent_id_idx\` ON \`_pages_v_blocks_full_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_teaser_path_idx\` ON \`_pages_v_blocks_full_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_teaser_locale_idx\` ON \`_pages_v_blocks_full_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_teaser_image_idx\` ON \`_pages_v_blocks_full_teaser\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_teaser_link_idx\` ON \`_pages_v_blocks_full_teaser\` (\`link_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_teaser_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_id\` integer,
  	\`link_url\` text,
  	\`link_text\` text,
  	\`preline\` text,
  	\`headline\` text,
  	\`subline\` text,
  	\`text\` text,
  	\`extra_class\` text,
  	\`online_from\` text,
  	\`online_to\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_item_order_idx\` ON \`_pages_v_blocks_teaser_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_item_parent_id_idx\` ON \`_pages_v_blocks_teaser_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_item_path_idx\` ON \`_pages_v_blocks_teaser_item\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_item_locale_idx\` ON \`_pages_v_blocks_teaser_item\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_item_image_idx\` ON \`_pages_v_blocks_teaser_item\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_item_link_idx\` ON \`_pages_v_blocks_teaser_item\` (\`link_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_teaser_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`extra_class\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_list_order_idx\` ON \`_pages_v_blocks_teaser_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_list_parent_id_idx\` ON \`_pages_v_blocks_teaser_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_list_path_idx\` ON \`_pages_v_blocks_teaser_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_list_locale_idx\` ON \`_pages_v_blocks_teaser_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'slider',
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_list_order_idx\` ON \`_pages_v_blocks_image_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_list_parent_id_idx\` ON \`_pages_v_blocks_image_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_list_path_idx\` ON \`_pages_v_blocks_image_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_list_locale_idx\` ON \`_pages_v_blocks_image_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_logo_list_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`name\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_logo_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logo_list_logos_order_idx\` ON \`_pages_v_blocks_logo_list_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logo_list_logos_parent_id_idx\` ON \`_pages_v_blocks_logo_list_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logo_list_logos_locale_idx\` ON \`_pages_v_blocks_logo_list_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logo_list_logos_image_idx\` ON \`_pages_v_blocks_logo_list_logos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_logo_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logo_list_order_idx\` ON \`_pages_v_blocks_logo_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logo_list_parent_id_idx\` ON \`_pages_v_blocks_logo_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logo_list_path_idx\` ON \`_pages_v_blocks_logo_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logo_list_locale_idx\` ON \`_pages_v_blocks_logo_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_venue\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`venue_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`venue_id\`) REFERENCES \`venues\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_venue_order_idx\` ON \`_pages_v_blocks_venue\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_venue_parent_id_idx\` ON \`_pages_v_blocks_venue\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_venue_path_idx\` ON \`_pages_v_blocks_venue\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_venue_locale_idx\` ON \`_pages_v_blocks_venue\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_venue_venue_idx\` ON \`_pages_v_blocks_venue\` (\`venue_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_venue_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_venue_list_order_idx\` ON \`_pages_v_blocks_venue_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_venue_list_parent_id_idx\` ON \`_pages_v_blocks_venue_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_venue_list_path_idx\` ON \`_pages_v_blocks_venue_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_venue_list_locale_idx\` ON \`_pages_v_blocks_venue_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`html_code\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_html_order_idx\` ON \`_pages_v_blocks_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_html_parent_id_idx\` ON \`_pages_v_blocks_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_html_path_idx\` ON \`_pages_v_blocks_html\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_html_locale_idx\` ON \`_pages_v_blocks_html\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hubspot_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hubspot_id\` text,
  	\`portal_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hubspot_form_order_idx\` ON \`_pages_v_blocks_hubspot_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hubspot_form_parent_id_idx\` ON \`_pages_v_blocks_hubspot_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hubspot_form_path_idx\` ON \`_pages_v_blocks_hubspot_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hubspot_form_locale_idx\` ON \`_pages_v_blocks_hubspot_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`text\` text,
  	\`button_text\` text,
  	\`button_link\` text,
  	\`sticky\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`video_id\` integer,
  	\`online_from\` text,
  	\`online_to\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_media_order_idx\` ON \`_pages_v_blocks_hero_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_media_parent_id_idx\` ON \`_pages_v_blocks_hero_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_media_path_idx\` ON \`_pages_v_blocks_hero_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_media_locale_idx\` ON \`_pages_v_blocks_hero_media\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_media_image_idx\` ON \`_pages_v_blocks_hero_media\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_media_video_idx\` ON \`_pages_v_blocks_hero_media\` (\`video_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_blog_teaser_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_teaser_list_order_idx\` ON \`_pages_v_blocks_blog_teaser_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_teaser_list_parent_id_idx\` ON \`_pages_v_blocks_blog_teaser_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_teaser_list_path_idx\` ON \`_pages_v_blocks_blog_teaser_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_teaser_list_locale_idx\` ON \`_pages_v_blocks_blog_teaser_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_two_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`extra_class\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_columns_order_idx\` ON \`_pages_v_blocks_two_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_columns_parent_id_idx\` ON \`_pages_v_blocks_two_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_columns_path_idx\` ON \`_pages_v_blocks_two_columns\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_columns_locale_idx\` ON \`_pages_v_blocks_two_columns\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_columns_image_idx\` ON \`_pages_v_blocks_two_columns\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_event_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date_from\` text,
  	\`date_to\` text,
  	\`filters\` integer DEFAULT false,
  	\`tag_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`tag_id\`) REFERENCES \`event_tags\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_event_list_order_idx\` ON \`_pages_v_blocks_event_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_event_list_parent_id_idx\` ON \`_pages_v_blocks_event_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_event_list_path_idx\` ON \`_pages_v_blocks_event_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_event_list_locale_idx\` ON \`_pages_v_blocks_event_list\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_event_list_tag_idx\` ON \`_pages_v_blocks_event_list\` (\`tag_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_highlight_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_highlight_teaser_order_idx\` ON \`_pages_v_blocks_highlight_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_highlight_teaser_parent_id_idx\` ON \`_pages_v_blocks_highlight_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_highlight_teaser_path_idx\` ON \`_pages_v_blocks_highlight_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_highlight_teaser_locale_idx\` ON \`_pages_v_blocks_highlight_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_anchor_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sticky\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_anchor_list_order_idx\` ON \`_pages_v_blocks_anchor_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_anchor_list_parent_id_idx\` ON \`_pages_v_blocks_anchor_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_anchor_list_path_idx\` ON \`_pages_v_blocks_anchor_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_anchor_list_locale_idx\` ON \`_pages_v_blocks_anchor_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`network\` text DEFAULT 'instagram',
  	\`embed\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_order_idx\` ON \`_pages_v_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_parent_id_idx\` ON \`_pages_v_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_path_idx\` ON \`_pages_v_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_locale_idx\` ON \`_pages_v_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_list_order_idx\` ON \`_pages_v_blocks_video_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_list_parent_id_idx\` ON \`_pages_v_blocks_video_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_list_path_idx\` ON \`_pages_v_blocks_video_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_list_locale_idx\` ON \`_pages_v_blocks_video_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_item_order_idx\` ON \`_pages_v_blocks_faq_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_item_parent_id_idx\` ON \`_pages_v_blocks_faq_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_item_path_idx\` ON \`_pages_v_blocks_faq_item\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_item_locale_idx\` ON \`_pages_v_blocks_faq_item\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`index\` numeric,
  	\`classes\` text DEFAULT 'medium-10 xlarge-6',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_columns_order_idx\` ON \`_pages_v_blocks_section_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_columns_parent_id_idx\` ON \`_pages_v_blocks_section_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_columns_locale_idx\` ON \`_pages_v_blocks_section_columns\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`extra_class\` text,
  	\`image_id\` integer,
  	\`layout\` text DEFAULT '100',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_order_idx\` ON \`_pages_v_blocks_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_parent_id_idx\` ON \`_pages_v_blocks_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_path_idx\` ON \`_pages_v_blocks_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_locale_idx\` ON \`_pages_v_blocks_section\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_image_idx\` ON \`_pages_v_blocks_section\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
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
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_headline\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_og_title\` text,
  	\`version_og_description\` text,
  	\`version_slug\` text,
  	\`version_path\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v_locales\` (\`version_path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`venues_id\` integer,
  	\`articles_id\` integer,
  	\`article_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`venues_id\`) REFERENCES \`venues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_categories_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_locale_idx\` ON \`_pages_v_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_venues_id_idx\` ON \`_pages_v_rels\` (\`venues_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_articles_id_idx\` ON \`_pages_v_rels\` (\`articles_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_article_categories_id_idx\` ON \`_pages_v_rels\` (\`article_categories_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_headline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline_level\` text DEFAULT '2',
  	\`preline\` text,
  	\`content\` text,
  	\`subline\` text,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_headline_order_idx\` ON \`containers_blocks_headline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_headline_parent_id_idx\` ON \`containers_blocks_headline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_headline_path_idx\` ON \`containers_blocks_headline\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_headline_locale_idx\` ON \`containers_blocks_headline\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`anchor\` text,
  	\`decrease_distance\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_text_order_idx\` ON \`containers_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_text_parent_id_idx\` ON \`containers_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_text_path_idx\` ON \`containers_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_text_locale_idx\` ON \`containers_blocks_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_link\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text,
  	\`link_id\` integer,
  	\`link_url\` text,
  	\`extra_class\` text,
  	\`anchor\` text,
  	\`sticky\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_link_order_idx\` ON \`containers_blocks_link\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_link_parent_id_idx\` ON \`containers_blocks_link\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_link_path_idx\` ON \`containers_blocks_link\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_link_locale_idx\` ON \`containers_blocks_link\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_link_link_idx\` ON \`containers_blocks_link\` (\`link_id\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'large',
  	\`image_id\` integer,
  	\`link_id\` integer,
  	\`link_url\` text,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_image_order_idx\` ON \`containers_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_image_parent_id_idx\` ON \`containers_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_image_path_idx\` ON \`containers_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_image_locale_idx\` ON \`containers_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_image_image_idx\` ON \`containers_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_image_link_idx\` ON \`containers_blocks_image\` (\`link_id\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`length\` text,
  	\`title\` text,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_video_order_idx\` ON \`containers_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_video_parent_id_idx\` ON \`containers_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_video_path_idx\` ON \`containers_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_video_locale_idx\` ON \`containers_blocks_video\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_video_image_idx\` ON \`containers_blocks_video\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_video_file\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`image_id\` integer,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_video_file_order_idx\` ON \`containers_blocks_video_file\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_video_file_parent_id_idx\` ON \`containers_blocks_video_file\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_video_file_path_idx\` ON \`containers_blocks_video_file\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_video_file_locale_idx\` ON \`containers_blocks_video_file\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_video_file_file_idx\` ON \`containers_blocks_video_file\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_video_file_image_idx\` ON \`containers_blocks_video_file\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_audio\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`embed\` text,
  	\`media_type\` text DEFAULT 'spotify',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_audio_order_idx\` ON \`containers_blocks_audio\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_audio_parent_id_idx\` ON \`containers_blocks_audio\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_audio_path_idx\` ON \`containers_blocks_audio\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_audio_locale_idx\` ON \`containers_blocks_audio\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_audio_file\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_audio_file_order_idx\` ON \`containers_blocks_audio_file\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_audio_file_parent_id_idx\` ON \`containers_blocks_audio_file\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_audio_file_path_idx\` ON \`containers_blocks_audio_file\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_audio_file_locale_idx\` ON \`containers_blocks_audio_file\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_audio_file_file_idx\` ON \`containers_blocks_audio_file\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_viewer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`embed\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_viewer_order_idx\` ON \`containers_blocks_viewer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_viewer_parent_id_idx\` ON \`containers_blocks_viewer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_viewer_path_idx\` ON \`containers_blocks_viewer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_viewer_locale_idx\` ON \`containers_blocks_viewer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`author\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_quote_order_idx\` ON \`containers_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_quote_parent_id_idx\` ON \`containers_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_quote_path_idx\` ON \`containers_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_quote_locale_idx\` ON \`containers_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_full_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'imageLeft',
  	\`image_id\` integer,
  	\`link_id\` integer,
  	\`link_url\` text,
  	\`link_text\` text,
  	\`preline\` text,
  	\`headline\` text,
  	\`subline\` text,
  	\`text\` text,
  	\`extra_class\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_full_teaser_order_idx\` ON \`containers_blocks_full_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_full_teaser_parent_id_idx\` ON \`containers_blocks_full_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_full_teaser_path_idx\` ON \`containers_blocks_full_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_full_teaser_locale_idx\` ON \`containers_blocks_full_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_full_teaser_image_idx\` ON \`containers_blocks_full_teaser\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_full_teaser_link_idx\` ON \`containers_blocks_full_teaser\` (\`link_id\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_teaser_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_id\` integer,
  	\`link_url\` text,
  	\`link_text\` text,
  	\`preline\` text,
  	\`headline\` text,
  	\`subline\` text,
  	\`text\` text,
  	\`extra_class\` text,
  	\`online_from\` text,
  	\`online_to\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_teaser_item_order_idx\` ON \`containers_blocks_teaser_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_teaser_item_parent_id_idx\` ON \`containers_blocks_teaser_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_teaser_item_path_idx\` ON \`containers_blocks_teaser_item\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_teaser_item_locale_idx\` ON \`containers_blocks_teaser_item\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_teaser_item_image_idx\` ON \`containers_blocks_teaser_item\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_teaser_item_link_idx\` ON \`containers_blocks_teaser_item\` (\`link_id\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_teaser_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`extra_class\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_teaser_list_order_idx\` ON \`containers_blocks_teaser_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_teaser_list_parent_id_idx\` ON \`containers_blocks_teaser_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_teaser_list_path_idx\` ON \`containers_blocks_teaser_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_teaser_list_locale_idx\` ON \`containers_blocks_teaser_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_image_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'slider',
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_image_list_order_idx\` ON \`containers_blocks_image_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_image_list_parent_id_idx\` ON \`containers_blocks_image_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_image_list_path_idx\` ON \`containers_blocks_image_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_image_list_locale_idx\` ON \`containers_blocks_image_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_logo_list_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`name\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers_blocks_logo_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_logo_list_logos_order_idx\` ON \`containers_blocks_logo_list_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_logo_list_logos_parent_id_idx\` ON \`containers_blocks_logo_list_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_logo_list_logos_locale_idx\` ON \`containers_blocks_logo_list_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_logo_list_logos_image_idx\` ON \`containers_blocks_logo_list_logos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_logo_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_logo_list_order_idx\` ON \`containers_blocks_logo_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_logo_list_parent_id_idx\` ON \`containers_blocks_logo_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_logo_list_path_idx\` ON \`containers_blocks_logo_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_logo_list_locale_idx\` ON \`containers_blocks_logo_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_venue\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`venue_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`venue_id\`) REFERENCES \`venues\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_venue_order_idx\` ON \`containers_blocks_venue\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_venue_parent_id_idx\` ON \`containers_blocks_venue\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_venue_path_idx\` ON \`containers_blocks_venue\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_venue_locale_idx\` ON \`containers_blocks_venue\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_venue_venue_idx\` ON \`containers_blocks_venue\` (\`venue_id\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_venue_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_venue_list_order_idx\` ON \`containers_blocks_venue_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_venue_list_parent_id_idx\` ON \`containers_blocks_venue_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_venue_list_path_idx\` ON \`containers_blocks_venue_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_venue_list_locale_idx\` ON \`containers_blocks_venue_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`html_code\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_html_order_idx\` ON \`containers_blocks_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_html_parent_id_idx\` ON \`containers_blocks_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_html_path_idx\` ON \`containers_blocks_html\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_html_locale_idx\` ON \`containers_blocks_html\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_hubspot_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hubspot_id\` text,
  	\`portal_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_hubspot_form_order_idx\` ON \`containers_blocks_hubspot_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_hubspot_form_parent_id_idx\` ON \`containers_blocks_hubspot_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_hubspot_form_path_idx\` ON \`containers_blocks_hubspot_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_hubspot_form_locale_idx\` ON \`containers_blocks_hubspot_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_hero_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`text\` text,
  	\`button_text\` text,
  	\`button_link\` text,
  	\`sticky\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`video_id\` integer,
  	\`online_from\` text,
  	\`online_to\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_hero_media_order_idx\` ON \`containers_blocks_hero_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_hero_media_parent_id_idx\` ON \`containers_blocks_hero_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_hero_media_path_idx\` ON \`containers_blocks_hero_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_hero_media_locale_idx\` ON \`containers_blocks_hero_media\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_hero_media_image_idx\` ON \`containers_blocks_hero_media\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_hero_media_video_idx\` ON \`containers_blocks_hero_media\` (\`video_id\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_blog_teaser_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_blog_teaser_list_order_idx\` ON \`containers_blocks_blog_teaser_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_blog_teaser_list_parent_id_idx\` ON \`containers_blocks_blog_teaser_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_blog_teaser_list_path_idx\` ON \`containers_blocks_blog_teaser_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_blog_teaser_list_locale_idx\` ON \`containers_blocks_blog_teaser_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_two_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`extra_class\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_two_columns_order_idx\` ON \`containers_blocks_two_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_two_columns_parent_id_idx\` ON \`containers_blocks_two_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_two_columns_path_idx\` ON \`containers_blocks_two_columns\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_two_columns_locale_idx\` ON \`containers_blocks_two_columns\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_two_columns_image_idx\` ON \`containers_blocks_two_columns\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_event_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date_from\` text,
  	\`date_to\` text,
  	\`filters\` integer DEFAULT false,
  	\`tag_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`tag_id\`) REFERENCES \`event_tags\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_event_list_order_idx\` ON \`containers_blocks_event_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_event_list_parent_id_idx\` ON \`containers_blocks_event_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_event_list_path_idx\` ON \`containers_blocks_event_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_event_list_locale_idx\` ON \`containers_blocks_event_list\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_event_list_tag_idx\` ON \`containers_blocks_event_list\` (\`tag_id\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_highlight_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_highlight_teaser_order_idx\` ON \`containers_blocks_highlight_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_highlight_teaser_parent_id_idx\` ON \`containers_blocks_highlight_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_highlight_teaser_path_idx\` ON \`containers_blocks_highlight_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_highlight_teaser_locale_idx\` ON \`containers_blocks_highlight_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_anchor_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`sticky\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_anchor_list_order_idx\` ON \`containers_blocks_anchor_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_anchor_list_parent_id_idx\` ON \`containers_blocks_anchor_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_anchor_list_path_idx\` ON \`containers_blocks_anchor_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_anchor_list_locale_idx\` ON \`containers_blocks_anchor_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text DEFAULT 'instagram',
  	\`embed\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_social_media_order_idx\` ON \`containers_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_social_media_parent_id_idx\` ON \`containers_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_social_media_path_idx\` ON \`containers_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_social_media_locale_idx\` ON \`containers_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_video_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_video_list_order_idx\` ON \`containers_blocks_video_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_video_list_parent_id_idx\` ON \`containers_blocks_video_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_video_list_path_idx\` ON \`containers_blocks_video_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_video_list_locale_idx\` ON \`containers_blocks_video_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`containers_blocks_faq_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_blocks_faq_item_order_idx\` ON \`containers_blocks_faq_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_faq_item_parent_id_idx\` ON \`containers_blocks_faq_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_faq_item_path_idx\` ON \`containers_blocks_faq_item\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`containers_blocks_faq_item_locale_idx\` ON \`containers_blocks_faq_item\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`containers_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`classes\` text DEFAULT 'medium-10 xlarge-6',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_columns_order_idx\` ON \`containers_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_columns_parent_id_idx\` ON \`containers_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_columns_locale_idx\` ON \`containers_columns\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`containers\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`containers_slug_idx\` ON \`containers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`containers_object_id_idx\` ON \`containers\` (\`object_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_is_online_idx\` ON \`containers\` (\`is_online\`);`)
  await db.run(sql`CREATE INDEX \`containers_updated_at_idx\` ON \`containers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`containers_created_at_idx\` ON \`containers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`containers__status_idx\` ON \`containers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`containers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`venues_id\` integer,
  	\`articles_id\` integer,
  	\`article_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`venues_id\`) REFERENCES \`venues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_categories_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_rels_order_idx\` ON \`containers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`containers_rels_parent_idx\` ON \`containers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_rels_path_idx\` ON \`containers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`containers_rels_locale_idx\` ON \`containers_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`containers_rels_venues_id_idx\` ON \`containers_rels\` (\`venues_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`containers_rels_articles_id_idx\` ON \`containers_rels\` (\`articles_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`containers_rels_article_categories_id_idx\` ON \`containers_rels\` (\`article_categories_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_headline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline_level\` text DEFAULT '2',
  	\`preline\` text,
  	\`content\` text,
  	\`subline\` text,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_headline_order_idx\` ON \`_containers_v_blocks_headline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_headline_parent_id_idx\` ON \`_containers_v_blocks_headline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_headline_path_idx\` ON \`_containers_v_blocks_headline\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_headline_locale_idx\` ON \`_containers_v_blocks_headline\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`anchor\` text,
  	\`decrease_distance\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_text_order_idx\` ON \`_containers_v_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_text_parent_id_idx\` ON \`_containers_v_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_text_path_idx\` ON \`_containers_v_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_text_locale_idx\` ON \`_containers_v_blocks_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_link\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_text\` text,
  	\`link_id\` integer,
  	\`link_url\` text,
  	\`extra_class\` text,
  	\`anchor\` text,
  	\`sticky\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_link_order_idx\` ON \`_containers_v_blocks_link\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_link_parent_id_idx\` ON \`_containers_v_blocks_link\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_link_path_idx\` ON \`_containers_v_blocks_link\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_link_locale_idx\` ON \`_containers_v_blocks_link\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_link_link_idx\` ON \`_containers_v_blocks_link\` (\`link_id\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'large',
  	\`image_id\` integer,
  	\`link_id\` integer,
  	\`link_url\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_image_order_idx\` ON \`_containers_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_image_parent_id_idx\` ON \`_containers_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_image_path_idx\` ON \`_containers_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_image_locale_idx\` ON \`_containers_v_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_image_image_idx\` ON \`_containers_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_image_link_idx\` ON \`_containers_v_blocks_image\` (\`link_id\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`length\` text,
  	\`title\` text,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_video_order_idx\` ON \`_containers_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_video_parent_id_idx\` ON \`_containers_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_video_path_idx\` ON \`_containers_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_video_locale_idx\` ON \`_containers_v_blocks_video\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_video_image_idx\` ON \`_containers_v_blocks_video\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_video_file\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`image_id\` integer,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_video_file_order_idx\` ON \`_containers_v_blocks_video_file\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_video_file_parent_id_idx\` ON \`_containers_v_blocks_video_file\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_video_file_path_idx\` ON \`_containers_v_blocks_video_file\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_video_file_locale_idx\` ON \`_containers_v_blocks_video_file\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_video_file_file_idx\` ON \`_containers_v_blocks_video_file\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_video_file_image_idx\` ON \`_containers_v_blocks_video_file\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_audio\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`embed\` text,
  	\`media_type\` text DEFAULT 'spotify',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_audio_order_idx\` ON \`_containers_v_blocks_audio\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_audio_parent_id_idx\` ON \`_containers_v_blocks_audio\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_audio_path_idx\` ON \`_containers_v_blocks_audio\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_audio_locale_idx\` ON \`_containers_v_blocks_audio\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_audio_file\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_audio_file_order_idx\` ON \`_containers_v_blocks_audio_file\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_audio_file_parent_id_idx\` ON \`_containers_v_blocks_audio_file\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_audio_file_path_idx\` ON \`_containers_v_blocks_audio_file\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_audio_file_locale_idx\` ON \`_containers_v_blocks_audio_file\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_audio_file_file_idx\` ON \`_containers_v_blocks_audio_file\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_viewer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`embed\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_viewer_order_idx\` ON \`_containers_v_blocks_viewer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_viewer_parent_id_idx\` ON \`_containers_v_blocks_viewer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_viewer_path_idx\` ON \`_containers_v_blocks_viewer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_viewer_locale_idx\` ON \`_containers_v_blocks_viewer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`author\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_quote_order_idx\` ON \`_containers_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_quote_parent_id_idx\` ON \`_containers_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_quote_path_idx\` ON \`_containers_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_quote_locale_idx\` ON \`_containers_v_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_full_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'imageLeft',
  	\`image_id\` integer,
  	\`link_id\` integer,
  	\`link_url\` text,
  	\`link_text\` text,
  	\`preline\` text,
  	\`headline\` text,
  	\`subline\` text,
  	\`text\` text,
  	\`extra_class\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_full_teaser_order_idx\` ON \`_containers_v_blocks_full_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_full_teaser_parent_id_idx\` ON \`_containers_v_blocks_full_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_full_teaser_path_idx\` ON \`_containers_v_blocks_full_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_full_teaser_locale_idx\` ON \`_containers_v_blocks_full_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_full_teaser_image_idx\` ON \`_containers_v_blocks_full_teaser\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_full_teaser_link_idx\` ON \`_containers_v_blocks_full_teaser\` (\`link_id\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_teaser_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_id\` integer,
  	\`link_url\` text,
  	\`link_text\` text,
  	\`preline\` text,
  	\`headline\` text,
  	\`subline\` text,
  	\`text\` text,
  	\`extra_class\` text,
  	\`online_from\` text,
  	\`online_to\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_teaser_item_order_idx\` ON \`_containers_v_blocks_teaser_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_teaser_item_parent_id_idx\` ON \`_containers_v_blocks_teaser_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_teaser_item_path_idx\` ON \`_containers_v_blocks_teaser_item\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_teaser_item_locale_idx\` ON \`_containers_v_blocks_teaser_item\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_teaser_item_image_idx\` ON \`_containers_v_blocks_teaser_item\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_teaser_item_link_idx\` ON \`_containers_v_blocks_teaser_item\` (\`link_id\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_teaser_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`extra_class\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_teaser_list_order_idx\` ON \`_containers_v_blocks_teaser_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_teaser_list_parent_id_idx\` ON \`_containers_v_blocks_teaser_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_teaser_list_path_idx\` ON \`_containers_v_blocks_teaser_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_teaser_list_locale_idx\` ON \`_containers_v_blocks_teaser_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_image_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'slider',
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_image_list_order_idx\` ON \`_containers_v_blocks_image_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_image_list_parent_id_idx\` ON \`_containers_v_blocks_image_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_image_list_path_idx\` ON \`_containers_v_blocks_image_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_image_list_locale_idx\` ON \`_containers_v_blocks_image_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_logo_list_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`name\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v_blocks_logo_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_logo_list_logos_order_idx\` ON \`_containers_v_blocks_logo_list_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_logo_list_logos_parent_id_idx\` ON \`_containers_v_blocks_logo_list_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_logo_list_logos_locale_idx\` ON \`_containers_v_blocks_logo_list_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_logo_list_logos_image_idx\` ON \`_containers_v_blocks_logo_list_logos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_logo_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_logo_list_order_idx\` ON \`_containers_v_blocks_logo_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_logo_list_parent_id_idx\` ON \`_containers_v_blocks_logo_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_logo_list_path_idx\` ON \`_containers_v_blocks_logo_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_logo_list_locale_idx\` ON \`_containers_v_blocks_logo_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_venue\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`venue_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`venue_id\`) REFERENCES \`venues\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_venue_order_idx\` ON \`_containers_v_blocks_venue\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_venue_parent_id_idx\` ON \`_containers_v_blocks_venue\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_venue_path_idx\` ON \`_containers_v_blocks_venue\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_venue_locale_idx\` ON \`_containers_v_blocks_venue\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_venue_venue_idx\` ON \`_containers_v_blocks_venue\` (\`venue_id\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_venue_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_venue_list_order_idx\` ON \`_containers_v_blocks_venue_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_venue_list_parent_id_idx\` ON \`_containers_v_blocks_venue_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_venue_list_path_idx\` ON \`_containers_v_blocks_venue_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_venue_list_locale_idx\` ON \`_containers_v_blocks_venue_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`html_code\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_html_order_idx\` ON \`_containers_v_blocks_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_html_parent_id_idx\` ON \`_containers_v_blocks_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_html_path_idx\` ON \`_containers_v_blocks_html\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_html_locale_idx\` ON \`_containers_v_blocks_html\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_hubspot_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hubspot_id\` text,
  	\`portal_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_hubspot_form_order_idx\` ON \`_containers_v_blocks_hubspot_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_hubspot_form_parent_id_idx\` ON \`_containers_v_blocks_hubspot_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_hubspot_form_path_idx\` ON \`_containers_v_blocks_hubspot_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_hubspot_form_locale_idx\` ON \`_containers_v_blocks_hubspot_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_hero_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`text\` text,
  	\`button_text\` text,
  	\`button_link\` text,
  	\`sticky\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`video_id\` integer,
  	\`online_from\` text,
  	\`online_to\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_hero_media_order_idx\` ON \`_containers_v_blocks_hero_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_hero_media_parent_id_idx\` ON \`_containers_v_blocks_hero_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_hero_media_path_idx\` ON \`_containers_v_blocks_hero_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_hero_media_locale_idx\` ON \`_containers_v_blocks_hero_media\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_hero_media_image_idx\` ON \`_containers_v_blocks_hero_media\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_hero_media_video_idx\` ON \`_containers_v_blocks_hero_media\` (\`video_id\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_blog_teaser_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_blog_teaser_list_order_idx\` ON \`_containers_v_blocks_blog_teaser_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_blog_teaser_list_parent_id_idx\` ON \`_containers_v_blocks_blog_teaser_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_blog_teaser_list_path_idx\` ON \`_containers_v_blocks_blog_teaser_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_blog_teaser_list_locale_idx\` ON \`_containers_v_blocks_blog_teaser_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_two_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`extra_class\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_two_columns_order_idx\` ON \`_containers_v_blocks_two_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_two_columns_parent_id_idx\` ON \`_containers_v_blocks_two_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_two_columns_path_idx\` ON \`_containers_v_blocks_two_columns\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_two_columns_locale_idx\` ON \`_containers_v_blocks_two_columns\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_two_columns_image_idx\` ON \`_containers_v_blocks_two_columns\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_event_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date_from\` text,
  	\`date_to\` text,
  	\`filters\` integer DEFAULT false,
  	\`tag_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`tag_id\`) REFERENCES \`event_tags\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_event_list_order_idx\` ON \`_containers_v_blocks_event_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_event_list_parent_id_idx\` ON \`_containers_v_blocks_event_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_event_list_path_idx\` ON \`_containers_v_blocks_event_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_event_list_locale_idx\` ON \`_containers_v_blocks_event_list\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_event_list_tag_idx\` ON \`_containers_v_blocks_event_list\` (\`tag_id\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_highlight_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_highlight_teaser_order_idx\` ON \`_containers_v_blocks_highlight_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_highlight_teaser_parent_id_idx\` ON \`_containers_v_blocks_highlight_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_highlight_teaser_path_idx\` ON \`_containers_v_blocks_highlight_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_highlight_teaser_locale_idx\` ON \`_containers_v_blocks_highlight_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_anchor_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sticky\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_anchor_list_order_idx\` ON \`_containers_v_blocks_anchor_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_anchor_list_parent_id_idx\` ON \`_containers_v_blocks_anchor_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_anchor_list_path_idx\` ON \`_containers_v_blocks_anchor_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_anchor_list_locale_idx\` ON \`_containers_v_blocks_anchor_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`network\` text DEFAULT 'instagram',
  	\`embed\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_social_media_order_idx\` ON \`_containers_v_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_social_media_parent_id_idx\` ON \`_containers_v_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_social_media_path_idx\` ON \`_containers_v_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_social_media_locale_idx\` ON \`_containers_v_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_video_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_video_list_order_idx\` ON \`_containers_v_blocks_video_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_video_list_parent_id_idx\` ON \`_containers_v_blocks_video_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_video_list_path_idx\` ON \`_containers_v_blocks_video_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_video_list_locale_idx\` ON \`_containers_v_blocks_video_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_blocks_faq_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_faq_item_order_idx\` ON \`_containers_v_blocks_faq_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_faq_item_parent_id_idx\` ON \`_containers_v_blocks_faq_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_faq_item_path_idx\` ON \`_containers_v_blocks_faq_item\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_blocks_faq_item_locale_idx\` ON \`_containers_v_blocks_faq_item\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v_version_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`classes\` text DEFAULT 'medium-10 xlarge-6',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_version_columns_order_idx\` ON \`_containers_v_version_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_version_columns_parent_id_idx\` ON \`_containers_v_version_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_version_columns_locale_idx\` ON \`_containers_v_version_columns\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_containers_v\` (
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
  await db.run(sql`CREATE TABLE \`_containers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`venues_id\` integer,
  	\`articles_id\` integer,
  	\`article_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_containers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`venues_id\`) REFERENCES \`venues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_categories_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_containers_v_rels_order_idx\` ON \`_containers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_rels_parent_idx\` ON \`_containers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_rels_path_idx\` ON \`_containers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_rels_locale_idx\` ON \`_containers_v_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_rels_venues_id_idx\` ON \`_containers_v_rels\` (\`venues_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_rels_articles_id_idx\` ON \`_containers_v_rels\` (\`articles_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_containers_v_rels_article_categories_id_idx\` ON \`_containers_v_rels\` (\`article_categories_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`credit\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_vertical_url\` text,
  	\`sizes_vertical_width\` numeric,
  	\`sizes_vertical_height\` numeric,
  	\`sizes_vertical_mime_type\` text,
  	\`sizes_vertical_filesize\` numeric,
  	\`sizes_vertical_filename\` text,
  	\`sizes_vertical_avif_url\` text,
  	\`sizes_vertical_avif_width\` numeric,
  	\`sizes_vertical_avif_height\` numeric,
  	\`sizes_vertical_avif_mime_type\` text,
  	\`sizes_vertical_avif_filesize\` numeric,
  	\`sizes_vertical_avif_filename\` text,
  	\`sizes_horizontal_url\` text,
  	\`sizes_horizontal_width\` numeric,
  	\`sizes_horizontal_height\` numeric,
  	\`sizes_horizontal_mime_type\` text,
  	\`sizes_horizontal_filesize\` numeric,
  	\`sizes_horizontal_filename\` text,
  	\`sizes_horizontal_avif_url\` text,
  	\`sizes_horizontal_avif_width\` numeric,
  	\`sizes_horizontal_avif_height\` numeric,
  	\`sizes_horizontal_avif_mime_type\` text,
  	\`sizes_horizontal_avif_filesize\` numeric,
  	\`sizes_horizontal_avif_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_vertical_sizes_vertical_filename_idx\` ON \`media\` (\`sizes_vertical_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_vertical_avif_sizes_vertical_avif_filename_idx\` ON \`media\` (\`sizes_vertical_avif_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_horizontal_sizes_horizontal_filename_idx\` ON \`media\` (\`sizes_horizontal_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_horizontal_avif_sizes_horizontal_avif_filena_idx\` ON \`media\` (\`sizes_horizontal_avif_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_programs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_programs_order_idx\` ON \`events_programs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_programs_parent_id_idx\` ON \`events_programs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_programs_locale_idx\` ON \`events_programs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`events_contributors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`person_id\` integer,
  	FOREIGN KEY (\`person_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_contributors_order_idx\` ON \`events_contributors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_contributors_parent_id_idx\` ON \`events_contributors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_contributors_person_idx\` ON \`events_contributors\` (\`person_id\`);`)
  await db.run(sql`CREATE TABLE \`events_contributors_locales\` (
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_contributors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_contributors_locales_locale_parent_id_unique\` ON \`events_contributors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_sponsors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_sponsors_order_idx\` ON \`events_sponsors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_sponsors_parent_id_idx\` ON \`events_sponsors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_sponsors_logo_idx\` ON \`events_sponsors\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`artist\` text,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`id_jet\` text,
  	\`ticket_url\` text,
  	\`date_start\` text,
  	\`date_end\` text,
  	\`event_type_new\` text DEFAULT 'performance',
  	\`production_id\` integer,
  	\`venue_id\` integer,
  	\`room_id\` integer,
  	\`exhibition_type_id\` integer,
  	\`genre_id\` integer,
  	\`parent_event_id\` integer,
  	\`is_online\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`production_id\`) REFERENCES \`productions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`venue_id\`) REFERENCES \`venues\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`room_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`exhibition_type_id\`) REFERENCES \`exhibition_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`genre_id\`) REFERENCES \`genres\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`events_image_idx\` ON \`events\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_id_jet_idx\` ON \`events\` (\`id_jet\`);`)
  await db.run(sql`CREATE INDEX \`events_date_start_idx\` ON \`events\` (\`date_start\`);`)
  await db.run(sql`CREATE INDEX \`events_production_idx\` ON \`events\` (\`production_id\`);`)
  await db.run(sql`CREATE INDEX \`events_venue_idx\` ON \`events\` (\`venue_id\`);`)
  await db.run(sql`CREATE INDEX \`events_room_idx\` ON \`events\` (\`room_id\`);`)
  await db.run(sql`CREATE INDEX \`events_exhibition_type_idx\` ON \`events\` (\`exhibition_type_id\`);`)
  await db.run(sql`CREATE INDEX \`events_genre_idx\` ON \`events\` (\`genre_id\`);`)
  await db.run(sql`CREATE INDEX \`events_parent_event_idx\` ON \`events\` (\`parent_event_id\`);`)
  await db.run(sql`CREATE INDEX \`events_is_online_idx\` ON \`events\` (\`is_online\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`events_locales\` (
  	\`title\` text,
  	\`preline\` text,
  	\`subline\` text,
  	\`teaser_text\` text,
  	\`important_info\` text,
  	\`description\` text,
  	\`promoter\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_slug_idx\` ON \`events_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_locales_locale_parent_id_unique\` ON \`events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`event_tags_id\` integer,
  	\`series_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_tags_id\`) REFERENCES \`event_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`series_id\`) REFERENCES \`series\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_rels_order_idx\` ON \`events_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_parent_idx\` ON \`events_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_path_idx\` ON \`events_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_media_id_idx\` ON \`events_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_event_tags_id_idx\` ON \`events_rels\` (\`event_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_series_id_idx\` ON \`events_rels\` (\`series_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_programs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_programs_order_idx\` ON \`_events_v_version_programs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_programs_parent_id_idx\` ON \`_events_v_version_programs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_programs_locale_idx\` ON \`_events_v_version_programs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_contributors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`person_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`person_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_contributors_order_idx\` ON \`_events_v_version_contributors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_contributors_parent_id_idx\` ON \`_events_v_version_contributors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_contributors_person_idx\` ON \`_events_v_version_contributors\` (\`person_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_contributors_locales\` (
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v_version_contributors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_version_contributors_locales_locale_parent_id_uniq\` ON \`_events_v_version_contributors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_sponsors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_sponsors_order_idx\` ON \`_events_v_version_sponsors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_sponsors_parent_id_idx\` ON \`_events_v_version_sponsors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_sponsors_logo_idx\` ON \`_events_v_version_sponsors\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_artist\` text,
  	\`version_image_id\` integer,
  	\`version_video_url\` text,
  	\`version_id_jet\` text,
  	\`version_ticket_url\` text,
  	\`version_date_start\` text,
  	\`version_date_end\` text,
  	\`version_event_type_new\` text DEFAULT 'performance',
  	\`version_production_id\` integer,
  	\`version_venue_id\` integer,
  	\`version_room_id\` integer,
  	\`version_exhibition_type_id\` integer,
  	\`version_genre_id\` integer,
  	\`version_parent_event_id\` integer,
  	\`version_is_online\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_production_id\`) REFERENCES \`productions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_venue_id\`) REFERENCES \`venues\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_room_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_exhibition_type_id\`) REFERENCES \`exhibition_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_genre_id\`) REFERENCES \`genres\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_image_idx\` ON \`_events_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_id_jet_idx\` ON \`_events_v\` (\`version_id_jet\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_date_start_idx\` ON \`_events_v\` (\`version_date_start\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_production_idx\` ON \`_events_v\` (\`version_production_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_venue_idx\` ON \`_events_v\` (\`version_venue_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_room_idx\` ON \`_events_v\` (\`version_room_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_exhibition_type_idx\` ON \`_events_v\` (\`version_exhibition_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_genre_idx\` ON \`_events_v\` (\`version_genre_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_parent_event_idx\` ON \`_events_v\` (\`version_parent_event_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_is_online_idx\` ON \`_events_v\` (\`version_is_online\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_snapshot_idx\` ON \`_events_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_published_locale_idx\` ON \`_events_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_locales\` (
  	\`version_title\` text,
  	\`version_preline\` text,
  	\`version_subline\` text,
  	\`version_teaser_text\` text,
  	\`version_important_info\` text,
  	\`version_description\` text,
  	\`version_promoter\` text,
  	\`version_slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_slug_idx\` ON \`_events_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_locales_locale_parent_id_unique\` ON \`_events_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`event_tags_id\` integer,
  	\`series_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_tags_id\`) REFERENCES \`event_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`series_id\`) REFERENCES \`series\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_rels_order_idx\` ON \`_events_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_parent_idx\` ON \`_events_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_path_idx\` ON \`_events_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_media_id_idx\` ON \`_events_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_event_tags_id_idx\` ON \`_events_v_rels\` (\`event_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_series_id_idx\` ON \`_events_v_rels\` (\`series_id\`);`)
  await db.run(sql`CREATE TABLE \`event_teasers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`position\` text NOT NULL,
  	\`image_id\` integer,
  	\`is_online\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`event_teasers_position_idx\` ON \`event_teasers\` (\`position\`);`)
  await db.run(sql`CREATE INDEX \`event_teasers_image_idx\` ON \`event_teasers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`event_teasers_is_online_idx\` ON \`event_teasers\` (\`is_online\`);`)
  await db.run(sql`CREATE INDEX \`event_teasers_updated_at_idx\` ON \`event_teasers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`event_teasers_created_at_idx\` ON \`event_teasers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`event_teasers_locales\` (
  	\`preline\` text,
  	\`headline\` text NOT NULL,
  	\`subline\` text,
  	\`link\` text DEFAULT '/',
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`event_teasers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`event_teasers_locales_locale_parent_id_unique\` ON \`event_teasers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`productions_programs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`productions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`productions_programs_order_idx\` ON \`productions_programs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`productions_programs_parent_id_idx\` ON \`productions_programs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`productions_programs_locale_idx\` ON \`productions_programs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`productions_contributors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`person_id\` integer,
  	FOREIGN KEY (\`person_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`productions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`productions_contributors_order_idx\` ON \`productions_contributors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`productions_contributors_parent_id_idx\` ON \`productions_contributors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`productions_contributors_person_idx\` ON \`productions_contributors\` (\`person_id\`);`)
  await db.run(sql`CREATE TABLE \`productions_contributors_locales\` (
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`productions_contributors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`productions_contributors_locales_locale_parent_id_unique\` ON \`productions_contributors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`productions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`artist\` text,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`season_id\` integer,
  	\`exhibition_type_id\` integer,
  	\`is_online\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`season_id\`) REFERENCES \`seasons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`exhibition_type_id\`) REFERENCES \`exhibition_types\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`productions_image_idx\` ON \`productions\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`productions_season_idx\` ON \`productions\` (\`season_id\`);`)
  await db.run(sql`CREATE INDEX \`productions_exhibition_type_idx\` ON \`productions\` (\`exhibition_type_id\`);`)
  await db.run(sql`CREATE INDEX \`productions_is_online_idx\` ON \`productions\` (\`is_online\`);`)
  await db.run(sql`CREATE INDEX \`productions_updated_at_idx\` ON \`productions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`productions_created_at_idx\` ON \`productions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`productions__status_idx\` ON \`productions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`productions_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`teaser_text\` text,
  	\`description\` text,
  	\`promoter\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`productions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`productions_slug_idx\` ON \`productions_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`productions_locales_locale_parent_id_unique\` ON \`productions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`productions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`production_tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`productions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`production_tags_id\`) REFERENCES \`production_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`productions_rels_order_idx\` ON \`productions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`productions_rels_parent_idx\` ON \`productions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`productions_rels_path_idx\` ON \`productions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`productions_rels_media_id_idx\` ON \`productions_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`productions_rels_production_tags_id_idx\` ON \`productions_rels\` (\`production_tags_id\`);`)
  await db.run(sql`CREATE TABLE \`_productions_v_version_programs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_productions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_productions_v_version_programs_order_idx\` ON \`_productions_v_version_programs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_version_programs_parent_id_idx\` ON \`_productions_v_version_programs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_version_programs_locale_idx\` ON \`_productions_v_version_programs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_productions_v_version_contributors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`person_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`person_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_productions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_productions_v_version_contributors_order_idx\` ON \`_productions_v_version_contributors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_version_contributors_parent_id_idx\` ON \`_productions_v_version_contributors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_version_contributors_person_idx\` ON \`_productions_v_version_contributors\` (\`person_id\`);`)
  await db.run(sql`CREATE TABLE \`_productions_v_version_contributors_locales\` (
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_productions_v_version_contributors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_productions_v_version_contributors_locales_locale_parent_id\` ON \`_productions_v_version_contributors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_productions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_artist\` text,
  	\`version_image_id\` integer,
  	\`version_video_url\` text,
  	\`version_season_id\` integer,
  	\`version_exhibition_type_id\` integer,
  	\`version_is_online\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`productions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_season_id\`) REFERENCES \`seasons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_exhibition_type_id\`) REFERENCES \`exhibition_types\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_productions_v_parent_idx\` ON \`_productions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_version_version_image_idx\` ON \`_productions_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_version_version_season_idx\` ON \`_productions_v\` (\`version_season_id\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_version_version_exhibition_type_idx\` ON \`_productions_v\` (\`version_exhibition_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_version_version_is_online_idx\` ON \`_productions_v\` (\`version_is_online\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_version_version_updated_at_idx\` ON \`_productions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_version_version_created_at_idx\` ON \`_productions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_version_version__status_idx\` ON \`_productions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_created_at_idx\` ON \`_productions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_updated_at_idx\` ON \`_productions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_snapshot_idx\` ON \`_productions_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_published_locale_idx\` ON \`_productions_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_latest_idx\` ON \`_productions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_productions_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_teaser_text\` text,
  	\`version_description\` text,
  	\`version_promoter\` text,
  	\`version_slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_productions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_productions_v_version_version_slug_idx\` ON \`_productions_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_productions_v_locales_locale_parent_id_unique\` ON \`_productions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_productions_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`production_tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_productions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`production_tags_id\`) REFERENCES \`production_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_productions_v_rels_order_idx\` ON \`_productions_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_rels_parent_idx\` ON \`_productions_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_rels_path_idx\` ON \`_productions_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_rels_media_id_idx\` ON \`_productions_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_productions_v_rels_production_tags_id_idx\` ON \`_productions_v_rels\` (\`production_tags_id\`);`)
  await db.run(sql`CREATE TABLE \`people\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`image_id\` integer,
  	\`email\` text,
  	\`slug\` text,
  	\`in_team\` integer DEFAULT false,
  	\`department\` text,
  	\`sort\` numeric DEFAULT 0,
  	\`is_online\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`people_image_idx\` ON \`people\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`people_slug_idx\` ON \`people\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`people_is_online_idx\` ON \`people\` (\`is_online\`);`)
  await db.run(sql`CREATE INDEX \`people_updated_at_idx\` ON \`people\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`people_created_at_idx\` ON \`people\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`people__status_idx\` ON \`people\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`people_locales\` (
  	\`position\` text,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`people_locales_locale_parent_id_unique\` ON \`people_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_people_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_image_id\` integer,
  	\`version_email\` text,
  	\`version_slug\` text,
  	\`version_in_team\` integer DEFAULT false,
  	\`version_department\` text,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_is_online\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_people_v_parent_idx\` ON \`_people_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_image_idx\` ON \`_people_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_slug_idx\` ON \`_people_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_is_online_idx\` ON \`_people_v\` (\`version_is_online\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_updated_at_idx\` ON \`_people_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_created_at_idx\` ON \`_people_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version__status_idx\` ON \`_people_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_created_at_idx\` ON \`_people_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_updated_at_idx\` ON \`_people_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_snapshot_idx\` ON \`_people_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_published_locale_idx\` ON \`_people_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_latest_idx\` ON \`_people_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_people_v_locales\` (
  	\`version_position\` text,
  	\`version_bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_people_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_people_v_locales_locale_parent_id_unique\` ON \`_people_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`series\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`show_in_filter\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`is_online\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`series_image_idx\` ON \`series\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`series_is_online_idx\` ON \`series\` (\`is_online\`);`)
  await db.run(sql`CREATE INDEX \`series_updated_at_idx\` ON \`series\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`series_created_at_idx\` ON \`series\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`series__status_idx\` ON \`series\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`series_locales\` (
  	\`name\` text,
  	\`teaser_text\` text,
  	\`description\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`series\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`series_slug_idx\` ON \`series_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`series_locales_locale_parent_id_unique\` ON \`series_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_series_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_id\` integer,
  	\`version_show_in_filter\` integer DEFAULT true,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_is_online\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`series\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_series_v_parent_idx\` ON \`_series_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_version_version_image_idx\` ON \`_series_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_version_version_is_online_idx\` ON \`_series_v\` (\`version_is_online\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_version_version_updated_at_idx\` ON \`_series_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_version_version_created_at_idx\` ON \`_series_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_version_version__status_idx\` ON \`_series_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_created_at_idx\` ON \`_series_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_updated_at_idx\` ON \`_series_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_snapshot_idx\` ON \`_series_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_published_locale_idx\` ON \`_series_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_latest_idx\` ON \`_series_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_series_v_locales\` (
  	\`version_name\` text,
  	\`version_teaser_text\` text,
  	\`version_description\` text,
  	\`version_slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_series_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_series_v_version_version_slug_idx\` ON \`_series_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_series_v_locales_locale_parent_id_unique\` ON \`_series_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`venues\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`street\` text,
  	\`postal_code\` text,
  	\`city\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`sort\` numeric DEFAULT 0,
  	\`is_online\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`venues_image_idx\` ON \`venues\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`venues_is_online_idx\` ON \`venues\` (\`is_online\`);`)
  await db.run(sql`CREATE INDEX \`venues_updated_at_idx\` ON \`venues\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`venues_created_at_idx\` ON \`venues\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`venues__status_idx\` ON \`venues\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`venues_locales\` (
  	\`name\` text,
  	\`teaser_text\` text,
  	\`description\` text,
  	\`directions\` text,
  	\`accessibility\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`venues\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`venues_slug_idx\` ON \`venues_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`venues_locales_locale_parent_id_unique\` ON \`venues_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_venues_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_id\` integer,
  	\`version_street\` text,
  	\`version_postal_code\` text,
  	\`version_city\` text,
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_is_online\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`venues\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_venues_v_parent_idx\` ON \`_venues_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_venues_v_version_version_image_idx\` ON \`_venues_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_venues_v_version_version_is_online_idx\` ON \`_venues_v\` (\`version_is_online\`);`)
  await db.run(sql`CREATE INDEX \`_venues_v_version_version_updated_at_idx\` ON \`_venues_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_venues_v_version_version_created_at_idx\` ON \`_venues_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_venues_v_version_version__status_idx\` ON \`_venues_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_venues_v_created_at_idx\` ON \`_venues_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_venues_v_updated_at_idx\` ON \`_venues_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_venues_v_snapshot_idx\` ON \`_venues_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_venues_v_published_locale_idx\` ON \`_venues_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_venues_v_latest_idx\` ON \`_venues_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_venues_v_locales\` (
  	\`version_name\` text,
  	\`version_teaser_text\` text,
  	\`version_description\` text,
  	\`version_directions\` text,
  	\`version_accessibility\` text,
  	\`version_slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_venues_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_venues_v_version_version_slug_idx\` ON \`_venues_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_venues_v_locales_locale_parent_id_unique\` ON \`_venues_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rooms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_in_filter\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`venue_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`venue_id\`) REFERENCES \`venues\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`rooms_venue_idx\` ON \`rooms\` (\`venue_id\`);`)
  await db.run(sql`CREATE INDEX \`rooms_updated_at_idx\` ON \`rooms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rooms_created_at_idx\` ON \`rooms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rooms_locales\` (
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rooms_slug_idx\` ON \`rooms_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`rooms_locales_locale_parent_id_unique\` ON \`rooms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`author\` text,
  	\`published_at\` text,
  	\`category_id\` integer,
  	\`is_online\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_image_idx\` ON \`articles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_category_idx\` ON \`articles\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_is_online_idx\` ON \`articles\` (\`is_online\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`articles_locales\` (
  	\`title\` text,
  	\`preline\` text,
  	\`teaser_text\` text,
  	\`content\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_slug_idx\` ON \`articles_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`productions_id\` integer,
  	\`article_tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`productions_id\`) REFERENCES \`productions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_tags_id\`) REFERENCES \`article_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_rels_order_idx\` ON \`articles_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_parent_idx\` ON \`articles_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_path_idx\` ON \`articles_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_productions_id_idx\` ON \`articles_rels\` (\`productions_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_article_tags_id_idx\` ON \`articles_rels\` (\`article_tags_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_id\` integer,
  	\`version_author\` text,
  	\`version_published_at\` text,
  	\`version_category_id\` integer,
  	\`version_is_online\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_image_idx\` ON \`_articles_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_published_at_idx\` ON \`_articles_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_category_idx\` ON \`_articles_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_is_online_idx\` ON \`_articles_v\` (\`version_is_online\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_snapshot_idx\` ON \`_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_published_locale_idx\` ON \`_articles_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_locales\` (
  	\`version_title\` text,
  	\`version_preline\` text,
  	\`version_teaser_text\` text,
  	\`version_content\` text,
  	\`version_slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_locales_locale_parent_id_unique\` ON \`_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`productions_id\` integer,
  	\`article_tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`productions_id\`) REFERENCES \`productions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_tags_id\`) REFERENCES \`article_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_order_idx\` ON \`_articles_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_parent_idx\` ON \`_articles_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_path_idx\` ON \`_articles_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_productions_id_idx\` ON \`_articles_v_rels\` (\`productions_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_article_tags_id_idx\` ON \`_articles_v_rels\` (\`article_tags_id\`);`)
  await db.run(sql`CREATE TABLE \`article_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`style_name\` text DEFAULT 'default',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`article_categories_updated_at_idx\` ON \`article_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`article_categories_created_at_idx\` ON \`article_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`article_categories_locales\` (
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`article_categories_slug_idx\` ON \`article_categories_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`article_categories_locales_locale_parent_id_unique\` ON \`article_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`article_tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`article_tags_updated_at_idx\` ON \`article_tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`article_tags_created_at_idx\` ON \`article_tags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`article_tags_locales\` (
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`article_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`article_tags_slug_idx\` ON \`article_tags_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`article_tags_locales_locale_parent_id_unique\` ON \`article_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`genres\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_in_filter\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`genres_updated_at_idx\` ON \`genres\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`genres_created_at_idx\` ON \`genres\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`genres_locales\` (
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`genres\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`genres_slug_idx\` ON \`genres_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`genres_locales_locale_parent_id_unique\` ON \`genres_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exhibition_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_in_filter\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`exhibition_types_updated_at_idx\` ON \`exhibition_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exhibition_types_created_at_idx\` ON \`exhibition_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`exhibition_types_locales\` (
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exhibition_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exhibition_types_slug_idx\` ON \`exhibition_types_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`exhibition_types_locales_locale_parent_id_unique\` ON \`exhibition_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`event_tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_in_filter\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`event_tags_updated_at_idx\` ON \`event_tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`event_tags_created_at_idx\` ON \`event_tags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`event_tags_locales\` (
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`event_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`event_tags_slug_idx\` ON \`event_tags_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_tags_locales_locale_parent_id_unique\` ON \`event_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`seasons\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_in_filter\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`starts_on\` text NOT NULL,
  	\`ends_on\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`seasons_updated_at_idx\` ON \`seasons\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`seasons_created_at_idx\` ON \`seasons\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`seasons_locales\` (
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`seasons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`seasons_slug_idx\` ON \`seasons_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`seasons_locales_locale_parent_id_unique\` ON \`seasons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`production_tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_in_filter\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`production_tags_updated_at_idx\` ON \`production_tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`production_tags_created_at_idx\` ON \`production_tags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`production_tags_locales\` (
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`production_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`production_tags_slug_idx\` ON \`production_tags_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`production_tags_locales_locale_parent_id_unique\` ON \`production_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_fields_choices_order_idx\` ON \`forms_fields_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_fields_choices_parent_id_idx\` ON \`forms_fields_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_choices_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields_choices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_fields_choices_locales_locale_parent_id_unique\` ON \`forms_fields_choices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`field_type\` text DEFAULT '1',
  	\`required\` integer DEFAULT false,
  	\`visible\` integer DEFAULT true,
  	\`default\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_fields_order_idx\` ON \`forms_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_fields_parent_id_idx\` ON \`forms_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_locales\` (
  	\`label\` text NOT NULL,
  	\`placeholder_text\` text,
  	\`help_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_fields_locales_locale_parent_id_unique\` ON \`forms_fields_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`notify_email\` text,
  	\`is_online\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_is_online_idx\` ON \`forms\` (\`is_online\`);`)
  await db.run(sql`CREATE INDEX \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forms_created_at_idx\` ON \`forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`forms_locales\` (
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`submit_text\` text,
  	\`success_message\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_slug_idx\` ON \`forms_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_locales_locale_parent_id_unique\` ON \`forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`field_values\` text NOT NULL,
  	\`locale\` text DEFAULT 'de',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_entries_form_idx\` ON \`form_entries\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_updated_at_idx\` ON \`form_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_created_at_idx\` ON \`form_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_entries_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`temp_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`form_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`temp_files_id\`) REFERENCES \`temp_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_entries_rels_order_idx\` ON \`form_entries_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_rels_parent_idx\` ON \`form_entries_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_rels_path_idx\` ON \`form_entries_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_rels_temp_files_id_idx\` ON \`form_entries_rels\` (\`temp_files_id\`);`)
  await db.run(sql`CREATE TABLE \`temp_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`temp_files_expires_at_idx\` ON \`temp_files\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`temp_files_updated_at_idx\` ON \`temp_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`temp_files_created_at_idx\` ON \`temp_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`temp_files_filename_idx\` ON \`temp_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`breaking_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`online_from\` text,
  	\`online_to\` text,
  	\`is_online\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`breaking_news_is_online_idx\` ON \`breaking_news\` (\`is_online\`);`)
  await db.run(sql`CREATE INDEX \`breaking_news_updated_at_idx\` ON \`breaking_news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`breaking_news_created_at_idx\` ON \`breaking_news\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`breaking_news_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`link_url\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`breaking_news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`breaking_news_locales_locale_parent_id_unique\` ON \`breaking_news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`old_path\` text NOT NULL,
  	\`new_path\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_old_path_idx\` ON \`redirects\` (\`old_path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`seat_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`capacity\` numeric NOT NULL,
  	\`status\` text DEFAULT '1',
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`seat_groups_event_idx\` ON \`seat_groups\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`seat_groups_updated_at_idx\` ON \`seat_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`seat_groups_created_at_idx\` ON \`seat_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`seat_groups_locales\` (
  	\`seat_group\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`seat_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`seat_groups_locales_locale_parent_id_unique\` ON \`seat_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`prices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`seat_group_id\` integer NOT NULL,
  	\`text\` text DEFAULT 'Vollpreis',
  	\`amount_cents\` numeric NOT NULL,
  	\`sale_type_id\` numeric NOT NULL,
  	\`has_discounts\` integer DEFAULT false,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seat_group_id\`) REFERENCES \`seat_groups\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`prices_event_idx\` ON \`prices\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`prices_seat_group_idx\` ON \`prices\` (\`seat_group_id\`);`)
  await db.run(sql`CREATE INDEX \`prices_updated_at_idx\` ON \`prices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`prices_created_at_idx\` ON \`prices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`prices_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`prices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`prices_locales_locale_parent_id_unique\` ON \`prices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`timeslots\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`time_start\` text NOT NULL,
  	\`block_id\` numeric NOT NULL,
  	\`capacity\` numeric NOT NULL,
  	\`status\` text DEFAULT '1',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`timeslots_event_idx\` ON \`timeslots\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`timeslots_updated_at_idx\` ON \`timeslots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`timeslots_created_at_idx\` ON \`timeslots\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`carts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token\` text NOT NULL,
  	\`customer_id\` integer,
  	\`status\` text DEFAULT 'open',
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`carts_token_idx\` ON \`carts\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`carts_customer_idx\` ON \`carts\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_status_idx\` ON \`carts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`carts_expires_at_idx\` ON \`carts\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`carts_updated_at_idx\` ON \`carts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carts_created_at_idx\` ON \`carts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`reservations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cart_id\` integer NOT NULL,
  	\`customer_id\` integer,
  	\`event_id\` integer NOT NULL,
  	\`seat_group_id\` integer NOT NULL,
  	\`timeslot_id\` integer,
  	\`price_id\` integer NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`unit_cents\` numeric NOT NULL,
  	\`status\` text DEFAULT 'held',
  	\`expires_at\` text NOT NULL,
  	\`order_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cart_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seat_group_id\`) REFERENCES \`seat_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`timeslot_id\`) REFERENCES \`timeslots\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`price_id\`) REFERENCES \`prices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reservations_cart_idx\` ON \`reservations\` (\`cart_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_customer_idx\` ON \`reservations\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_event_idx\` ON \`reservations\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_seat_group_idx\` ON \`reservations\` (\`seat_group_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_timeslot_idx\` ON \`reservations\` (\`timeslot_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_price_idx\` ON \`reservations\` (\`price_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_status_idx\` ON \`reservations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`reservations_expires_at_idx\` ON \`reservations\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`reservations_order_idx\` ON \`reservations\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_updated_at_idx\` ON \`reservations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reservations_created_at_idx\` ON \`reservations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`orders_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`event_title\` text NOT NULL,
  	\`date_start\` text NOT NULL,
  	\`seat_group\` text NOT NULL,
  	\`price_name\` text NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`unit_cents\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_lines_order_idx\` ON \`orders_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_parent_id_idx\` ON \`orders_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`cart_id\` integer NOT NULL,
  	\`customer_id\` integer,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`total_cents\` numeric NOT NULL,
  	\`status\` text DEFAULT 'confirmed',
  	\`confirmed_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cart_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_number_idx\` ON \`orders\` (\`number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_cart_idx\` ON \`orders\` (\`cart_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`customers_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_sessions_order_idx\` ON \`customers_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`customers_sessions_parent_id_idx\` ON \`customers_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`customers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`preferred_locale\` text DEFAULT 'de',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_email_idx\` ON \`customers\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`customers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`events_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_rels_order_idx\` ON \`customers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`customers_rels_parent_idx\` ON \`customers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_rels_path_idx\` ON \`customers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`customers_rels_events_id_idx\` ON \`customers_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`customers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_customers_id_idx\` ON \`payload_preferences_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`opening_hours_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`weekday\` text NOT NULL,
  	\`time_from\` text,
  	\`time_to\` text,
  	\`closed\` integer DEFAULT false,
  	\`alternative_link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`opening_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`opening_hours_opening_hours_order_idx\` ON \`opening_hours_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`opening_hours_opening_hours_parent_id_idx\` ON \`opening_hours_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`opening_hours_opening_hours_locales\` (
  	\`alternative_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`opening_hours_opening_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`opening_hours_opening_hours_locales_locale_parent_id_unique\` ON \`opening_hours_opening_hours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`opening_hours_opening_hours_exceptions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`time_from\` text,
  	\`time_to\` text,
  	\`closed\` integer DEFAULT false,
  	\`alternative_link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`opening_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`opening_hours_opening_hours_exceptions_order_idx\` ON \`opening_hours_opening_hours_exceptions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`opening_hours_opening_hours_exceptions_parent_id_idx\` ON \`opening_hours_opening_hours_exceptions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`opening_hours_opening_hours_exceptions_locales\` (
  	\`alternative_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`opening_hours_opening_hours_exceptions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`opening_hours_opening_hours_exceptions_locales_locale_parent\` ON \`opening_hours_opening_hours_exceptions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`opening_hours\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`navigation_secondary\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_id\` integer,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_secondary_order_idx\` ON \`navigation_secondary\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_secondary_parent_id_idx\` ON \`navigation_secondary\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_secondary_page_idx\` ON \`navigation_secondary\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_secondary_locales\` (
  	\`label\` text NOT NULL,
  	\`url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_secondary\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_secondary_locales_locale_parent_id_unique\` ON \`navigation_secondary_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_id\` integer,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_footer_links_order_idx\` ON \`navigation_footer_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_links_parent_id_idx\` ON \`navigation_footer_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_links_page_idx\` ON \`navigation_footer_links\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_links_locales\` (
  	\`label\` text NOT NULL,
  	\`url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_footer_links_locales_locale_parent_id_unique\` ON \`navigation_footer_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_site_online\` integer DEFAULT true,
  	\`is_shop_online\` integer DEFAULT true,
  	\`html_header\` text,
  	\`html_footer_top\` text,
  	\`html_footer_bottom\` text,
  	\`html_footer_logos\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`design_settings_errors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status_code\` numeric NOT NULL,
  	\`html\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`design_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`design_settings_errors_order_idx\` ON \`design_settings_errors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`design_settings_errors_parent_id_idx\` ON \`design_settings_errors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`design_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`header_logo_link\` text DEFAULT '/',
  	\`header_theme\` text DEFAULT 'cc01',
  	\`header_basket_link\` text DEFAULT '/webshop/cart',
  	\`webshop_link\` text DEFAULT '/webshop',
  	\`event_style\` text DEFAULT '1',
  	\`sticky_overlay_button\` integer DEFAULT true,
  	\`menu_style\` integer DEFAULT false,
  	\`quickbuy_widget\` integer DEFAULT false,
  	\`cookies_tag_manager_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`design_settings_locales\` (
  	\`cookies_banner_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`design_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`design_settings_locales_locale_parent_id_unique\` ON \`design_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_headline\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_link\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_file\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_audio\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_audio_file\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_viewer\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_full_teaser\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_teaser_item\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_teaser_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_logo_list_logos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_logo_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_venue\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_venue_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_html\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hubspot_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_media\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_blog_teaser_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_two_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_event_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_highlight_teaser\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_anchor_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_item\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_headline\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_link\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_file\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_audio\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_audio_file\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_viewer\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_full_teaser\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_teaser_item\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_teaser_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_logo_list_logos\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_logo_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_venue\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_venue_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_html\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hubspot_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_media\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_blog_teaser_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_two_columns\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_event_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_highlight_teaser\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_anchor_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_item\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section_columns\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_headline\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_link\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_video_file\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_audio\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_audio_file\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_viewer\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_full_teaser\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_teaser_item\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_teaser_list\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_image_list\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_logo_list_logos\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_logo_list\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_venue\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_venue_list\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_html\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_hubspot_form\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_hero_media\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_blog_teaser_list\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_two_columns\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_event_list\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_highlight_teaser\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_anchor_list\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_video_list\`;`)
  await db.run(sql`DROP TABLE \`containers_blocks_faq_item\`;`)
  await db.run(sql`DROP TABLE \`containers_columns\`;`)
  await db.run(sql`DROP TABLE \`containers\`;`)
  await db.run(sql`DROP TABLE \`containers_rels\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_headline\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_link\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_video_file\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_audio\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_audio_file\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_viewer\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_full_teaser\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_teaser_item\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_teaser_list\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_image_list\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_logo_list_logos\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_logo_list\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_venue\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_venue_list\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_html\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_hubspot_form\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_hero_media\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_blog_teaser_list\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_two_columns\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_event_list\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_highlight_teaser\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_anchor_list\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_video_list\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_blocks_faq_item\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_version_columns\`;`)
  await db.run(sql`DROP TABLE \`_containers_v\`;`)
  await db.run(sql`DROP TABLE \`_containers_v_rels\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`events_programs\`;`)
  await db.run(sql`DROP TABLE \`events_contributors\`;`)
  await db.run(sql`DROP TABLE \`events_contributors_locales\`;`)
  await db.run(sql`DROP TABLE \`events_sponsors\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`events_locales\`;`)
  await db.run(sql`DROP TABLE \`events_rels\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_programs\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_contributors\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_contributors_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_sponsors\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`_events_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v_rels\`;`)
  await db.run(sql`DROP TABLE \`event_teasers\`;`)
  await db.run(sql`DROP TABLE \`event_teasers_locales\`;`)
  await db.run(sql`DROP TABLE \`productions_programs\`;`)
  await db.run(sql`DROP TABLE \`productions_contributors\`;`)
  await db.run(sql`DROP TABLE \`productions_contributors_locales\`;`)
  await db.run(sql`DROP TABLE \`productions\`;`)
  await db.run(sql`DROP TABLE \`productions_locales\`;`)
  await db.run(sql`DROP TABLE \`productions_rels\`;`)
  await db.run(sql`DROP TABLE \`_productions_v_version_programs\`;`)
  await db.run(sql`DROP TABLE \`_productions_v_version_contributors\`;`)
  await db.run(sql`DROP TABLE \`_productions_v_version_contributors_locales\`;`)
  await db.run(sql`DROP TABLE \`_productions_v\`;`)
  await db.run(sql`DROP TABLE \`_productions_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_productions_v_rels\`;`)
  await db.run(sql`DROP TABLE \`people\`;`)
  await db.run(sql`DROP TABLE \`people_locales\`;`)
  await db.run(sql`DROP TABLE \`_people_v\`;`)
  await db.run(sql`DROP TABLE \`_people_v_locales\`;`)
  await db.run(sql`DROP TABLE \`series\`;`)
  await db.run(sql`DROP TABLE \`series_locales\`;`)
  await db.run(sql`DROP TABLE \`_series_v\`;`)
  await db.run(sql`DROP TABLE \`_series_v_locales\`;`)
  await db.run(sql`DROP TABLE \`venues\`;`)
  await db.run(sql`DROP TABLE \`venues_locales\`;`)
  await db.run(sql`DROP TABLE \`_venues_v\`;`)
  await db.run(sql`DROP TABLE \`_venues_v_locales\`;`)
  await db.run(sql`DROP TABLE \`rooms\`;`)
  await db.run(sql`DROP TABLE \`rooms_locales\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_rels\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_rels\`;`)
  await db.run(sql`DROP TABLE \`article_categories\`;`)
  await db.run(sql`DROP TABLE \`article_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`article_tags\`;`)
  await db.run(sql`DROP TABLE \`article_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`genres\`;`)
  await db.run(sql`DROP TABLE \`genres_locales\`;`)
  await db.run(sql`DROP TABLE \`exhibition_types\`;`)
  await db.run(sql`DROP TABLE \`exhibition_types_locales\`;`)
  await db.run(sql`DROP TABLE \`event_tags\`;`)
  await db.run(sql`DROP TABLE \`event_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`seasons\`;`)
  await db.run(sql`DROP TABLE \`seasons_locales\`;`)
  await db.run(sql`DROP TABLE \`production_tags\`;`)
  await db.run(sql`DROP TABLE \`production_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_choices\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_choices_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_fields\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_locales\`;`)
  await db.run(sql`DROP TABLE \`forms\`;`)
  await db.run(sql`DROP TABLE \`forms_locales\`;`)
  await db.run(sql`DROP TABLE \`form_entries\`;`)
  await db.run(sql`DROP TABLE \`form_entries_rels\`;`)
  await db.run(sql`DROP TABLE \`temp_files\`;`)
  await db.run(sql`DROP TABLE \`breaking_news\`;`)
  await db.run(sql`DROP TABLE \`breaking_news_locales\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`seat_groups\`;`)
  await db.run(sql`DROP TABLE \`seat_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`prices\`;`)
  await db.run(sql`DROP TABLE \`prices_locales\`;`)
  await db.run(sql`DROP TABLE \`timeslots\`;`)
  await db.run(sql`DROP TABLE \`carts\`;`)
  await db.run(sql`DROP TABLE \`reservations\`;`)
  await db.run(sql`DROP TABLE \`orders_lines\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`customers_sessions\`;`)
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`DROP TABLE \`customers_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`opening_hours_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`opening_hours_opening_hours_locales\`;`)
  await db.run(sql`DROP TABLE \`opening_hours_opening_hours_exceptions\`;`)
  await db.run(sql`DROP TABLE \`opening_hours_opening_hours_exceptions_locales\`;`)
  await db.run(sql`DROP TABLE \`opening_hours\`;`)
  await db.run(sql`DROP TABLE \`navigation_secondary\`;`)
  await db.run(sql`DROP TABLE \`navigation_secondary_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_links\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_links_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`design_settings_errors\`;`)
  await db.run(sql`DROP TABLE \`design_settings\`;`)
  await db.run(sql`DROP TABLE \`design_settings_locales\`;`)
}
