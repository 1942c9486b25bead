import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_pages_blocks_headline_headline_level" AS ENUM('2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum_pages_blocks_image_format" AS ENUM('large', 'medium', 'small');
  CREATE TYPE "public"."enum_pages_blocks_audio_media_type" AS ENUM('spotify', 'soundcloud', 'podigee', 'idagio');
  CREATE TYPE "public"."enum_pages_blocks_full_teaser_format" AS ENUM('imageLeft', 'imageRight', 'fullscreen');
  CREATE TYPE "public"."enum_pages_blocks_image_list_format" AS ENUM('slider', 'grid', 'masonry', 'parallax', 'semiLazy');
  CREATE TYPE "public"."enum_pages_blocks_social_media_network" AS ENUM('instagram', 'twitter', 'facebook', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_section_layout" AS ENUM('100', '67-33', '33-67', '50-50', '33-33-33', '25-50-25');
  CREATE TYPE "public"."enum_pages_og_type" AS ENUM('website', 'article');
  CREATE TYPE "public"."enum_pages_content_type" AS ENUM('home', 'page', 'events', 'productions', 'team', 'magazine', 'search', 'legal');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_headline_headline_level" AS ENUM('2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum__pages_v_blocks_image_format" AS ENUM('large', 'medium', 'small');
  CREATE TYPE "public"."enum__pages_v_blocks_audio_media_type" AS ENUM('spotify', 'soundcloud', 'podigee', 'idagio');
  CREATE TYPE "public"."enum__pages_v_blocks_full_teaser_format" AS ENUM('imageLeft', 'imageRight', 'fullscreen');
  CREATE TYPE "public"."enum__pages_v_blocks_image_list_format" AS ENUM('slider', 'grid', 'masonry', 'parallax', 'semiLazy');
  CREATE TYPE "public"."enum__pages_v_blocks_social_media_network" AS ENUM('instagram', 'twitter', 'facebook', 'tiktok');
  CREATE TYPE "public"."enum__pages_v_blocks_section_layout" AS ENUM('100', '67-33', '33-67', '50-50', '33-33-33', '25-50-25');
  CREATE TYPE "public"."enum__pages_v_version_og_type" AS ENUM('website', 'article');
  CREATE TYPE "public"."enum__pages_v_version_content_type" AS ENUM('home', 'page', 'events', 'productions', 'team', 'magazine', 'search', 'legal');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_containers_blocks_headline_headline_level" AS ENUM('2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum_containers_blocks_image_format" AS ENUM('large', 'medium', 'small');
  CREATE TYPE "public"."enum_containers_blocks_audio_media_type" AS ENUM('spotify', 'soundcloud', 'podigee', 'idagio');
  CREATE TYPE "public"."enum_containers_blocks_full_teaser_format" AS ENUM('imageLeft', 'imageRight', 'fullscreen');
  CREATE TYPE "public"."enum_containers_blocks_image_list_format" AS ENUM('slider', 'grid', 'masonry', 'parallax', 'semiLazy');
  CREATE TYPE "public"."enum_containers_blocks_social_media_network" AS ENUM('instagram', 'twitter', 'facebook', 'tiktok');
  CREATE TYPE "public"."enum_containers_content_type" AS ENUM('page', 'event', 'production', 'person', 'article', 'venue', 'series', 'form');
  CREATE TYPE "public"."enum_containers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__containers_v_blocks_headline_headline_level" AS ENUM('2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum__containers_v_blocks_image_format" AS ENUM('large', 'medium', 'small');
  CREATE TYPE "public"."enum__containers_v_blocks_audio_media_type" AS ENUM('spotify', 'soundcloud', 'podigee', 'idagio');
  CREATE TYPE "public"."enum__containers_v_blocks_full_teaser_format" AS ENUM('imageLeft', 'imageRight', 'fullscreen');
  CREATE TYPE "public"."enum__containers_v_blocks_image_list_format" AS ENUM('slider', 'grid', 'masonry', 'parallax', 'semiLazy');
  CREATE TYPE "public"."enum__containers_v_blocks_social_media_network" AS ENUM('instagram', 'twitter', 'facebook', 'tiktok');
  CREATE TYPE "public"."enum__containers_v_version_content_type" AS ENUM('page', 'event', 'production', 'person', 'article', 'venue', 'series', 'form');
  CREATE TYPE "public"."enum__containers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__containers_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_events_event_type_new" AS ENUM('performance', 'premiere', 'germanPremiere', 'lastPerformance', 'guestPerformance', 'opening', 'talk', 'workshop');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_event_type_new" AS ENUM('performance', 'premiere', 'germanPremiere', 'lastPerformance', 'guestPerformance', 'opening', 'talk', 'workshop');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_productions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__productions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__productions_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_people_department" AS ENUM('direction', 'dramaturgy', 'production', 'communication', 'artists');
  CREATE TYPE "public"."enum_people_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__people_v_version_department" AS ENUM('direction', 'dramaturgy', 'production', 'communication', 'artists');
  CREATE TYPE "public"."enum__people_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__people_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_series_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__series_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__series_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_venues_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__venues_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__venues_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_article_categories_style_name" AS ENUM('default', 'interview', 'essay', 'report');
  CREATE TYPE "public"."enum_forms_fields_field_type" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_form_entries_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_seat_groups_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_timeslots_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_carts_status" AS ENUM('open', 'ordered');
  CREATE TYPE "public"."enum_reservations_status" AS ENUM('held', 'sold', 'released');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('confirmed', 'cancelled');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'boxOffice');
  CREATE TYPE "public"."enum_customers_preferred_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_opening_hours_opening_hours_weekday" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_design_settings_header_theme" AS ENUM('cc01', 'cc02', 'cc03');
  CREATE TYPE "public"."enum_design_settings_event_style" AS ENUM('1', '2', '3');
  CREATE TABLE "pages_blocks_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline_level" "enum_pages_blocks_headline_headline_level" DEFAULT '2',
  	"preline" varchar,
  	"content" varchar,
  	"subline" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"anchor" varchar,
  	"decrease_distance" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar,
  	"link_id" integer,
  	"link_url" varchar,
  	"extra_class" varchar,
  	"anchor" varchar,
  	"sticky" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"format" "enum_pages_blocks_image_format" DEFAULT 'large',
  	"image_id" integer,
  	"link_id" integer,
  	"link_url" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"video_url" varchar,
  	"length" varchar,
  	"title" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"image_id" integer,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_audio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"embed" varchar,
  	"media_type" "enum_pages_blocks_audio_media_type" DEFAULT 'spotify',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_audio_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_viewer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"embed" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" varchar,
  	"author" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_full_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"format" "enum_pages_blocks_full_teaser_format" DEFAULT 'imageLeft',
  	"image_id" integer,
  	"link_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"preline" varchar,
  	"headline" varchar,
  	"subline" varchar,
  	"text" varchar,
  	"extra_class" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_teaser_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"preline" varchar,
  	"headline" varchar,
  	"subline" varchar,
  	"text" varchar,
  	"extra_class" varchar,
  	"online_from" timestamp(3) with time zone,
  	"online_to" timestamp(3) with time zone,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_teaser_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"extra_class" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"format" "enum_pages_blocks_image_list_format" DEFAULT 'slider',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_logo_list_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"name" varchar,
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_logo_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_venue" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"venue_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_venue_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_html" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"html_code" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hubspot_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hubspot_id" varchar,
  	"portal_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_link" varchar,
  	"sticky" boolean DEFAULT false,
  	"image_id" integer,
  	"video_id" integer,
  	"online_from" timestamp(3) with time zone,
  	"online_to" timestamp(3) with time zone,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_blog_teaser_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_two_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"extra_class" varchar,
  	"text" jsonb,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_event_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date_from" timestamp(3) with time zone,
  	"date_to" timestamp(3) with time zone,
  	"filters" boolean DEFAULT false,
  	"tag_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_highlight_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_anchor_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sticky" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_social_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_pages_blocks_social_media_network" DEFAULT 'instagram',
  	"embed" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_section_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"index" numeric,
  	"classes" varchar DEFAULT 'medium-10 xlarge-6'
  );
  
  CREATE TABLE "pages_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"extra_class" varchar,
  	"image_id" integer,
  	"layout" "enum_pages_blocks_section_layout" DEFAULT '100',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"og_image_id" integer,
  	"og_type" "enum_pages_og_type" DEFAULT 'website',
  	"content_type" "enum_pages_content_type" DEFAULT 'page',
  	"parent_id" integer,
  	"is_online" boolean DEFAULT true,
  	"is_clickable" boolean DEFAULT true,
  	"in_menu" boolean DEFAULT false,
  	"in_footer" boolean DEFAULT false,
  	"menu_order" numeric DEFAULT 0,
  	"is_landing_page" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"headline" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"og_title" varchar,
  	"og_description" varchar,
  	"slug" varchar,
  	"path" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"venues_id" integer,
  	"articles_id" integer,
  	"article_categories_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline_level" "enum__pages_v_blocks_headline_headline_level" DEFAULT '2',
  	"preline" varchar,
  	"content" varchar,
  	"subline" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"anchor" varchar,
  	"decrease_distance" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_text" varchar,
  	"link_id" integer,
  	"link_url" varchar,
  	"extra_class" varchar,
  	"anchor" varchar,
  	"sticky" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"format" "enum__pages_v_blocks_image_format" DEFAULT 'large',
  	"image_id" integer,
  	"link_id" integer,
  	"link_url" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"video_url" varchar,
  	"length" varchar,
  	"title" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"image_id" integer,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_audio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"embed" varchar,
  	"media_type" "enum__pages_v_blocks_audio_media_type" DEFAULT 'spotify',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_audio_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_viewer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"embed" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" varchar,
  	"author" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_full_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"format" "enum__pages_v_blocks_full_teaser_format" DEFAULT 'imageLeft',
  	"image_id" integer,
  	"link_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"preline" varchar,
  	"headline" varchar,
  	"subline" varchar,
  	"text" varchar,
  	"extra_class" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_teaser_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"preline" varchar,
  	"headline" varchar,
  	"subline" varchar,
  	"text" varchar,
  	"extra_class" varchar,
  	"online_from" timestamp(3) with time zone,
  	"online_to" timestamp(3) with time zone,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_teaser_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"extra_class" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"format" "enum__pages_v_blocks_image_list_format" DEFAULT 'slider',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_logo_list_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"name" varchar,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_logo_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_venue" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"venue_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_venue_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_html" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"html_code" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hubspot_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hubspot_id" varchar,
  	"portal_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_link" varchar,
  	"sticky" boolean DEFAULT false,
  	"image_id" integer,
  	"video_id" integer,
  	"online_from" timestamp(3) with time zone,
  	"online_to" timestamp(3) with time zone,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_blog_teaser_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_two_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"extra_class" varchar,
  	"text" jsonb,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_event_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date_from" timestamp(3) with time zone,
  	"date_to" timestamp(3) with time zone,
  	"filters" boolean DEFAULT false,
  	"tag_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_highlight_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_anchor_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"sticky" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_social_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__pages_v_blocks_social_media_network" DEFAULT 'instagram',
  	"embed" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_section_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"index" numeric,
  	"classes" varchar DEFAULT 'medium-10 xlarge-6',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"extra_class" varchar,
  	"image_id" integer,
  	"layout" "enum__pages_v_blocks_section_layout" DEFAULT '100',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_og_image_id" integer,
  	"version_og_type" "enum__pages_v_version_og_type" DEFAULT 'website',
  	"version_content_type" "enum__pages_v_version_content_type" DEFAULT 'page',
  	"version_parent_id" integer,
  	"version_is_online" boolean DEFAULT true,
  	"version_is_clickable" boolean DEFAULT true,
  	"version_in_menu" boolean DEFAULT false,
  	"version_in_footer" boolean DEFAULT false,
  	"version_menu_order" numeric DEFAULT 0,
  	"version_is_landing_page" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_headline" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_og_title" varchar,
  	"version_og_description" varchar,
  	"version_slug" varchar,
  	"version_path" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"venues_id" integer,
  	"articles_id" integer,
  	"article_categories_id" integer
  );
  
  CREATE TABLE "containers_blocks_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline_level" "enum_containers_blocks_headline_headline_level" DEFAULT '2',
  	"preline" varchar,
  	"content" varchar,
  	"subline" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"anchor" varchar,
  	"decrease_distance" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar,
  	"link_id" integer,
  	"link_url" varchar,
  	"extra_class" varchar,
  	"anchor" varchar,
  	"sticky" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"format" "enum_containers_blocks_image_format" DEFAULT 'large',
  	"image_id" integer,
  	"link_id" integer,
  	"link_url" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"video_url" varchar,
  	"length" varchar,
  	"title" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_video_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"image_id" integer,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_audio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"embed" varchar,
  	"media_type" "enum_containers_blocks_audio_media_type" DEFAULT 'spotify',
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_audio_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_viewer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"embed" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" varchar,
  	"author" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_full_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"format" "enum_containers_blocks_full_teaser_format" DEFAULT 'imageLeft',
  	"image_id" integer,
  	"link_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"preline" varchar,
  	"headline" varchar,
  	"subline" varchar,
  	"text" varchar,
  	"extra_class" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_teaser_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"preline" varchar,
  	"headline" varchar,
  	"subline" varchar,
  	"text" varchar,
  	"extra_class" varchar,
  	"online_from" timestamp(3) with time zone,
  	"online_to" timestamp(3) with time zone,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_teaser_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"extra_class" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_image_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"format" "enum_containers_blocks_image_list_format" DEFAULT 'slider',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_logo_list_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"name" varchar,
  	"link_url" varchar
  );
  
  CREATE TABLE "containers_blocks_logo_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_venue" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"venue_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_venue_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_html" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"html_code" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_hubspot_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hubspot_id" varchar,
  	"portal_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_hero_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_link" varchar,
  	"sticky" boolean DEFAULT false,
  	"image_id" integer,
  	"video_id" integer,
  	"online_from" timestamp(3) with time zone,
  	"online_to" timestamp(3) with time zone,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_blog_teaser_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_two_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"extra_class" varchar,
  	"text" jsonb,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_event_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date_from" timestamp(3) with time zone,
  	"date_to" timestamp(3) with time zone,
  	"filters" boolean DEFAULT false,
  	"tag_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_highlight_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_anchor_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sticky" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_social_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_containers_blocks_social_media_network" DEFAULT 'instagram',
  	"embed" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_video_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_blocks_faq_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "containers_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"classes" varchar DEFAULT 'medium-10 xlarge-6'
  );
  
  CREATE TABLE "containers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"parent" varchar,
  	"content_type" "enum_containers_content_type",
  	"object_id" numeric,
  	"is_online" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_containers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "containers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"venues_id" integer,
  	"articles_id" integer,
  	"article_categories_id" integer
  );
  
  CREATE TABLE "_containers_v_blocks_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline_level" "enum__containers_v_blocks_headline_headline_level" DEFAULT '2',
  	"preline" varchar,
  	"content" varchar,
  	"subline" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"anchor" varchar,
  	"decrease_distance" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_text" varchar,
  	"link_id" integer,
  	"link_url" varchar,
  	"extra_class" varchar,
  	"anchor" varchar,
  	"sticky" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"format" "enum__containers_v_blocks_image_format" DEFAULT 'large',
  	"image_id" integer,
  	"link_id" integer,
  	"link_url" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"video_url" varchar,
  	"length" varchar,
  	"title" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_video_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"image_id" integer,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_audio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"embed" varchar,
  	"media_type" "enum__containers_v_blocks_audio_media_type" DEFAULT 'spotify',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_audio_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_viewer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"embed" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" varchar,
  	"author" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_full_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"format" "enum__containers_v_blocks_full_teaser_format" DEFAULT 'imageLeft',
  	"image_id" integer,
  	"link_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"preline" varchar,
  	"headline" varchar,
  	"subline" varchar,
  	"text" varchar,
  	"extra_class" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_teaser_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"preline" varchar,
  	"headline" varchar,
  	"subline" varchar,
  	"text" varchar,
  	"extra_class" varchar,
  	"online_from" timestamp(3) with time zone,
  	"online_to" timestamp(3) with time zone,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_teaser_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"extra_class" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_image_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"format" "enum__containers_v_blocks_image_list_format" DEFAULT 'slider',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_logo_list_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"name" varchar,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_logo_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_venue" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"venue_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_venue_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_html" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"html_code" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_hubspot_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hubspot_id" varchar,
  	"portal_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_hero_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_link" varchar,
  	"sticky" boolean DEFAULT false,
  	"image_id" integer,
  	"video_id" integer,
  	"online_from" timestamp(3) with time zone,
  	"online_to" timestamp(3) with time zone,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_blog_teaser_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_two_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"extra_class" varchar,
  	"text" jsonb,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_event_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date_from" timestamp(3) with time zone,
  	"date_to" timestamp(3) with time zone,
  	"filters" boolean DEFAULT false,
  	"tag_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_highlight_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_anchor_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"sticky" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_social_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__containers_v_blocks_social_media_network" DEFAULT 'instagram',
  	"embed" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_video_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_blocks_faq_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_containers_v_version_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"classes" varchar DEFAULT 'medium-10 xlarge-6',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_containers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_parent" varchar,
  	"version_content_type" "enum__containers_v_version_content_type",
  	"version_object_id" numeric,
  	"version_is_online" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__containers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__containers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_containers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"venues_id" integer,
  	"articles_id" integer,
  	"article_categories_id" integer
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"credit" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_vertical_url" varchar,
  	"sizes_vertical_width" numeric,
  	"sizes_vertical_height" numeric,
  	"sizes_vertical_mime_type" varchar,
  	"sizes_vertical_filesize" numeric,
  	"sizes_vertical_filename" varchar,
  	"sizes_vertical_avif_url" varchar,
  	"sizes_vertical_avif_width" numeric,
  	"sizes_vertical_avif_height" numeric,
  	"sizes_vertical_avif_mime_type" varchar,
  	"sizes_vertical_avif_filesize" numeric,
  	"sizes_vertical_avif_filename" varchar,
  	"sizes_horizontal_url" varchar,
  	"sizes_horizontal_width" numeric,
  	"sizes_horizontal_height" numeric,
  	"sizes_horizontal_mime_type" varchar,
  	"sizes_horizontal_filesize" numeric,
  	"sizes_horizontal_filename" varchar,
  	"sizes_horizontal_avif_url" varchar,
  	"sizes_horizontal_avif_width" numeric,
  	"sizes_horizontal_avif_height" numeric,
  	"sizes_horizontal_avif_mime_type" varchar,
  	"sizes_horizontal_avif_filesize" numeric,
  	"sizes_horizontal_avif_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "events_programs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "events_contributors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"person_id" integer
  );
  
  CREATE TABLE "events_contributors_locales" (
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "events_sponsors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"artist" varchar,
  	"image_id" integer,
  	"video_url" varchar,
  	"id_jet" varchar,
  	"ticket_url" varchar,
  	"date_start" timestamp(3) with time zone,
  	"date_end" timestamp(3) with time zone,
  	"event_type_new" "enum_events_event_type_new" DEFAULT 'performance',
  	"production_id" integer,
  	"venue_id" integer,
  	"room_id" integer,
  	"exhibition_type_id" integer,
  	"genre_id" integer,
  	"parent_event_id" integer,
  	"is_online" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "events_locales" (
  	"title" varchar,
  	"preline" varchar,
  	"subline" varchar,
  	"teaser_text" varchar,
  	"important_info" jsonb,
  	"description" jsonb,
  	"promoter" varchar,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "events_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"event_tags_id" integer,
  	"series_id" integer
  );
  
  CREATE TABLE "_events_v_version_programs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_contributors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"person_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_contributors_locales" (
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_version_sponsors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_artist" varchar,
  	"version_image_id" integer,
  	"version_video_url" varchar,
  	"version_id_jet" varchar,
  	"version_ticket_url" varchar,
  	"version_date_start" timestamp(3) with time zone,
  	"version_date_end" timestamp(3) with time zone,
  	"version_event_type_new" "enum__events_v_version_event_type_new" DEFAULT 'performance',
  	"version_production_id" integer,
  	"version_venue_id" integer,
  	"version_room_id" integer,
  	"version_exhibition_type_id" integer,
  	"version_genre_id" integer,
  	"version_parent_event_id" integer,
  	"version_is_online" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__events_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_events_v_locales" (
  	"version_title" varchar,
  	"version_preline" varchar,
  	"version_subline" varchar,
  	"version_teaser_text" varchar,
  	"version_important_info" jsonb,
  	"version_description" jsonb,
  	"version_promoter" varchar,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"event_tags_id" integer,
  	"series_id" integer
  );
  
  CREATE TABLE "event_teasers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"position" timestamp(3) with time zone NOT NULL,
  	"image_id" integer,
  	"is_online" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "event_teasers_locales" (
  	"preline" varchar,
  	"headline" varchar NOT NULL,
  	"subline" varchar,
  	"link" varchar DEFAULT '/',
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "productions_programs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "productions_contributors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"person_id" integer
  );
  
  CREATE TABLE "productions_contributors_locales" (
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "productions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"artist" varchar,
  	"image_id" integer,
  	"video_url" varchar,
  	"season_id" integer,
  	"exhibition_type_id" integer,
  	"is_online" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_productions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "productions_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"teaser_text" varchar,
  	"description" jsonb,
  	"promoter" varchar,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "productions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"production_tags_id" integer
  );
  
  CREATE TABLE "_productions_v_version_programs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_productions_v_version_contributors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"person_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_productions_v_version_contributors_locales" (
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_productions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_artist" varchar,
  	"version_image_id" integer,
  	"version_video_url" varchar,
  	"version_season_id" integer,
  	"version_exhibition_type_id" integer,
  	"version_is_online" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__productions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__productions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_productions_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_teaser_text" varchar,
  	"version_description" jsonb,
  	"version_promoter" varchar,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_productions_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"production_tags_id" integer
  );
  
  CREATE TABLE "people" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"image_id" integer,
  	"email" varchar,
  	"slug" varchar,
  	"in_team" boolean DEFAULT false,
  	"department" "enum_people_department",
  	"sort" numeric DEFAULT 0,
  	"is_online" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_people_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "people_locales" (
  	"position" varchar,
  	"bio" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_people_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_image_id" integer,
  	"version_email" varchar,
  	"version_slug" varchar,
  	"version_in_team" boolean DEFAULT false,
  	"version_department" "enum__people_v_version_department",
  	"version_sort" numeric DEFAULT 0,
  	"version_is_online" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__people_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__people_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_people_v_locales" (
  	"version_position" varchar,
  	"version_bio" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "series" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"show_in_filter" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"is_online" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_series_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "series_locales" (
  	"name" varchar,
  	"teaser_text" varchar,
  	"description" jsonb,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_series_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_show_in_filter" boolean DEFAULT true,
  	"version_sort" numeric DEFAULT 0,
  	"version_is_online" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__series_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__series_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_series_v_locales" (
  	"version_name" varchar,
  	"version_teaser_text" varchar,
  	"version_description" jsonb,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "venues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"street" varchar,
  	"postal_code" varchar,
  	"city" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"sort" numeric DEFAULT 0,
  	"is_online" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_venues_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "venues_locales" (
  	"name" varchar,
  	"teaser_text" varchar,
  	"description" jsonb,
  	"directions" varchar,
  	"accessibility" varchar,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_venues_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_street" varchar,
  	"version_postal_code" varchar,
  	"version_city" varchar,
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_sort" numeric DEFAULT 0,
  	"version_is_online" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__venues_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__venues_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_venues_v_locales" (
  	"version_name" varchar,
  	"version_teaser_text" varchar,
  	"version_description" jsonb,
  	"version_directions" varchar,
  	"version_accessibility" varchar,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "rooms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_in_filter" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"venue_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rooms_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"author" varchar,
  	"published_at" timestamp(3) with time zone,
  	"category_id" integer,
  	"is_online" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar,
  	"preline" varchar,
  	"teaser_text" varchar,
  	"content" jsonb,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"productions_id" integer,
  	"article_tags_id" integer
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_author" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_category_id" integer,
  	"version_is_online" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__articles_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_preline" varchar,
  	"version_teaser_text" varchar,
  	"version_content" jsonb,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"productions_id" integer,
  	"article_tags_id" integer
  );
  
  CREATE TABLE "article_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"style_name" "enum_article_categories_style_name" DEFAULT 'default',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "article_categories_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "article_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "article_tags_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "genres" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_in_filter" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "genres_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "exhibition_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_in_filter" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "exhibition_types_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "event_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_in_filter" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "event_tags_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "seasons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_in_filter" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"starts_on" timestamp(3) with time zone NOT NULL,
  	"ends_on" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seasons_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "production_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_in_filter" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "production_tags_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "forms_fields_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "forms_fields_choices_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"field_type" "enum_forms_fields_field_type" DEFAULT '1',
  	"required" boolean DEFAULT false,
  	"visible" boolean DEFAULT true,
  	"default" varchar
  );
  
  CREATE TABLE "forms_fields_locales" (
  	"label" varchar NOT NULL,
  	"placeholder_text" varchar,
  	"help_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"notify_email" varchar,
  	"is_online" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forms_locales" (
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"submit_text" varchar,
  	"success_message" varchar,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "form_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer NOT NULL,
  	"field_values" jsonb NOT NULL,
  	"locale" "enum_form_entries_locale" DEFAULT 'de',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_entries_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"temp_files_id" integer
  );
  
  CREATE TABLE "temp_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "breaking_news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"online_from" timestamp(3) with time zone,
  	"online_to" timestamp(3) with time zone,
  	"is_online" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "breaking_news_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"link_url" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"old_path" varchar NOT NULL,
  	"new_path" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seat_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"capacity" numeric NOT NULL,
  	"status" "enum_seat_groups_status" DEFAULT '1',
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seat_groups_locales" (
  	"seat_group" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "prices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"seat_group_id" integer NOT NULL,
  	"text" varchar DEFAULT 'Vollpreis',
  	"amount_cents" numeric NOT NULL,
  	"sale_type_id" numeric NOT NULL,
  	"has_discounts" boolean DEFAULT false,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "prices_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "timeslots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"time_start" varchar NOT NULL,
  	"block_id" numeric NOT NULL,
  	"capacity" numeric NOT NULL,
  	"status" "enum_timeslots_status" DEFAULT '1',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "carts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token" varchar NOT NULL,
  	"customer_id" integer,
  	"status" "enum_carts_status" DEFAULT 'open',
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cart_id" integer NOT NULL,
  	"customer_id" integer,
  	"event_id" integer NOT NULL,
  	"seat_group_id" integer NOT NULL,
  	"timeslot_id" integer,
  	"price_id" integer NOT NULL,
  	"quantity" numeric NOT NULL,
  	"unit_cents" numeric NOT NULL,
  	"status" "enum_reservations_status" DEFAULT 'held',
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"order_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"event_title" varchar NOT NULL,
  	"date_start" timestamp(3) with time zone NOT NULL,
  	"seat_group" varchar NOT NULL,
  	"price_name" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"unit_cents" numeric NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"cart_id" integer NOT NULL,
  	"customer_id" integer,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"total_cents" numeric NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'confirmed',
  	"confirmed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "customers_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"preferred_locale" "enum_customers_preferred_locale" DEFAULT 'de',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "customers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"events_id" integer
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"containers_id" integer,
  	"media_id" integer,
  	"events_id" integer,
  	"event_teasers_id" integer,
  	"productions_id" integer,
  	"people_id" integer,
  	"series_id" integer,
  	"venues_id" integer,
  	"rooms_id" integer,
  	"articles_id" integer,
  	"article_categories_id" integer,
  	"article_tags_id" integer,
  	"genres_id" integer,
  	"exhibition_types_id" integer,
  	"event_tags_id" integer,
  	"seasons_id" integer,
  	"production_tags_id" integer,
  	"forms_id" integer,
  	"form_entries_id" integer,
  	"temp_files_id" integer,
  	"breaking_news_id" integer,
  	"redirects_id" integer,
  	"seat_groups_id" integer,
  	"prices_id" integer,
  	"timeslots_id" integer,
  	"carts_id" integer,
  	"reservations_id" integer,
  	"orders_id" integer,
  	"users_id" integer,
  	"customers_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"customers_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "opening_hours_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_opening_hours_opening_hours_weekday" NOT NULL,
  	"time_from" varchar,
  	"time_to" varchar,
  	"closed" boolean DEFAULT false,
  	"alternative_link_url" varchar
  );
  
  CREATE TABLE "opening_hours_opening_hours_locales" (
  	"alternative_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "opening_hours_opening_hours_exceptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"time_from" varchar,
  	"time_to" varchar,
  	"closed" boolean DEFAULT false,
  	"alternative_link_url" varchar
  );
  
  CREATE TABLE "opening_hours_opening_hours_exceptions_locales" (
  	"alternative_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "opening_hours" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "navigation_secondary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_id" integer
  );
  
  CREATE TABLE "navigation_secondary_locales" (
  	"label" varchar NOT NULL,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_id" integer
  );
  
  CREATE TABLE "navigation_footer_links_locales" (
  	"label" varchar NOT NULL,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_site_online" boolean DEFAULT true,
  	"is_shop_online" boolean DEFAULT true,
  	"html_header" varchar,
  	"html_footer_top" varchar,
  	"html_footer_bottom" varchar,
  	"html_footer_logos" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "design_settings_errors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status_code" numeric NOT NULL,
  	"html" varchar NOT NULL
  );
  
  CREATE TABLE "design_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"header_logo_link" varchar DEFAULT '/',
  	"header_theme" "enum_design_settings_header_theme" DEFAULT 'cc01',
  	"header_basket_link" varchar DEFAULT '/webshop/cart',
  	"webshop_link" varchar DEFAULT '/webshop',
  	"event_style" "enum_design_settings_event_style" DEFAULT '1',
  	"sticky_overlay_button" boolean DEFAULT true,
  	"menu_style" boolean DEFAULT false,
  	"quickbuy_widget" boolean DEFAULT false,
  	"cookies_tag_manager_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "design_settings_locales" (
  	"cookies_banner_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_headline" ADD CONSTRAINT "pages_blocks_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text" ADD CONSTRAINT "pages_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_link" ADD CONSTRAINT "pages_blocks_link_link_id_pages_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_link" ADD CONSTRAINT "pages_blocks_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_link_id_pages_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_file" ADD CONSTRAINT "pages_blocks_video_file_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_file" ADD CONSTRAINT "pages_blocks_video_file_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_file" ADD CONSTRAINT "pages_blocks_video_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_audio" ADD CONSTRAINT "pages_blocks_audio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_audio_file" ADD CONSTRAINT "pages_blocks_audio_file_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_audio_file" ADD CONSTRAINT "pages_blocks_audio_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_viewer" ADD CONSTRAINT "pages_blocks_viewer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote" ADD CONSTRAINT "pages_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_teaser" ADD CONSTRAINT "pages_blocks_full_teaser_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_teaser" ADD CONSTRAINT "pages_blocks_full_teaser_link_id_pages_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_teaser" ADD CONSTRAINT "pages_blocks_full_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_teaser_item" ADD CONSTRAINT "pages_blocks_teaser_item_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_teaser_item" ADD CONSTRAINT "pages_blocks_teaser_item_link_id_pages_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_teaser_item" ADD CONSTRAINT "pages_blocks_teaser_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_teaser_list" ADD CONSTRAINT "pages_blocks_teaser_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_list" ADD CONSTRAINT "pages_blocks_image_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_list_logos" ADD CONSTRAINT "pages_blocks_logo_list_logos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_list_logos" ADD CONSTRAINT "pages_blocks_logo_list_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_logo_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_list" ADD CONSTRAINT "pages_blocks_logo_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_venue" ADD CONSTRAINT "pages_blocks_venue_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_venue" ADD CONSTRAINT "pages_blocks_venue_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_venue_list" ADD CONSTRAINT "pages_blocks_venue_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_html" ADD CONSTRAINT "pages_blocks_html_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hubspot_form" ADD CONSTRAINT "pages_blocks_hubspot_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_media" ADD CONSTRAINT "pages_blocks_hero_media_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_media" ADD CONSTRAINT "pages_blocks_hero_media_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_media" ADD CONSTRAINT "pages_blocks_hero_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blog_teaser_list" ADD CONSTRAINT "pages_blocks_blog_teaser_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_two_columns" ADD CONSTRAINT "pages_blocks_two_columns_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_two_columns" ADD CONSTRAINT "pages_blocks_two_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_event_list" ADD CONSTRAINT "pages_blocks_event_list_tag_id_event_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."event_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_event_list" ADD CONSTRAINT "pages_blocks_event_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_highlight_teaser" ADD CONSTRAINT "pages_blocks_highlight_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_anchor_list" ADD CONSTRAINT "pages_blocks_anchor_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_social_media" ADD CONSTRAINT "pages_blocks_social_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_list" ADD CONSTRAINT "pages_blocks_video_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_item" ADD CONSTRAINT "pages_blocks_faq_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section_columns" ADD CONSTRAINT "pages_blocks_section_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section" ADD CONSTRAINT "pages_blocks_section_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_section" ADD CONSTRAINT "pages_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_og_image_id_media_id_fk" FOREIGN KEY ("og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_venues_fk" FOREIGN KEY ("venues_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_article_categories_fk" FOREIGN KEY ("article_categories_id") REFERENCES "public"."article_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_headline" ADD CONSTRAINT "_pages_v_blocks_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text" ADD CONSTRAINT "_pages_v_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_link" ADD CONSTRAINT "_pages_v_blocks_link_link_id_pages_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_link" ADD CONSTRAINT "_pages_v_blocks_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_link_id_pages_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_file" ADD CONSTRAINT "_pages_v_blocks_video_file_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_file" ADD CONSTRAINT "_pages_v_blocks_video_file_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_file" ADD CONSTRAINT "_pages_v_blocks_video_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_audio" ADD CONSTRAINT "_pages_v_blocks_audio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_audio_file" ADD CONSTRAINT "_pages_v_blocks_audio_file_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_audio_file" ADD CONSTRAINT "_pages_v_blocks_audio_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_viewer" ADD CONSTRAINT "_pages_v_blocks_viewer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote" ADD CONSTRAINT "_pages_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_full_teaser" ADD CONSTRAINT "_pages_v_blocks_full_teaser_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_full_teaser" ADD CONSTRAINT "_pages_v_blocks_full_teaser_link_id_pages_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_full_teaser" ADD CONSTRAINT "_pages_v_blocks_full_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teaser_item" ADD CONSTRAINT "_pages_v_blocks_teaser_item_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teaser_item" ADD CONSTRAINT "_pages_v_blocks_teaser_item_link_id_pages_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teaser_item" ADD CONSTRAINT "_pages_v_blocks_teaser_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teaser_list" ADD CONSTRAINT "_pages_v_blocks_teaser_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_list" ADD CONSTRAINT "_pages_v_blocks_image_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_list_logos" ADD CONSTRAINT "_pages_v_blocks_logo_list_logos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_list_logos" ADD CONSTRAINT "_pages_v_blocks_logo_list_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_logo_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_list" ADD CONSTRAINT "_pages_v_blocks_logo_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_venue" ADD CONSTRAINT "_pages_v_blocks_venue_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_venue" ADD CONSTRAINT "_pages_v_blocks_venue_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_venue_list" ADD CONSTRAINT "_pages_v_blocks_venue_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_html" ADD CONSTRAINT "_pages_v_blocks_html_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hubspot_form" ADD CONSTRAINT "_pages_v_blocks_hubspot_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_media" ADD CONSTRAINT "_pages_v_blocks_hero_media_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_media" ADD CONSTRAINT "_pages_v_blocks_hero_media_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_media" ADD CONSTRAINT "_pages_v_blocks_hero_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blog_teaser_list" ADD CONSTRAINT "_pages_v_blocks_blog_teaser_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_two_columns" ADD CONSTRAINT "_pages_v_blocks_two_columns_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_two_columns" ADD CONSTRAINT "_pages_v_blocks_two_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_event_list" ADD CONSTRAINT "_pages_v_blocks_event_list_tag_id_event_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."event_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_event_list" ADD CONSTRAINT "_pages_v_blocks_event_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_highlight_teaser" ADD CONSTRAINT "_pages_v_blocks_highlight_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_anchor_list" ADD CONSTRAINT "_pages_v_blocks_anchor_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_social_media" ADD CONSTRAINT "_pages_v_blocks_social_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_list" ADD CONSTRAINT "_pages_v_blocks_video_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_item" ADD CONSTRAINT "_pages_v_blocks_faq_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section_columns" ADD CONSTRAINT "_pages_v_blocks_section_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section" ADD CONSTRAINT "_pages_v_blocks_section_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section" ADD CONSTRAINT "_pages_v_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_og_image_id_media_id_fk" FOREIGN KEY ("version_og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_parent_id_pages_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_venues_fk" FOREIGN KEY ("venues_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_article_categories_fk" FOREIGN KEY ("article_categories_id") REFERENCES "public"."article_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_headline" ADD CONSTRAINT "containers_blocks_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_text" ADD CONSTRAINT "containers_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_link" ADD CONSTRAINT "containers_blocks_link_link_id_pages_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_blocks_link" ADD CONSTRAINT "containers_blocks_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_image" ADD CONSTRAINT "containers_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_blocks_image" ADD CONSTRAINT "containers_blocks_image_link_id_pages_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_blocks_image" ADD CONSTRAINT "containers_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_video" ADD CONSTRAINT "containers_blocks_video_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_blocks_video" ADD CONSTRAINT "containers_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_video_file" ADD CONSTRAINT "containers_blocks_video_file_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_blocks_video_file" ADD CONSTRAINT "containers_blocks_video_file_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_blocks_video_file" ADD CONSTRAINT "containers_blocks_video_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_audio" ADD CONSTRAINT "containers_blocks_audio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_audio_file" ADD CONSTRAINT "containers_blocks_audio_file_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_blocks_audio_file" ADD CONSTRAINT "containers_blocks_audio_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_viewer" ADD CONSTRAINT "containers_blocks_viewer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_quote" ADD CONSTRAINT "containers_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_full_teaser" ADD CONSTRAINT "containers_blocks_full_teaser_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_blocks_full_teaser" ADD CONSTRAINT "containers_blocks_full_teaser_link_id_pages_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_blocks_full_teaser" ADD CONSTRAINT "containers_blocks_full_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_teaser_item" ADD CONSTRAINT "containers_blocks_teaser_item_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_blocks_teaser_item" ADD CONSTRAINT "containers_blocks_teaser_item_link_id_pages_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_blocks_teaser_item" ADD CONSTRAINT "containers_blocks_teaser_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_teaser_list" ADD CONSTRAINT "containers_blocks_teaser_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_image_list" ADD CONSTRAINT "containers_blocks_image_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_logo_list_logos" ADD CONSTRAINT "containers_blocks_logo_list_logos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_blocks_logo_list_logos" ADD CONSTRAINT "containers_blocks_logo_list_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers_blocks_logo_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_logo_list" ADD CONSTRAINT "containers_blocks_logo_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_venue" ADD CONSTRAINT "containers_blocks_venue_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_blocks_venue" ADD CONSTRAINT "containers_blocks_venue_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_venue_list" ADD CONSTRAINT "containers_blocks_venue_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_html" ADD CONSTRAINT "containers_blocks_html_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_hubspot_form" ADD CONSTRAINT "containers_blocks_hubspot_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_hero_media" ADD CONSTRAINT "containers_blocks_hero_media_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_blocks_hero_media" ADD CONSTRAINT "containers_blocks_hero_media_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_blocks_hero_media" ADD CONSTRAINT "containers_blocks_hero_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_blog_teaser_list" ADD CONSTRAINT "containers_blocks_blog_teaser_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_two_columns" ADD CONSTRAINT "containers_blocks_two_columns_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_blocks_two_columns" ADD CONSTRAINT "containers_blocks_two_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_event_list" ADD CONSTRAINT "containers_blocks_event_list_tag_id_event_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."event_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_blocks_event_list" ADD CONSTRAINT "containers_blocks_event_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_highlight_teaser" ADD CONSTRAINT "containers_blocks_highlight_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_anchor_list" ADD CONSTRAINT "containers_blocks_anchor_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_social_media" ADD CONSTRAINT "containers_blocks_social_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_video_list" ADD CONSTRAINT "containers_blocks_video_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_blocks_faq_item" ADD CONSTRAINT "containers_blocks_faq_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_columns" ADD CONSTRAINT "containers_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_rels" ADD CONSTRAINT "containers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_rels" ADD CONSTRAINT "containers_rels_venues_fk" FOREIGN KEY ("venues_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_rels" ADD CONSTRAINT "containers_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_rels" ADD CONSTRAINT "containers_rels_article_categories_fk" FOREIGN KEY ("article_categories_id") REFERENCES "public"."article_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_headline" ADD CONSTRAINT "_containers_v_blocks_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_text" ADD CONSTRAINT "_containers_v_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_link" ADD CONSTRAINT "_containers_v_blocks_link_link_id_pages_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_link" ADD CONSTRAINT "_containers_v_blocks_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_image" ADD CONSTRAINT "_containers_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_image" ADD CONSTRAINT "_containers_v_blocks_image_link_id_pages_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_image" ADD CONSTRAINT "_containers_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_video" ADD CONSTRAINT "_containers_v_blocks_video_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_video" ADD CONSTRAINT "_containers_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_video_file" ADD CONSTRAINT "_containers_v_blocks_video_file_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_video_file" ADD CONSTRAINT "_containers_v_blocks_video_file_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_video_file" ADD CONSTRAINT "_containers_v_blocks_video_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_audio" ADD CONSTRAINT "_containers_v_blocks_audio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_audio_file" ADD CONSTRAINT "_containers_v_blocks_audio_file_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_audio_file" ADD CONSTRAINT "_containers_v_blocks_audio_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_viewer" ADD CONSTRAINT "_containers_v_blocks_viewer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_quote" ADD CONSTRAINT "_containers_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_full_teaser" ADD CONSTRAINT "_containers_v_blocks_full_teaser_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_full_teaser" ADD CONSTRAINT "_containers_v_blocks_full_teaser_link_id_pages_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_full_teaser" ADD CONSTRAINT "_containers_v_blocks_full_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_teaser_item" ADD CONSTRAINT "_containers_v_blocks_teaser_item_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_teaser_item" ADD CONSTRAINT "_containers_v_blocks_teaser_item_link_id_pages_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_teaser_item" ADD CONSTRAINT "_containers_v_blocks_teaser_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_teaser_list" ADD CONSTRAINT "_containers_v_blocks_teaser_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_image_list" ADD CONSTRAINT "_containers_v_blocks_image_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_logo_list_logos" ADD CONSTRAINT "_containers_v_blocks_logo_list_logos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_logo_list_logos" ADD CONSTRAINT "_containers_v_blocks_logo_list_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v_blocks_logo_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_logo_list" ADD CONSTRAINT "_containers_v_blocks_logo_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_venue" ADD CONSTRAINT "_containers_v_blocks_venue_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_venue" ADD CONSTRAINT "_containers_v_blocks_venue_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_venue_list" ADD CONSTRAINT "_containers_v_blocks_venue_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_html" ADD CONSTRAINT "_containers_v_blocks_html_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_hubspot_form" ADD CONSTRAINT "_containers_v_blocks_hubspot_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_hero_media" ADD CONSTRAINT "_containers_v_blocks_hero_media_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_hero_media" ADD CONSTRAINT "_containers_v_blocks_hero_media_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_hero_media" ADD CONSTRAINT "_containers_v_blocks_hero_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_blog_teaser_list" ADD CONSTRAINT "_containers_v_blocks_blog_teaser_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_two_columns" ADD CONSTRAINT "_containers_v_blocks_two_columns_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_two_columns" ADD CONSTRAINT "_containers_v_blocks_two_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_event_list" ADD CONSTRAINT "_containers_v_blocks_event_list_tag_id_event_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."event_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_event_list" ADD CONSTRAINT "_containers_v_blocks_event_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_highlight_teaser" ADD CONSTRAINT "_containers_v_blocks_highlight_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_anchor_list" ADD CONSTRAINT "_containers_v_blocks_anchor_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_social_media" ADD CONSTRAINT "_containers_v_blocks_social_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_video_list" ADD CONSTRAINT "_containers_v_blocks_video_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_blocks_faq_item" ADD CONSTRAINT "_containers_v_blocks_faq_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_version_columns" ADD CONSTRAINT "_containers_v_version_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v" ADD CONSTRAINT "_containers_v_parent_id_containers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."containers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v_rels" ADD CONSTRAINT "_containers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_containers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_rels" ADD CONSTRAINT "_containers_v_rels_venues_fk" FOREIGN KEY ("venues_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_rels" ADD CONSTRAINT "_containers_v_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_containers_v_rels" ADD CONSTRAINT "_containers_v_rels_article_categories_fk" FOREIGN KEY ("article_categories_id") REFERENCES "public"."article_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_programs" ADD CONSTRAINT "events_programs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_contributors" ADD CONSTRAINT "events_contributors_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_contributors" ADD CONSTRAINT "events_contributors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_contributors_locales" ADD CONSTRAINT "events_contributors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_contributors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_sponsors" ADD CONSTRAINT "events_sponsors_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_sponsors" ADD CONSTRAINT "events_sponsors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_exhibition_type_id_exhibition_types_id_fk" FOREIGN KEY ("exhibition_type_id") REFERENCES "public"."exhibition_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_parent_event_id_events_id_fk" FOREIGN KEY ("parent_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_event_tags_fk" FOREIGN KEY ("event_tags_id") REFERENCES "public"."event_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_programs" ADD CONSTRAINT "_events_v_version_programs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_contributors" ADD CONSTRAINT "_events_v_version_contributors_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_contributors" ADD CONSTRAINT "_events_v_version_contributors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_contributors_locales" ADD CONSTRAINT "_events_v_version_contributors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v_version_contributors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_sponsors" ADD CONSTRAINT "_events_v_version_sponsors_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_sponsors" ADD CONSTRAINT "_events_v_version_sponsors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_production_id_productions_id_fk" FOREIGN KEY ("version_production_id") REFERENCES "public"."productions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_venue_id_venues_id_fk" FOREIGN KEY ("version_venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_room_id_rooms_id_fk" FOREIGN KEY ("version_room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_exhibition_type_id_exhibition_types_id_fk" FOREIGN KEY ("version_exhibition_type_id") REFERENCES "public"."exhibition_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_genre_id_genres_id_fk" FOREIGN KEY ("version_genre_id") REFERENCES "public"."genres"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_parent_event_id_events_id_fk" FOREIGN KEY ("version_parent_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_event_tags_fk" FOREIGN KEY ("event_tags_id") REFERENCES "public"."event_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_teasers" ADD CONSTRAINT "event_teasers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_teasers_locales" ADD CONSTRAINT "event_teasers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."event_teasers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "productions_programs" ADD CONSTRAINT "productions_programs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "productions_contributors" ADD CONSTRAINT "productions_contributors_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "productions_contributors" ADD CONSTRAINT "productions_contributors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "productions_contributors_locales" ADD CONSTRAINT "productions_contributors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."productions_contributors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "productions" ADD CONSTRAINT "productions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "productions" ADD CONSTRAINT "productions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "productions" ADD CONSTRAINT "productions_exhibition_type_id_exhibition_types_id_fk" FOREIGN KEY ("exhibition_type_id") REFERENCES "public"."exhibition_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "productions_locales" ADD CONSTRAINT "productions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "productions_rels" ADD CONSTRAINT "productions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "productions_rels" ADD CONSTRAINT "productions_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "productions_rels" ADD CONSTRAINT "productions_rels_production_tags_fk" FOREIGN KEY ("production_tags_id") REFERENCES "public"."production_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_productions_v_version_programs" ADD CONSTRAINT "_productions_v_version_programs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_productions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_productions_v_version_contributors" ADD CONSTRAINT "_productions_v_version_contributors_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_productions_v_version_contributors" ADD CONSTRAINT "_productions_v_version_contributors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_productions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_productions_v_version_contributors_locales" ADD CONSTRAINT "_productions_v_version_contributors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_productions_v_version_contributors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_productions_v" ADD CONSTRAINT "_productions_v_parent_id_productions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."productions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_productions_v" ADD CONSTRAINT "_productions_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_productions_v" ADD CONSTRAINT "_productions_v_version_season_id_seasons_id_fk" FOREIGN KEY ("version_season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_productions_v" ADD CONSTRAINT "_productions_v_version_exhibition_type_id_exhibition_types_id_fk" FOREIGN KEY ("version_exhibition_type_id") REFERENCES "public"."exhibition_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_productions_v_locales" ADD CONSTRAINT "_productions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_productions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_productions_v_rels" ADD CONSTRAINT "_productions_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_productions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_productions_v_rels" ADD CONSTRAINT "_productions_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_productions_v_rels" ADD CONSTRAINT "_productions_v_rels_production_tags_fk" FOREIGN KEY ("production_tags_id") REFERENCES "public"."production_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "people" ADD CONSTRAINT "people_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "people_locales" ADD CONSTRAINT "people_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v" ADD CONSTRAINT "_people_v_parent_id_people_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_people_v" ADD CONSTRAINT "_people_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_people_v_locales" ADD CONSTRAINT "_people_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_people_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "series" ADD CONSTRAINT "series_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "series_locales" ADD CONSTRAINT "series_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_series_v" ADD CONSTRAINT "_series_v_parent_id_series_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_series_v" ADD CONSTRAINT "_series_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_series_v_locales" ADD CONSTRAINT "_series_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_series_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "venues" ADD CONSTRAINT "venues_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "venues_locales" ADD CONSTRAINT "venues_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_venues_v" ADD CONSTRAINT "_venues_v_parent_id_venues_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_venues_v" ADD CONSTRAINT "_venues_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_venues_v_locales" ADD CONSTRAINT "_venues_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_venues_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rooms" ADD CONSTRAINT "rooms_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rooms_locales" ADD CONSTRAINT "rooms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_productions_fk" FOREIGN KEY ("productions_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_article_tags_fk" FOREIGN KEY ("article_tags_id") REFERENCES "public"."article_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_category_id_article_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."article_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_productions_fk" FOREIGN KEY ("productions_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_article_tags_fk" FOREIGN KEY ("article_tags_id") REFERENCES "public"."article_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "article_categories_locales" ADD CONSTRAINT "article_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."article_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "article_tags_locales" ADD CONSTRAINT "article_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."article_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "genres_locales" ADD CONSTRAINT "genres_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibition_types_locales" ADD CONSTRAINT "exhibition_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exhibition_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_tags_locales" ADD CONSTRAINT "event_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."event_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seasons_locales" ADD CONSTRAINT "seasons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "production_tags_locales" ADD CONSTRAINT "production_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."production_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_choices" ADD CONSTRAINT "forms_fields_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_choices_locales" ADD CONSTRAINT "forms_fields_choices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields_choices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields" ADD CONSTRAINT "forms_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_locales" ADD CONSTRAINT "forms_fields_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_locales" ADD CONSTRAINT "forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_entries" ADD CONSTRAINT "form_entries_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_entries_rels" ADD CONSTRAINT "form_entries_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."form_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_entries_rels" ADD CONSTRAINT "form_entries_rels_temp_files_fk" FOREIGN KEY ("temp_files_id") REFERENCES "public"."temp_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "breaking_news_locales" ADD CONSTRAINT "breaking_news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."breaking_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seat_groups" ADD CONSTRAINT "seat_groups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seat_groups_locales" ADD CONSTRAINT "seat_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."seat_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "prices" ADD CONSTRAINT "prices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "prices" ADD CONSTRAINT "prices_seat_group_id_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."seat_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "prices_locales" ADD CONSTRAINT "prices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."prices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_seat_group_id_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."seat_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_price_id_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."prices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_sessions" ADD CONSTRAINT "customers_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_rels" ADD CONSTRAINT "customers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_rels" ADD CONSTRAINT "customers_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_containers_fk" FOREIGN KEY ("containers_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_teasers_fk" FOREIGN KEY ("event_teasers_id") REFERENCES "public"."event_teasers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_productions_fk" FOREIGN KEY ("productions_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_people_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_venues_fk" FOREIGN KEY ("venues_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rooms_fk" FOREIGN KEY ("rooms_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_article_categories_fk" FOREIGN KEY ("article_categories_id") REFERENCES "public"."article_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_article_tags_fk" FOREIGN KEY ("article_tags_id") REFERENCES "public"."article_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_genres_fk" FOREIGN KEY ("genres_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_exhibition_types_fk" FOREIGN KEY ("exhibition_types_id") REFERENCES "public"."exhibition_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_tags_fk" FOREIGN KEY ("event_tags_id") REFERENCES "public"."event_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seasons_fk" FOREIGN KEY ("seasons_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_production_tags_fk" FOREIGN KEY ("production_tags_id") REFERENCES "public"."production_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_entries_fk" FOREIGN KEY ("form_entries_id") REFERENCES "public"."form_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_temp_files_fk" FOREIGN KEY ("temp_files_id") REFERENCES "public"."temp_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_breaking_news_fk" FOREIGN KEY ("breaking_news_id") REFERENCES "public"."breaking_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seat_groups_fk" FOREIGN KEY ("seat_groups_id") REFERENCES "public"."seat_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_prices_fk" FOREIGN KEY ("prices_id") REFERENCES "public"."prices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_timeslots_fk" FOREIGN KEY ("timeslots_id") REFERENCES "public"."timeslots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carts_fk" FOREIGN KEY ("carts_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservations_fk" FOREIGN KEY ("reservations_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opening_hours_opening_hours" ADD CONSTRAINT "opening_hours_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opening_hours_opening_hours_locales" ADD CONSTRAINT "opening_hours_opening_hours_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."opening_hours_opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opening_hours_opening_hours_exceptions" ADD CONSTRAINT "opening_hours_opening_hours_exceptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opening_hours_opening_hours_exceptions_locales" ADD CONSTRAINT "opening_hours_opening_hours_exceptions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."opening_hours_opening_hours_exceptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_secondary" ADD CONSTRAINT "navigation_secondary_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_secondary" ADD CONSTRAINT "navigation_secondary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_secondary_locales" ADD CONSTRAINT "navigation_secondary_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_secondary"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer_links" ADD CONSTRAINT "navigation_footer_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_footer_links" ADD CONSTRAINT "navigation_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer_links_locales" ADD CONSTRAINT "navigation_footer_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_footer_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "design_settings_errors" ADD CONSTRAINT "design_settings_errors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."design_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "design_settings_locales" ADD CONSTRAINT "design_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."design_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_headline_order_idx" ON "pages_blocks_headline" USING btree ("_order");
  CREATE INDEX "pages_blocks_headline_parent_id_idx" ON "pages_blocks_headline" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_headline_path_idx" ON "pages_blocks_headline" USING btree ("_path");
  CREATE INDEX "pages_blocks_headline_locale_idx" ON "pages_blocks_headline" USING btree ("_locale");
  CREATE INDEX "pages_blocks_text_order_idx" ON "pages_blocks_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_parent_id_idx" ON "pages_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_path_idx" ON "pages_blocks_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_text_locale_idx" ON "pages_blocks_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_link_order_idx" ON "pages_blocks_link" USING btree ("_order");
  CREATE INDEX "pages_blocks_link_parent_id_idx" ON "pages_blocks_link" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_link_path_idx" ON "pages_blocks_link" USING btree ("_path");
  CREATE INDEX "pages_blocks_link_locale_idx" ON "pages_blocks_link" USING btree ("_locale");
  CREATE INDEX "pages_blocks_link_link_idx" ON "pages_blocks_link" USING btree ("link_id");
  CREATE INDEX "pages_blocks_image_order_idx" ON "pages_blocks_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_parent_id_idx" ON "pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_path_idx" ON "pages_blocks_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_locale_idx" ON "pages_blocks_image" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_image_idx" ON "pages_blocks_image" USING btree ("image_id");
  CREATE INDEX "pages_blocks_image_link_idx" ON "pages_blocks_image" USING btree ("link_id");
  CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_locale_idx" ON "pages_blocks_video" USING btree ("_locale");
  CREATE INDEX "pages_blocks_video_image_idx" ON "pages_blocks_video" USING btree ("image_id");
  CREATE INDEX "pages_blocks_video_file_order_idx" ON "pages_blocks_video_file" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_file_parent_id_idx" ON "pages_blocks_video_file" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_file_path_idx" ON "pages_blocks_video_file" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_file_locale_idx" ON "pages_blocks_video_file" USING btree ("_locale");
  CREATE INDEX "pages_blocks_video_file_file_idx" ON "pages_blocks_video_file" USING btree ("file_id");
  CREATE INDEX "pages_blocks_video_file_image_idx" ON "pages_blocks_video_file" USING btree ("image_id");
  CREATE INDEX "pages_blocks_audio_order_idx" ON "pages_blocks_audio" USING btree ("_order");
  CREATE INDEX "pages_blocks_audio_parent_id_idx" ON "pages_blocks_audio" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_audio_path_idx" ON "pages_blocks_audio" USING btree ("_path");
  CREATE INDEX "pages_blocks_audio_locale_idx" ON "pages_blocks_audio" USING btree ("_locale");
  CREATE INDEX "pages_blocks_audio_file_order_idx" ON "pages_blocks_audio_file" USING btree ("_order");
  CREATE INDEX "pages_blocks_audio_file_parent_id_idx" ON "pages_blocks_audio_file" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_audio_file_path_idx" ON "pages_blocks_audio_file" USING btree ("_path");
  CREATE INDEX "pages_blocks_audio_file_locale_idx" ON "pages_blocks_audio_file" USING btree ("_locale");
  CREATE INDEX "pages_blocks_audio_file_file_idx" ON "pages_blocks_audio_file" USING btree ("file_id");
  CREATE INDEX "pages_blocks_viewer_order_idx" ON "pages_blocks_viewer" USING btree ("_order");
  CREATE INDEX "pages_blocks_viewer_parent_id_idx" ON "pages_blocks_viewer" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_viewer_path_idx" ON "pages_blocks_viewer" USING btree ("_path");
  CREATE INDEX "pages_blocks_viewer_locale_idx" ON "pages_blocks_viewer" USING btree ("_locale");
  CREATE INDEX "pages_blocks_quote_order_idx" ON "pages_blocks_quote" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_parent_id_idx" ON "pages_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quote_path_idx" ON "pages_blocks_quote" USING btree ("_path");
  CREATE INDEX "pages_blocks_quote_locale_idx" ON "pages_blocks_quote" USING btree ("_locale");
  CREATE INDEX "pages_blocks_full_teaser_order_idx" ON "pages_blocks_full_teaser" USING btree ("_order");
  CREATE INDEX "pages_blocks_full_teaser_parent_id_idx" ON "pages_blocks_full_teaser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_full_teaser_path_idx" ON "pages_blocks_full_teaser" USING btree ("_path");
  CREATE INDEX "pages_blocks_full_teaser_locale_idx" ON "pages_blocks_full_teaser" USING btree ("_locale");
  CREATE INDEX "pages_blocks_full_teaser_image_idx" ON "pages_blocks_full_teaser" USING btree ("image_id");
  CREATE INDEX "pages_blocks_full_teaser_link_idx" ON "pages_blocks_full_teaser" USING btree ("link_id");
  CREATE INDEX "pages_blocks_teaser_item_order_idx" ON "pages_blocks_teaser_item" USING btree ("_order");
  CREATE INDEX "pages_blocks_teaser_item_parent_id_idx" ON "pages_blocks_teaser_item" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_teaser_item_path_idx" ON "pages_blocks_teaser_item" USING btree ("_path");
  CREATE INDEX "pages_blocks_teaser_item_locale_idx" ON "pages_blocks_teaser_item" USING btree ("_locale");
  CREATE INDEX "pages_blocks_teaser_item_image_idx" ON "pages_blocks_teaser_item" USING btree ("image_id");
  CREATE INDEX "pages_blocks_teaser_item_link_idx" ON "pages_blocks_teaser_item" USING btree ("link_id");
  CREATE INDEX "pages_blocks_teaser_list_order_idx" ON "pages_blocks_teaser_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_teaser_list_parent_id_idx" ON "pages_blocks_teaser_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_teaser_list_path_idx" ON "pages_blocks_teaser_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_teaser_list_locale_idx" ON "pages_blocks_teaser_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_list_order_idx" ON "pages_blocks_image_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_list_parent_id_idx" ON "pages_blocks_image_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_list_path_idx" ON "pages_blocks_image_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_list_locale_idx" ON "pages_blocks_image_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_logo_list_logos_order_idx" ON "pages_blocks_logo_list_logos" USING btree ("_order");
  CREATE INDEX "pages_blocks_logo_list_logos_parent_id_idx" ON "pages_blocks_logo_list_logos" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_logo_list_logos_locale_idx" ON "pages_blocks_logo_list_logos" USING btree ("_locale");
  CREATE INDEX "pages_blocks_logo_list_logos_image_idx" ON "pages_blocks_logo_list_logos" USING btree ("image_id");
  CREATE INDEX "pages_blocks_logo_list_order_idx" ON "pages_blocks_logo_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_logo_list_parent_id_idx" ON "pages_blocks_logo_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_logo_list_path_idx" ON "pages_blocks_logo_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_logo_list_locale_idx" ON "pages_blocks_logo_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_venue_order_idx" ON "pages_blocks_venue" USING btree ("_order");
  CREATE INDEX "pages_blocks_venue_parent_id_idx" ON "pages_blocks_venue" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_venue_path_idx" ON "pages_blocks_venue" USING btree ("_path");
  CREATE INDEX "pages_blocks_venue_locale_idx" ON "pages_blocks_venue" USING btree ("_locale");
  CREATE INDEX "pages_blocks_venue_venue_idx" ON "pages_blocks_venue" USING btree ("venue_id");
  CREATE INDEX "pages_blocks_venue_list_order_idx" ON "pages_blocks_venue_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_venue_list_parent_id_idx" ON "pages_blocks_venue_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_venue_list_path_idx" ON "pages_blocks_venue_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_venue_list_locale_idx" ON "pages_blocks_venue_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_html_order_idx" ON "pages_blocks_html" USING btree ("_order");
  CREATE INDEX "pages_blocks_html_parent_id_idx" ON "pages_blocks_html" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_html_path_idx" ON "pages_blocks_html" USING btree ("_path");
  CREATE INDEX "pages_blocks_html_locale_idx" ON "pages_blocks_html" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hubspot_form_order_idx" ON "pages_blocks_hubspot_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_hubspot_form_parent_id_idx" ON "pages_blocks_hubspot_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hubspot_form_path_idx" ON "pages_blocks_hubspot_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_hubspot_form_locale_idx" ON "pages_blocks_hubspot_form" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_media_order_idx" ON "pages_blocks_hero_media" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_media_parent_id_idx" ON "pages_blocks_hero_media" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_media_path_idx" ON "pages_blocks_hero_media" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_media_locale_idx" ON "pages_blocks_hero_media" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_media_image_idx" ON "pages_blocks_hero_media" USING btree ("image_id");
  CREATE INDEX "pages_blocks_hero_media_video_idx" ON "pages_blocks_hero_media" USING btree ("video_id");
  CREATE INDEX "pages_blocks_blog_teaser_list_order_idx" ON "pages_blocks_blog_teaser_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_blog_teaser_list_parent_id_idx" ON "pages_blocks_blog_teaser_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_blog_teaser_list_path_idx" ON "pages_blocks_blog_teaser_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_blog_teaser_list_locale_idx" ON "pages_blocks_blog_teaser_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_two_columns_order_idx" ON "pages_blocks_two_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_two_columns_parent_id_idx" ON "pages_blocks_two_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_two_columns_path_idx" ON "pages_blocks_two_columns" USING btree ("_path");
  CREATE INDEX "pages_blocks_two_columns_locale_idx" ON "pages_blocks_two_columns" USING btree ("_locale");
  CREATE INDEX "pages_blocks_two_columns_image_idx" ON "pages_blocks_two_columns" USING btree ("image_id");
  CREATE INDEX "pages_blocks_event_list_order_idx" ON "pages_blocks_event_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_event_list_parent_id_idx" ON "pages_blocks_event_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_event_list_path_idx" ON "pages_blocks_event_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_event_list_locale_idx" ON "pages_blocks_event_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_event_list_tag_idx" ON "pages_blocks_event_list" USING btree ("tag_id");
  CREATE INDEX "pages_blocks_highlight_teaser_order_idx" ON "pages_blocks_highlight_teaser" USING btree ("_order");
  CREATE INDEX "pages_blocks_highlight_teaser_parent_id_idx" ON "pages_blocks_highlight_teaser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_highlight_teaser_path_idx" ON "pages_blocks_highlight_teaser" USING btree ("_path");
  CREATE INDEX "pages_blocks_highlight_teaser_locale_idx" ON "pages_blocks_highlight_teaser" USING btree ("_locale");
  CREATE INDEX "pages_blocks_anchor_list_order_idx" ON "pages_blocks_anchor_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_anchor_list_parent_id_idx" ON "pages_blocks_anchor_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_anchor_list_path_idx" ON "pages_blocks_anchor_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_anchor_list_locale_idx" ON "pages_blocks_anchor_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_social_media_order_idx" ON "pages_blocks_social_media" USING btree ("_order");
  CREATE INDEX "pages_blocks_social_media_parent_id_idx" ON "pages_blocks_social_media" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_social_media_path_idx" ON "pages_blocks_social_media" USING btree ("_path");
  CREATE INDEX "pages_blocks_social_media_locale_idx" ON "pages_blocks_social_media" USING btree ("_locale");
  CREATE INDEX "pages_blocks_video_list_order_idx" ON "pages_blocks_video_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_list_parent_id_idx" ON "pages_blocks_video_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_list_path_idx" ON "pages_blocks_video_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_list_locale_idx" ON "pages_blocks_video_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_faq_item_order_idx" ON "pages_blocks_faq_item" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_item_parent_id_idx" ON "pages_blocks_faq_item" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_item_path_idx" ON "pages_blocks_faq_item" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_item_locale_idx" ON "pages_blocks_faq_item" USING btree ("_locale");
  CREATE INDEX "pages_blocks_section_columns_order_idx" ON "pages_blocks_section_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_columns_parent_id_idx" ON "pages_blocks_section_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_columns_locale_idx" ON "pages_blocks_section_columns" USING btree ("_locale");
  CREATE INDEX "pages_blocks_section_order_idx" ON "pages_blocks_section" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_parent_id_idx" ON "pages_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_path_idx" ON "pages_blocks_section" USING btree ("_path");
  CREATE INDEX "pages_blocks_section_locale_idx" ON "pages_blocks_section" USING btree ("_locale");
  CREATE INDEX "pages_blocks_section_image_idx" ON "pages_blocks_section" USING btree ("image_id");
  CREATE INDEX "pages_og_image_idx" ON "pages" USING btree ("og_image_id");
  CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");
  CREATE INDEX "pages_is_online_idx" ON "pages" USING btree ("is_online");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_slug_idx" ON "pages_locales" USING btree ("slug","_locale");
  CREATE INDEX "pages_path_idx" ON "pages_locales" USING btree ("path","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_locale_idx" ON "pages_rels" USING btree ("locale");
  CREATE INDEX "pages_rels_venues_id_idx" ON "pages_rels" USING btree ("venues_id","locale");
  CREATE INDEX "pages_rels_articles_id_idx" ON "pages_rels" USING btree ("articles_id","locale");
  CREATE INDEX "pages_rels_article_categories_id_idx" ON "pages_rels" USING btree ("article_categories_id","locale");
  CREATE INDEX "_pages_v_blocks_headline_order_idx" ON "_pages_v_blocks_headline" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_headline_parent_id_idx" ON "_pages_v_blocks_headline" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_headline_path_idx" ON "_pages_v_blocks_headline" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_headline_locale_idx" ON "_pages_v_blocks_headline" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_text_order_idx" ON "_pages_v_blocks_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_parent_id_idx" ON "_pages_v_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_path_idx" ON "_pages_v_blocks_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_text_locale_idx" ON "_pages_v_blocks_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_link_order_idx" ON "_pages_v_blocks_link" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_link_parent_id_idx" ON "_pages_v_blocks_link" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_link_path_idx" ON "_pages_v_blocks_link" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_link_locale_idx" ON "_pages_v_blocks_link" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_link_link_idx" ON "_pages_v_blocks_link" USING btree ("link_id");
  CREATE INDEX "_pages_v_blocks_image_order_idx" ON "_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parent_id_idx" ON "_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_path_idx" ON "_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_locale_idx" ON "_pages_v_blocks_image" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_image_idx" ON "_pages_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_image_link_idx" ON "_pages_v_blocks_image" USING btree ("link_id");
  CREATE INDEX "_pages_v_blocks_video_order_idx" ON "_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_path_idx" ON "_pages_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_locale_idx" ON "_pages_v_blocks_video" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_video_image_idx" ON "_pages_v_blocks_video" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_video_file_order_idx" ON "_pages_v_blocks_video_file" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_file_parent_id_idx" ON "_pages_v_blocks_video_file" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_file_path_idx" ON "_pages_v_blocks_video_file" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_file_locale_idx" ON "_pages_v_blocks_video_file" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_video_file_file_idx" ON "_pages_v_blocks_video_file" USING btree ("file_id");
  CREATE INDEX "_pages_v_blocks_video_file_image_idx" ON "_pages_v_blocks_video_file" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_audio_order_idx" ON "_pages_v_blocks_audio" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_audio_parent_id_idx" ON "_pages_v_blocks_audio" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_audio_path_idx" ON "_pages_v_blocks_audio" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_audio_locale_idx" ON "_pages_v_blocks_audio" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_audio_file_order_idx" ON "_pages_v_blocks_audio_file" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_audio_file_parent_id_idx" ON "_pages_v_blocks_audio_file" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_audio_file_path_idx" ON "_pages_v_blocks_audio_file" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_audio_file_locale_idx" ON "_pages_v_blocks_audio_file" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_audio_file_file_idx" ON "_pages_v_blocks_audio_file" USING btree ("file_id");
  CREATE INDEX "_pages_v_blocks_viewer_order_idx" ON "_pages_v_blocks_viewer" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_viewer_parent_id_idx" ON "_pages_v_blocks_viewer" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_viewer_path_idx" ON "_pages_v_blocks_viewer" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_viewer_locale_idx" ON "_pages_v_blocks_viewer" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_quote_order_idx" ON "_pages_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_parent_id_idx" ON "_pages_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_path_idx" ON "_pages_v_blocks_quote" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_quote_locale_idx" ON "_pages_v_blocks_quote" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_full_teaser_order_idx" ON "_pages_v_blocks_full_teaser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_full_teaser_parent_id_idx" ON "_pages_v_blocks_full_teaser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_full_teaser_path_idx" ON "_pages_v_blocks_full_teaser" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_full_teaser_locale_idx" ON "_pages_v_blocks_full_teaser" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_full_teaser_image_idx" ON "_pages_v_blocks_full_teaser" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_full_teaser_link_idx" ON "_pages_v_blocks_full_teaser" USING btree ("link_id");
  CREATE INDEX "_pages_v_blocks_teaser_item_order_idx" ON "_pages_v_blocks_teaser_item" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_teaser_item_parent_id_idx" ON "_pages_v_blocks_teaser_item" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_teaser_item_path_idx" ON "_pages_v_blocks_teaser_item" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_teaser_item_locale_idx" ON "_pages_v_blocks_teaser_item" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_teaser_item_image_idx" ON "_pages_v_blocks_teaser_item" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_teaser_item_link_idx" ON "_pages_v_blocks_teaser_item" USING btree ("link_id");
  CREATE INDEX "_pages_v_blocks_teaser_list_order_idx" ON "_pages_v_blocks_teaser_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_teaser_list_parent_id_idx" ON "_pages_v_blocks_teaser_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_teaser_list_path_idx" ON "_pages_v_blocks_teaser_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_teaser_list_locale_idx" ON "_pages_v_blocks_teaser_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_list_order_idx" ON "_pages_v_blocks_image_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_list_parent_id_idx" ON "_pages_v_blocks_image_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_list_path_idx" ON "_pages_v_blocks_image_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_list_locale_idx" ON "_pages_v_blocks_image_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_logo_list_logos_order_idx" ON "_pages_v_blocks_logo_list_logos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_logo_list_logos_parent_id_idx" ON "_pages_v_blocks_logo_list_logos" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_logo_list_logos_locale_idx" ON "_pages_v_blocks_logo_list_logos" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_logo_list_logos_image_idx" ON "_pages_v_blocks_logo_list_logos" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_logo_list_order_idx" ON "_pages_v_blocks_logo_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_logo_list_parent_id_idx" ON "_pages_v_blocks_logo_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_logo_list_path_idx" ON "_pages_v_blocks_logo_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_logo_list_locale_idx" ON "_pages_v_blocks_logo_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_venue_order_idx" ON "_pages_v_blocks_venue" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_venue_parent_id_idx" ON "_pages_v_blocks_venue" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_venue_path_idx" ON "_pages_v_blocks_venue" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_venue_locale_idx" ON "_pages_v_blocks_venue" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_venue_venue_idx" ON "_pages_v_blocks_venue" USING btree ("venue_id");
  CREATE INDEX "_pages_v_blocks_venue_list_order_idx" ON "_pages_v_blocks_venue_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_venue_list_parent_id_idx" ON "_pages_v_blocks_venue_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_venue_list_path_idx" ON "_pages_v_blocks_venue_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_venue_list_locale_idx" ON "_pages_v_blocks_venue_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_html_order_idx" ON "_pages_v_blocks_html" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_html_parent_id_idx" ON "_pages_v_blocks_html" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_html_path_idx" ON "_pages_v_blocks_html" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_html_locale_idx" ON "_pages_v_blocks_html" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hubspot_form_order_idx" ON "_pages_v_blocks_hubspot_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hubspot_form_parent_id_idx" ON "_pages_v_blocks_hubspot_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hubspot_form_path_idx" ON "_pages_v_blocks_hubspot_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hubspot_form_locale_idx" ON "_pages_v_blocks_hubspot_form" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_media_order_idx" ON "_pages_v_blocks_hero_media" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_media_parent_id_idx" ON "_pages_v_blocks_hero_media" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_media_path_idx" ON "_pages_v_blocks_hero_media" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_media_locale_idx" ON "_pages_v_blocks_hero_media" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_media_image_idx" ON "_pages_v_blocks_hero_media" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_media_video_idx" ON "_pages_v_blocks_hero_media" USING btree ("video_id");
  CREATE INDEX "_pages_v_blocks_blog_teaser_list_order_idx" ON "_pages_v_blocks_blog_teaser_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_blog_teaser_list_parent_id_idx" ON "_pages_v_blocks_blog_teaser_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_blog_teaser_list_path_idx" ON "_pages_v_blocks_blog_teaser_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_blog_teaser_list_locale_idx" ON "_pages_v_blocks_blog_teaser_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_two_columns_order_idx" ON "_pages_v_blocks_two_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_two_columns_parent_id_idx" ON "_pages_v_blocks_two_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_two_columns_path_idx" ON "_pages_v_blocks_two_columns" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_two_columns_locale_idx" ON "_pages_v_blocks_two_columns" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_two_columns_image_idx" ON "_pages_v_blocks_two_columns" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_event_list_order_idx" ON "_pages_v_blocks_event_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_event_list_parent_id_idx" ON "_pages_v_blocks_event_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_event_list_path_idx" ON "_pages_v_blocks_event_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_event_list_locale_idx" ON "_pages_v_blocks_event_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_event_list_tag_idx" ON "_pages_v_blocks_event_list" USING btree ("tag_id");
  CREATE INDEX "_pages_v_blocks_highlight_teaser_order_idx" ON "_pages_v_blocks_highlight_teaser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_highlight_teaser_parent_id_idx" ON "_pages_v_blocks_highlight_teaser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_highlight_teaser_path_idx" ON "_pages_v_blocks_highlight_teaser" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_highlight_teaser_locale_idx" ON "_pages_v_blocks_highlight_teaser" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_anchor_list_order_idx" ON "_pages_v_blocks_anchor_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_anchor_list_parent_id_idx" ON "_pages_v_blocks_anchor_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_anchor_list_path_idx" ON "_pages_v_blocks_anchor_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_anchor_list_locale_idx" ON "_pages_v_blocks_anchor_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_social_media_order_idx" ON "_pages_v_blocks_social_media" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_social_media_parent_id_idx" ON "_pages_v_blocks_social_media" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_social_media_path_idx" ON "_pages_v_blocks_social_media" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_social_media_locale_idx" ON "_pages_v_blocks_social_media" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_video_list_order_idx" ON "_pages_v_blocks_video_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_list_parent_id_idx" ON "_pages_v_blocks_video_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_list_path_idx" ON "_pages_v_blocks_video_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_list_locale_idx" ON "_pages_v_blocks_video_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_faq_item_order_idx" ON "_pages_v_blocks_faq_item" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_item_parent_id_idx" ON "_pages_v_blocks_faq_item" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_item_path_idx" ON "_pages_v_blocks_faq_item" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_item_locale_idx" ON "_pages_v_blocks_faq_item" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_section_columns_order_idx" ON "_pages_v_blocks_section_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_section_columns_parent_id_idx" ON "_pages_v_blocks_section_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_section_columns_locale_idx" ON "_pages_v_blocks_section_columns" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_section_order_idx" ON "_pages_v_blocks_section" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_section_parent_id_idx" ON "_pages_v_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_section_path_idx" ON "_pages_v_blocks_section" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_section_locale_idx" ON "_pages_v_blocks_section" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_section_image_idx" ON "_pages_v_blocks_section" USING btree ("image_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_og_image_idx" ON "_pages_v" USING btree ("version_og_image_id");
  CREATE INDEX "_pages_v_version_version_parent_idx" ON "_pages_v" USING btree ("version_parent_id");
  CREATE INDEX "_pages_v_version_version_is_online_idx" ON "_pages_v" USING btree ("version_is_online");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v_locales" USING btree ("version_slug","_locale");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v_locales" USING btree ("version_path","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_locale_idx" ON "_pages_v_rels" USING btree ("locale");
  CREATE INDEX "_pages_v_rels_venues_id_idx" ON "_pages_v_rels" USING btree ("venues_id","locale");
  CREATE INDEX "_pages_v_rels_articles_id_idx" ON "_pages_v_rels" USING btree ("articles_id","locale");
  CREATE INDEX "_pages_v_rels_article_categories_id_idx" ON "_pages_v_rels" USING btree ("article_categories_id","locale");
  CREATE INDEX "containers_blocks_headline_order_idx" ON "containers_blocks_headline" USING btree ("_order");
  CREATE INDEX "containers_blocks_headline_parent_id_idx" ON "containers_blocks_headline" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_headline_path_idx" ON "containers_blocks_headline" USING btree ("_path");
  CREATE INDEX "containers_blocks_headline_locale_idx" ON "containers_blocks_headline" USING btree ("_locale");
  CREATE INDEX "containers_blocks_text_order_idx" ON "containers_blocks_text" USING btree ("_order");
  CREATE INDEX "containers_blocks_text_parent_id_idx" ON "containers_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_text_path_idx" ON "containers_blocks_text" USING btree ("_path");
  CREATE INDEX "containers_blocks_text_locale_idx" ON "containers_blocks_text" USING btree ("_locale");
  CREATE INDEX "containers_blocks_link_order_idx" ON "containers_blocks_link" USING btree ("_order");
  CREATE INDEX "containers_blocks_link_parent_id_idx" ON "containers_blocks_link" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_link_path_idx" ON "containers_blocks_link" USING btree ("_path");
  CREATE INDEX "containers_blocks_link_locale_idx" ON "containers_blocks_link" USING btree ("_locale");
  CREATE INDEX "containers_blocks_link_link_idx" ON "containers_blocks_link" USING btree ("link_id");
  CREATE INDEX "containers_blocks_image_order_idx" ON "containers_blocks_image" USING btree ("_order");
  CREATE INDEX "containers_blocks_image_parent_id_idx" ON "containers_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_image_path_idx" ON "containers_blocks_image" USING btree ("_path");
  CREATE INDEX "containers_blocks_image_locale_idx" ON "containers_blocks_image" USING btree ("_locale");
  CREATE INDEX "containers_blocks_image_image_idx" ON "containers_blocks_image" USING btree ("image_id");
  CREATE INDEX "containers_blocks_image_link_idx" ON "containers_blocks_image" USING btree ("link_id");
  CREATE INDEX "containers_blocks_video_order_idx" ON "containers_blocks_video" USING btree ("_order");
  CREATE INDEX "containers_blocks_video_parent_id_idx" ON "containers_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_video_path_idx" ON "containers_blocks_video" USING btree ("_path");
  CREATE INDEX "containers_blocks_video_locale_idx" ON "containers_blocks_video" USING btree ("_locale");
  CREATE INDEX "containers_blocks_video_image_idx" ON "containers_blocks_video" USING btree ("image_id");
  CREATE INDEX "containers_blocks_video_file_order_idx" ON "containers_blocks_video_file" USING btree ("_order");
  CREATE INDEX "containers_blocks_video_file_parent_id_idx" ON "containers_blocks_video_file" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_video_file_path_idx" ON "containers_blocks_video_file" USING btree ("_path");
  CREATE INDEX "containers_blocks_video_file_locale_idx" ON "containers_blocks_video_file" USING btree ("_locale");
  CREATE INDEX "containers_blocks_video_file_file_idx" ON "containers_blocks_video_file" USING btree ("file_id");
  CREATE INDEX "containers_blocks_video_file_image_idx" ON "containers_blocks_video_file" USING btree ("image_id");
  CREATE INDEX "containers_blocks_audio_order_idx" ON "containers_blocks_audio" USING btree ("_order");
  CREATE INDEX "containers_blocks_audio_parent_id_idx" ON "containers_blocks_audio" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_audio_path_idx" ON "containers_blocks_audio" USING btree ("_path");
  CREATE INDEX "containers_blocks_audio_locale_idx" ON "containers_blocks_audio" USING btree ("_locale");
  CREATE INDEX "containers_blocks_audio_file_order_idx" ON "containers_blocks_audio_file" USING btree ("_order");
  CREATE INDEX "containers_blocks_audio_file_parent_id_idx" ON "containers_blocks_audio_file" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_audio_file_path_idx" ON "containers_blocks_audio_file" USING btree ("_path");
  CREATE INDEX "containers_blocks_audio_file_locale_idx" ON "containers_blocks_audio_file" USING btree ("_locale");
  CREATE INDEX "containers_blocks_audio_file_file_idx" ON "containers_blocks_audio_file" USING btree ("file_id");
  CREATE INDEX "containers_blocks_viewer_order_idx" ON "containers_blocks_viewer" USING btree ("_order");
  CREATE INDEX "containers_blocks_viewer_parent_id_idx" ON "containers_blocks_viewer" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_viewer_path_idx" ON "containers_blocks_viewer" USING btree ("_path");
  CREATE INDEX "containers_blocks_viewer_locale_idx" ON "containers_blocks_viewer" USING btree ("_locale");
  CREATE INDEX "containers_blocks_quote_order_idx" ON "containers_blocks_quote" USING btree ("_order");
  CREATE INDEX "containers_blocks_quote_parent_id_idx" ON "containers_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_quote_path_idx" ON "containers_blocks_quote" USING btree ("_path");
  CREATE INDEX "containers_blocks_quote_locale_idx" ON "containers_blocks_quote" USING btree ("_locale");
  CREATE INDEX "containers_blocks_full_teaser_order_idx" ON "containers_blocks_full_teaser" USING btree ("_order");
  CREATE INDEX "containers_blocks_full_teaser_parent_id_idx" ON "containers_blocks_full_teaser" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_full_teaser_path_idx" ON "containers_blocks_full_teaser" USING btree ("_path");
  CREATE INDEX "containers_blocks_full_teaser_locale_idx" ON "containers_blocks_full_teaser" USING btree ("_locale");
  CREATE INDEX "containers_blocks_full_teaser_image_idx" ON "containers_blocks_full_teaser" USING btree ("image_id");
  CREATE INDEX "containers_blocks_full_teaser_link_idx" ON "containers_blocks_full_teaser" USING btree ("link_id");
  CREATE INDEX "containers_blocks_teaser_item_order_idx" ON "containers_blocks_teaser_item" USING btree ("_order");
  CREATE INDEX "containers_blocks_teaser_item_parent_id_idx" ON "containers_blocks_teaser_item" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_teaser_item_path_idx" ON "containers_blocks_teaser_item" USING btree ("_path");
  CREATE INDEX "containers_blocks_teaser_item_locale_idx" ON "containers_blocks_teaser_item" USING btree ("_locale");
  CREATE INDEX "containers_blocks_teaser_item_image_idx" ON "containers_blocks_teaser_item" USING btree ("image_id");
  CREATE INDEX "containers_blocks_teaser_item_link_idx" ON "containers_blocks_teaser_item" USING btree ("link_id");
  CREATE INDEX "containers_blocks_teaser_list_order_idx" ON "containers_blocks_teaser_list" USING btree ("_order");
  CREATE INDEX "containers_blocks_teaser_list_parent_id_idx" ON "containers_blocks_teaser_list" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_teaser_list_path_idx" ON "containers_blocks_teaser_list" USING btree ("_path");
  CREATE INDEX "containers_blocks_teaser_list_locale_idx" ON "containers_blocks_teaser_list" USING btree ("_locale");
  CREATE INDEX "containers_blocks_image_list_order_idx" ON "containers_blocks_image_list" USING btree ("_order");
  CREATE INDEX "containers_blocks_image_list_parent_id_idx" ON "containers_blocks_image_list" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_image_list_path_idx" ON "containers_blocks_image_list" USING btree ("_path");
  CREATE INDEX "containers_blocks_image_list_locale_idx" ON "containers_blocks_image_list" USING btree ("_locale");
  CREATE INDEX "containers_blocks_logo_list_logos_order_idx" ON "containers_blocks_logo_list_logos" USING btree ("_order");
  CREATE INDEX "containers_blocks_logo_list_logos_parent_id_idx" ON "containers_blocks_logo_list_logos" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_logo_list_logos_locale_idx" ON "containers_blocks_logo_list_logos" USING btree ("_locale");
  CREATE INDEX "containers_blocks_logo_list_logos_image_idx" ON "containers_blocks_logo_list_logos" USING btree ("image_id");
  CREATE INDEX "containers_blocks_logo_list_order_idx" ON "containers_blocks_logo_list" USING btree ("_order");
  CREATE INDEX "containers_blocks_logo_list_parent_id_idx" ON "containers_blocks_logo_list" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_logo_list_path_idx" ON "containers_blocks_logo_list" USING btree ("_path");
  CREATE INDEX "containers_blocks_logo_list_locale_idx" ON "containers_blocks_logo_list" USING btree ("_locale");
  CREATE INDEX "containers_blocks_venue_order_idx" ON "containers_blocks_venue" USING btree ("_order");
  CREATE INDEX "containers_blocks_venue_parent_id_idx" ON "containers_blocks_venue" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_venue_path_idx" ON "containers_blocks_venue" USING btree ("_path");
  CREATE INDEX "containers_blocks_venue_locale_idx" ON "containers_blocks_venue" USING btree ("_locale");
  CREATE INDEX "containers_blocks_venue_venue_idx" ON "containers_blocks_venue" USING btree ("venue_id");
  CREATE INDEX "containers_blocks_venue_list_order_idx" ON "containers_blocks_venue_list" USING btree ("_order");
  CREATE INDEX "containers_blocks_venue_list_parent_id_idx" ON "containers_blocks_venue_list" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_venue_list_path_idx" ON "containers_blocks_venue_list" USING btree ("_path");
  CREATE INDEX "containers_blocks_venue_list_locale_idx" ON "containers_blocks_venue_list" USING btree ("_locale");
  CREATE INDEX "containers_blocks_html_order_idx" ON "containers_blocks_html" USING btree ("_order");
  CREATE INDEX "containers_blocks_html_parent_id_idx" ON "containers_blocks_html" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_html_path_idx" ON "containers_blocks_html" USING btree ("_path");
  CREATE INDEX "containers_blocks_html_locale_idx" ON "containers_blocks_html" USING btree ("_locale");
  CREATE INDEX "containers_blocks_hubspot_form_order_idx" ON "containers_blocks_hubspot_form" USING btree ("_order");
  CREATE INDEX "containers_blocks_hubspot_form_parent_id_idx" ON "containers_blocks_hubspot_form" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_hubspot_form_path_idx" ON "containers_blocks_hubspot_form" USING btree ("_path");
  CREATE INDEX "containers_blocks_hubspot_form_locale_idx" ON "containers_blocks_hubspot_form" USING btree ("_locale");
  CREATE INDEX "containers_blocks_hero_media_order_idx" ON "containers_blocks_hero_media" USING btree ("_order");
  CREATE INDEX "containers_blocks_hero_media_parent_id_idx" ON "containers_blocks_hero_media" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_hero_media_path_idx" ON "containers_blocks_hero_media" USING btree ("_path");
  CREATE INDEX "containers_blocks_hero_media_locale_idx" ON "containers_blocks_hero_media" USING btree ("_locale");
  CREATE INDEX "containers_blocks_hero_media_image_idx" ON "containers_blocks_hero_media" USING btree ("image_id");
  CREATE INDEX "containers_blocks_hero_media_video_idx" ON "containers_blocks_hero_media" USING btree ("video_id");
  CREATE INDEX "containers_blocks_blog_teaser_list_order_idx" ON "containers_blocks_blog_teaser_list" USING btree ("_order");
  CREATE INDEX "containers_blocks_blog_teaser_list_parent_id_idx" ON "containers_blocks_blog_teaser_list" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_blog_teaser_list_path_idx" ON "containers_blocks_blog_teaser_list" USING btree ("_path");
  CREATE INDEX "containers_blocks_blog_teaser_list_locale_idx" ON "containers_blocks_blog_teaser_list" USING btree ("_locale");
  CREATE INDEX "containers_blocks_two_columns_order_idx" ON "containers_blocks_two_columns" USING btree ("_order");
  CREATE INDEX "containers_blocks_two_columns_parent_id_idx" ON "containers_blocks_two_columns" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_two_columns_path_idx" ON "containers_blocks_two_columns" USING btree ("_path");
  CREATE INDEX "containers_blocks_two_columns_locale_idx" ON "containers_blocks_two_columns" USING btree ("_locale");
  CREATE INDEX "containers_blocks_two_columns_image_idx" ON "containers_blocks_two_columns" USING btree ("image_id");
  CREATE INDEX "containers_blocks_event_list_order_idx" ON "containers_blocks_event_list" USING btree ("_order");
  CREATE INDEX "containers_blocks_event_list_parent_id_idx" ON "containers_blocks_event_list" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_event_list_path_idx" ON "containers_blocks_event_list" USING btree ("_path");
  CREATE INDEX "containers_blocks_event_list_locale_idx" ON "containers_blocks_event_list" USING btree ("_locale");
  CREATE INDEX "containers_blocks_event_list_tag_idx" ON "containers_blocks_event_list" USING btree ("tag_id");
  CREATE INDEX "containers_blocks_highlight_teaser_order_idx" ON "containers_blocks_highlight_teaser" USING btree ("_order");
  CREATE INDEX "containers_blocks_highlight_teaser_parent_id_idx" ON "containers_blocks_highlight_teaser" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_highlight_teaser_path_idx" ON "containers_blocks_highlight_teaser" USING btree ("_path");
  CREATE INDEX "containers_blocks_highlight_teaser_locale_idx" ON "containers_blocks_highlight_teaser" USING btree ("_locale");
  CREATE INDEX "containers_blocks_anchor_list_order_idx" ON "containers_blocks_anchor_list" USING btree ("_order");
  CREATE INDEX "containers_blocks_anchor_list_parent_id_idx" ON "containers_blocks_anchor_list" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_anchor_list_path_idx" ON "containers_blocks_anchor_list" USING btree ("_path");
  CREATE INDEX "containers_blocks_anchor_list_locale_idx" ON "containers_blocks_anchor_list" USING btree ("_locale");
  CREATE INDEX "containers_blocks_social_media_order_idx" ON "containers_blocks_social_media" USING btree ("_order");
  CREATE INDEX "containers_blocks_social_media_parent_id_idx" ON "containers_blocks_social_media" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_social_media_path_idx" ON "containers_blocks_social_media" USING btree ("_path");
  CREATE INDEX "containers_blocks_social_media_locale_idx" ON "containers_blocks_social_media" USING btree ("_locale");
  CREATE INDEX "containers_blocks_video_list_order_idx" ON "containers_blocks_video_list" USING btree ("_order");
  CREATE INDEX "containers_blocks_video_list_parent_id_idx" ON "containers_blocks_video_list" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_video_list_path_idx" ON "containers_blocks_video_list" USING btree ("_path");
  CREATE INDEX "containers_blocks_video_list_locale_idx" ON "containers_blocks_video_list" USING btree ("_locale");
  CREATE INDEX "containers_blocks_faq_item_order_idx" ON "containers_blocks_faq_item" USING btree ("_order");
  CREATE INDEX "containers_blocks_faq_item_parent_id_idx" ON "containers_blocks_faq_item" USING btree ("_parent_id");
  CREATE INDEX "containers_blocks_faq_item_path_idx" ON "containers_blocks_faq_item" USING btree ("_path");
  CREATE INDEX "containers_blocks_faq_item_locale_idx" ON "containers_blocks_faq_item" USING btree ("_locale");
  CREATE INDEX "containers_columns_order_idx" ON "containers_columns" USING btree ("_order");
  CREATE INDEX "containers_columns_parent_id_idx" ON "containers_columns" USING btree ("_parent_id");
  CREATE INDEX "containers_columns_locale_idx" ON "containers_columns" USING btree ("_locale");
  CREATE UNIQUE INDEX "containers_slug_idx" ON "containers" USING btree ("slug");
  CREATE INDEX "containers_object_id_idx" ON "containers" USING btree ("object_id");
  CREATE INDEX "containers_is_online_idx" ON "containers" USING btree ("is_online");
  CREATE INDEX "containers_updated_at_idx" ON "containers" USING btree ("updated_at");
  CREATE INDEX "containers_created_at_idx" ON "containers" USING btree ("created_at");
  CREATE INDEX "containers__status_idx" ON "containers" USING btree ("_status");
  CREATE INDEX "containers_rels_order_idx" ON "containers_rels" USING btree ("order");
  CREATE INDEX "containers_rels_parent_idx" ON "containers_rels" USING btree ("parent_id");
  CREATE INDEX "containers_rels_path_idx" ON "containers_rels" USING btree ("path");
  CREATE INDEX "containers_rels_locale_idx" ON "containers_rels" USING btree ("locale");
  CREATE INDEX "containers_rels_venues_id_idx" ON "containers_rels" USING btree ("venues_id","locale");
  CREATE INDEX "containers_rels_articles_id_idx" ON "containers_rels" USING btree ("articles_id","locale");
  CREATE INDEX "containers_rels_article_categories_id_idx" ON "containers_rels" USING btree ("article_categories_id","locale");
  CREATE INDEX "_containers_v_blocks_headline_order_idx" ON "_containers_v_blocks_headline" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_headline_parent_id_idx" ON "_containers_v_blocks_headline" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_headline_path_idx" ON "_containers_v_blocks_headline" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_headline_locale_idx" ON "_containers_v_blocks_headline" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_text_order_idx" ON "_containers_v_blocks_text" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_text_parent_id_idx" ON "_containers_v_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_text_path_idx" ON "_containers_v_blocks_text" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_text_locale_idx" ON "_containers_v_blocks_text" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_link_order_idx" ON "_containers_v_blocks_link" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_link_parent_id_idx" ON "_containers_v_blocks_link" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_link_path_idx" ON "_containers_v_blocks_link" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_link_locale_idx" ON "_containers_v_blocks_link" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_link_link_idx" ON "_containers_v_blocks_link" USING btree ("link_id");
  CREATE INDEX "_containers_v_blocks_image_order_idx" ON "_containers_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_image_parent_id_idx" ON "_containers_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_image_path_idx" ON "_containers_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_image_locale_idx" ON "_containers_v_blocks_image" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_image_image_idx" ON "_containers_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_containers_v_blocks_image_link_idx" ON "_containers_v_blocks_image" USING btree ("link_id");
  CREATE INDEX "_containers_v_blocks_video_order_idx" ON "_containers_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_video_parent_id_idx" ON "_containers_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_video_path_idx" ON "_containers_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_video_locale_idx" ON "_containers_v_blocks_video" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_video_image_idx" ON "_containers_v_blocks_video" USING btree ("image_id");
  CREATE INDEX "_containers_v_blocks_video_file_order_idx" ON "_containers_v_blocks_video_file" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_video_file_parent_id_idx" ON "_containers_v_blocks_video_file" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_video_file_path_idx" ON "_containers_v_blocks_video_file" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_video_file_locale_idx" ON "_containers_v_blocks_video_file" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_video_file_file_idx" ON "_containers_v_blocks_video_file" USING btree ("file_id");
  CREATE INDEX "_containers_v_blocks_video_file_image_idx" ON "_containers_v_blocks_video_file" USING btree ("image_id");
  CREATE INDEX "_containers_v_blocks_audio_order_idx" ON "_containers_v_blocks_audio" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_audio_parent_id_idx" ON "_containers_v_blocks_audio" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_audio_path_idx" ON "_containers_v_blocks_audio" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_audio_locale_idx" ON "_containers_v_blocks_audio" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_audio_file_order_idx" ON "_containers_v_blocks_audio_file" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_audio_file_parent_id_idx" ON "_containers_v_blocks_audio_file" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_audio_file_path_idx" ON "_containers_v_blocks_audio_file" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_audio_file_locale_idx" ON "_containers_v_blocks_audio_file" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_audio_file_file_idx" ON "_containers_v_blocks_audio_file" USING btree ("file_id");
  CREATE INDEX "_containers_v_blocks_viewer_order_idx" ON "_containers_v_blocks_viewer" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_viewer_parent_id_idx" ON "_containers_v_blocks_viewer" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_viewer_path_idx" ON "_containers_v_blocks_viewer" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_viewer_locale_idx" ON "_containers_v_blocks_viewer" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_quote_order_idx" ON "_containers_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_quote_parent_id_idx" ON "_containers_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_quote_path_idx" ON "_containers_v_blocks_quote" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_quote_locale_idx" ON "_containers_v_blocks_quote" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_full_teaser_order_idx" ON "_containers_v_blocks_full_teaser" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_full_teaser_parent_id_idx" ON "_containers_v_blocks_full_teaser" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_full_teaser_path_idx" ON "_containers_v_blocks_full_teaser" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_full_teaser_locale_idx" ON "_containers_v_blocks_full_teaser" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_full_teaser_image_idx" ON "_containers_v_blocks_full_teaser" USING btree ("image_id");
  CREATE INDEX "_containers_v_blocks_full_teaser_link_idx" ON "_containers_v_blocks_full_teaser" USING btree ("link_id");
  CREATE INDEX "_containers_v_blocks_teaser_item_order_idx" ON "_containers_v_blocks_teaser_item" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_teaser_item_parent_id_idx" ON "_containers_v_blocks_teaser_item" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_teaser_item_path_idx" ON "_containers_v_blocks_teaser_item" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_teaser_item_locale_idx" ON "_containers_v_blocks_teaser_item" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_teaser_item_image_idx" ON "_containers_v_blocks_teaser_item" USING btree ("image_id");
  CREATE INDEX "_containers_v_blocks_teaser_item_link_idx" ON "_containers_v_blocks_teaser_item" USING btree ("link_id");
  CREATE INDEX "_containers_v_blocks_teaser_list_order_idx" ON "_containers_v_blocks_teaser_list" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_teaser_list_parent_id_idx" ON "_containers_v_blocks_teaser_list" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_teaser_list_path_idx" ON "_containers_v_blocks_teaser_list" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_teaser_list_locale_idx" ON "_containers_v_blocks_teaser_list" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_image_list_order_idx" ON "_containers_v_blocks_image_list" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_image_list_parent_id_idx" ON "_containers_v_blocks_image_list" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_image_list_path_idx" ON "_containers_v_blocks_image_list" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_image_list_locale_idx" ON "_containers_v_blocks_image_list" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_logo_list_logos_order_idx" ON "_containers_v_blocks_logo_list_logos" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_logo_list_logos_parent_id_idx" ON "_containers_v_blocks_logo_list_logos" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_logo_list_logos_locale_idx" ON "_containers_v_blocks_logo_list_logos" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_logo_list_logos_image_idx" ON "_containers_v_blocks_logo_list_logos" USING btree ("image_id");
  CREATE INDEX "_containers_v_blocks_logo_list_order_idx" ON "_containers_v_blocks_logo_list" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_logo_list_parent_id_idx" ON "_containers_v_blocks_logo_list" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_logo_list_path_idx" ON "_containers_v_blocks_logo_list" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_logo_list_locale_idx" ON "_containers_v_blocks_logo_list" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_venue_order_idx" ON "_containers_v_blocks_venue" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_venue_parent_id_idx" ON "_containers_v_blocks_venue" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_venue_path_idx" ON "_containers_v_blocks_venue" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_venue_locale_idx" ON "_containers_v_blocks_venue" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_venue_venue_idx" ON "_containers_v_blocks_venue" USING btree ("venue_id");
  CREATE INDEX "_containers_v_blocks_venue_list_order_idx" ON "_containers_v_blocks_venue_list" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_venue_list_parent_id_idx" ON "_containers_v_blocks_venue_list" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_venue_list_path_idx" ON "_containers_v_blocks_venue_list" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_venue_list_locale_idx" ON "_containers_v_blocks_venue_list" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_html_order_idx" ON "_containers_v_blocks_html" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_html_parent_id_idx" ON "_containers_v_blocks_html" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_html_path_idx" ON "_containers_v_blocks_html" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_html_locale_idx" ON "_containers_v_blocks_html" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_hubspot_form_order_idx" ON "_containers_v_blocks_hubspot_form" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_hubspot_form_parent_id_idx" ON "_containers_v_blocks_hubspot_form" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_hubspot_form_path_idx" ON "_containers_v_blocks_hubspot_form" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_hubspot_form_locale_idx" ON "_containers_v_blocks_hubspot_form" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_hero_media_order_idx" ON "_containers_v_blocks_hero_media" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_hero_media_parent_id_idx" ON "_containers_v_blocks_hero_media" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_hero_media_path_idx" ON "_containers_v_blocks_hero_media" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_hero_media_locale_idx" ON "_containers_v_blocks_hero_media" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_hero_media_image_idx" ON "_containers_v_blocks_hero_media" USING btree ("image_id");
  CREATE INDEX "_containers_v_blocks_hero_media_video_idx" ON "_containers_v_blocks_hero_media" USING btree ("video_id");
  CREATE INDEX "_containers_v_blocks_blog_teaser_list_order_idx" ON "_containers_v_blocks_blog_teaser_list" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_blog_teaser_list_parent_id_idx" ON "_containers_v_blocks_blog_teaser_list" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_blog_teaser_list_path_idx" ON "_containers_v_blocks_blog_teaser_list" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_blog_teaser_list_locale_idx" ON "_containers_v_blocks_blog_teaser_list" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_two_columns_order_idx" ON "_containers_v_blocks_two_columns" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_two_columns_parent_id_idx" ON "_containers_v_blocks_two_columns" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_two_columns_path_idx" ON "_containers_v_blocks_two_columns" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_two_columns_locale_idx" ON "_containers_v_blocks_two_columns" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_two_columns_image_idx" ON "_containers_v_blocks_two_columns" USING btree ("image_id");
  CREATE INDEX "_containers_v_blocks_event_list_order_idx" ON "_containers_v_blocks_event_list" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_event_list_parent_id_idx" ON "_containers_v_blocks_event_list" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_event_list_path_idx" ON "_containers_v_blocks_event_list" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_event_list_locale_idx" ON "_containers_v_blocks_event_list" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_event_list_tag_idx" ON "_containers_v_blocks_event_list" USING btree ("tag_id");
  CREATE INDEX "_containers_v_blocks_highlight_teaser_order_idx" ON "_containers_v_blocks_highlight_teaser" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_highlight_teaser_parent_id_idx" ON "_containers_v_blocks_highlight_teaser" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_highlight_teaser_path_idx" ON "_containers_v_blocks_highlight_teaser" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_highlight_teaser_locale_idx" ON "_containers_v_blocks_highlight_teaser" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_anchor_list_order_idx" ON "_containers_v_blocks_anchor_list" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_anchor_list_parent_id_idx" ON "_containers_v_blocks_anchor_list" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_anchor_list_path_idx" ON "_containers_v_blocks_anchor_list" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_anchor_list_locale_idx" ON "_containers_v_blocks_anchor_list" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_social_media_order_idx" ON "_containers_v_blocks_social_media" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_social_media_parent_id_idx" ON "_containers_v_blocks_social_media" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_social_media_path_idx" ON "_containers_v_blocks_social_media" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_social_media_locale_idx" ON "_containers_v_blocks_social_media" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_video_list_order_idx" ON "_containers_v_blocks_video_list" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_video_list_parent_id_idx" ON "_containers_v_blocks_video_list" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_video_list_path_idx" ON "_containers_v_blocks_video_list" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_video_list_locale_idx" ON "_containers_v_blocks_video_list" USING btree ("_locale");
  CREATE INDEX "_containers_v_blocks_faq_item_order_idx" ON "_containers_v_blocks_faq_item" USING btree ("_order");
  CREATE INDEX "_containers_v_blocks_faq_item_parent_id_idx" ON "_containers_v_blocks_faq_item" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_blocks_faq_item_path_idx" ON "_containers_v_blocks_faq_item" USING btree ("_path");
  CREATE INDEX "_containers_v_blocks_faq_item_locale_idx" ON "_containers_v_blocks_faq_item" USING btree ("_locale");
  CREATE INDEX "_containers_v_version_columns_order_idx" ON "_containers_v_version_columns" USING btree ("_order");
  CREATE INDEX "_containers_v_version_columns_parent_id_idx" ON "_containers_v_version_columns" USING btree ("_parent_id");
  CREATE INDEX "_containers_v_version_columns_locale_idx" ON "_containers_v_version_columns" USING btree ("_locale");
  CREATE INDEX "_containers_v_parent_idx" ON "_containers_v" USING btree ("parent_id");
  CREATE INDEX "_containers_v_version_version_slug_idx" ON "_containers_v" USING btree ("version_slug");
  CREATE INDEX "_containers_v_version_version_object_id_idx" ON "_containers_v" USING btree ("version_object_id");
  CREATE INDEX "_containers_v_version_version_is_online_idx" ON "_containers_v" USING btree ("version_is_online");
  CREATE INDEX "_containers_v_version_version_updated_at_idx" ON "_containers_v" USING btree ("version_updated_at");
  CREATE INDEX "_containers_v_version_version_created_at_idx" ON "_containers_v" USING btree ("version_created_at");
  CREATE INDEX "_containers_v_version_version__status_idx" ON "_containers_v" USING btree ("version__status");
  CREATE INDEX "_containers_v_created_at_idx" ON "_containers_v" USING btree ("created_at");
  CREATE INDEX "_containers_v_updated_at_idx" ON "_containers_v" USING btree ("updated_at");
  CREATE INDEX "_containers_v_snapshot_idx" ON "_containers_v" USING btree ("snapshot");
  CREATE INDEX "_containers_v_published_locale_idx" ON "_containers_v" USING btree ("published_locale");
  CREATE INDEX "_containers_v_latest_idx" ON "_containers_v" USING btree ("latest");
  CREATE INDEX "_containers_v_rels_order_idx" ON "_containers_v_rels" USING btree ("order");
  CREATE INDEX "_containers_v_rels_parent_idx" ON "_containers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_containers_v_rels_path_idx" ON "_containers_v_rels" USING btree ("path");
  CREATE INDEX "_containers_v_rels_locale_idx" ON "_containers_v_rels" USING btree ("locale");
  CREATE INDEX "_containers_v_rels_venues_id_idx" ON "_containers_v_rels" USING btree ("venues_id","locale");
  CREATE INDEX "_containers_v_rels_articles_id_idx" ON "_containers_v_rels" USING btree ("articles_id","locale");
  CREATE INDEX "_containers_v_rels_article_categories_id_idx" ON "_containers_v_rels" USING btree ("article_categories_id","locale");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_vertical_sizes_vertical_filename_idx" ON "media" USING btree ("sizes_vertical_filename");
  CREATE INDEX "media_sizes_vertical_avif_sizes_vertical_avif_filename_idx" ON "media" USING btree ("sizes_vertical_avif_filename");
  CREATE INDEX "media_sizes_horizontal_sizes_horizontal_filename_idx" ON "media" USING btree ("sizes_horizontal_filename");
  CREATE INDEX "media_sizes_horizontal_avif_sizes_horizontal_avif_filena_idx" ON "media" USING btree ("sizes_horizontal_avif_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_programs_order_idx" ON "events_programs" USING btree ("_order");
  CREATE INDEX "events_programs_parent_id_idx" ON "events_programs" USING btree ("_parent_id");
  CREATE INDEX "events_programs_locale_idx" ON "events_programs" USING btree ("_locale");
  CREATE INDEX "events_contributors_order_idx" ON "events_contributors" USING btree ("_order");
  CREATE INDEX "events_contributors_parent_id_idx" ON "events_contributors" USING btree ("_parent_id");
  CREATE INDEX "events_contributors_person_idx" ON "events_contributors" USING btree ("person_id");
  CREATE UNIQUE INDEX "events_contributors_locales_locale_parent_id_unique" ON "events_contributors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_sponsors_order_idx" ON "events_sponsors" USING btree ("_order");
  CREATE INDEX "events_sponsors_parent_id_idx" ON "events_sponsors" USING btree ("_parent_id");
  CREATE INDEX "events_sponsors_logo_idx" ON "events_sponsors" USING btree ("logo_id");
  CREATE INDEX "events_image_idx" ON "events" USING btree ("image_id");
  CREATE UNIQUE INDEX "events_id_jet_idx" ON "events" USING btree ("id_jet");
  CREATE INDEX "events_date_start_idx" ON "events" USING btree ("date_start");
  CREATE INDEX "events_production_idx" ON "events" USING btree ("production_id");
  CREATE INDEX "events_venue_idx" ON "events" USING btree ("venue_id");
  CREATE INDEX "events_room_idx" ON "events" USING btree ("room_id");
  CREATE INDEX "events_exhibition_type_idx" ON "events" USING btree ("exhibition_type_id");
  CREATE INDEX "events_genre_idx" ON "events" USING btree ("genre_id");
  CREATE INDEX "events_parent_event_idx" ON "events" USING btree ("parent_event_id");
  CREATE INDEX "events_is_online_idx" ON "events" USING btree ("is_online");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "events_slug_idx" ON "events_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_rels_order_idx" ON "events_rels" USING btree ("order");
  CREATE INDEX "events_rels_parent_idx" ON "events_rels" USING btree ("parent_id");
  CREATE INDEX "events_rels_path_idx" ON "events_rels" USING btree ("path");
  CREATE INDEX "events_rels_media_id_idx" ON "events_rels" USING btree ("media_id");
  CREATE INDEX "events_rels_event_tags_id_idx" ON "events_rels" USING btree ("event_tags_id");
  CREATE INDEX "events_rels_series_id_idx" ON "events_rels" USING btree ("series_id");
  CREATE INDEX "_events_v_version_programs_order_idx" ON "_events_v_version_programs" USING btree ("_order");
  CREATE INDEX "_events_v_version_programs_parent_id_idx" ON "_events_v_version_programs" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_programs_locale_idx" ON "_events_v_version_programs" USING btree ("_locale");
  CREATE INDEX "_events_v_version_contributors_order_idx" ON "_events_v_version_contributors" USING btree ("_order");
  CREATE INDEX "_events_v_version_contributors_parent_id_idx" ON "_events_v_version_contributors" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_contributors_person_idx" ON "_events_v_version_contributors" USING btree ("person_id");
  CREATE UNIQUE INDEX "_events_v_version_contributors_locales_locale_parent_id_uniq" ON "_events_v_version_contributors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_version_sponsors_order_idx" ON "_events_v_version_sponsors" USING btree ("_order");
  CREATE INDEX "_events_v_version_sponsors_parent_id_idx" ON "_events_v_version_sponsors" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_sponsors_logo_idx" ON "_events_v_version_sponsors" USING btree ("logo_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_image_idx" ON "_events_v" USING btree ("version_image_id");
  CREATE INDEX "_events_v_version_version_id_jet_idx" ON "_events_v" USING btree ("version_id_jet");
  CREATE INDEX "_events_v_version_version_date_start_idx" ON "_events_v" USING btree ("version_date_start");
  CREATE INDEX "_events_v_version_version_production_idx" ON "_events_v" USING btree ("version_production_id");
  CREATE INDEX "_events_v_version_version_venue_idx" ON "_events_v" USING btree ("version_venue_id");
  CREATE INDEX "_events_v_version_version_room_idx" ON "_events_v" USING btree ("version_room_id");
  CREATE INDEX "_events_v_version_version_exhibition_type_idx" ON "_events_v" USING btree ("version_exhibition_type_id");
  CREATE INDEX "_events_v_version_version_genre_idx" ON "_events_v" USING btree ("version_genre_id");
  CREATE INDEX "_events_v_version_version_parent_event_idx" ON "_events_v" USING btree ("version_parent_event_id");
  CREATE INDEX "_events_v_version_version_is_online_idx" ON "_events_v" USING btree ("version_is_online");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_snapshot_idx" ON "_events_v" USING btree ("snapshot");
  CREATE INDEX "_events_v_published_locale_idx" ON "_events_v" USING btree ("published_locale");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "_events_v_version_version_slug_idx" ON "_events_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_events_v_locales_locale_parent_id_unique" ON "_events_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_rels_order_idx" ON "_events_v_rels" USING btree ("order");
  CREATE INDEX "_events_v_rels_parent_idx" ON "_events_v_rels" USING btree ("parent_id");
  CREATE INDEX "_events_v_rels_path_idx" ON "_events_v_rels" USING btree ("path");
  CREATE INDEX "_events_v_rels_media_id_idx" ON "_events_v_rels" USING btree ("media_id");
  CREATE INDEX "_events_v_rels_event_tags_id_idx" ON "_events_v_rels" USING btree ("event_tags_id");
  CREATE INDEX "_events_v_rels_series_id_idx" ON "_events_v_rels" USING btree ("series_id");
  CREATE INDEX "event_teasers_position_idx" ON "event_teasers" USING btree ("position");
  CREATE INDEX "event_teasers_image_idx" ON "event_teasers" USING btree ("image_id");
  CREATE INDEX "event_teasers_is_online_idx" ON "event_teasers" USING btree ("is_online");
  CREATE INDEX "event_teasers_updated_at_idx" ON "event_teasers" USING btree ("updated_at");
  CREATE INDEX "event_teasers_created_at_idx" ON "event_teasers" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_teasers_locales_locale_parent_id_unique" ON "event_teasers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "productions_programs_order_idx" ON "productions_programs" USING btree ("_order");
  CREATE INDEX "productions_programs_parent_id_idx" ON "productions_programs" USING btree ("_parent_id");
  CREATE INDEX "productions_programs_locale_idx" ON "productions_programs" USING btree ("_locale");
  CREATE INDEX "productions_contributors_order_idx" ON "productions_contributors" USING btree ("_order");
  CREATE INDEX "productions_contributors_parent_id_idx" ON "productions_contributors" USING btree ("_parent_id");
  CREATE INDEX "productions_contributors_person_idx" ON "productions_contributors" USING btree ("person_id");
  CREATE UNIQUE INDEX "productions_contributors_locales_locale_parent_id_unique" ON "productions_contributors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "productions_image_idx" ON "productions" USING btree ("image_id");
  CREATE INDEX "productions_season_idx" ON "productions" USING btree ("season_id");
  CREATE INDEX "productions_exhibition_type_idx" ON "productions" USING btree ("exhibition_type_id");
  CREATE INDEX "productions_is_online_idx" ON "productions" USING btree ("is_online");
  CREATE INDEX "productions_updated_at_idx" ON "productions" USING btree ("updated_at");
  CREATE INDEX "productions_created_at_idx" ON "productions" USING btree ("created_at");
  CREATE INDEX "productions__status_idx" ON "productions" USING btree ("_status");
  CREATE INDEX "productions_slug_idx" ON "productions_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "productions_locales_locale_parent_id_unique" ON "productions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "productions_rels_order_idx" ON "productions_rels" USING btree ("order");
  CREATE INDEX "productions_rels_parent_idx" ON "productions_rels" USING btree ("parent_id");
  CREATE INDEX "productions_rels_path_idx" ON "productions_rels" USING btree ("path");
  CREATE INDEX "productions_rels_media_id_idx" ON "productions_rels" USING btree ("media_id");
  CREATE INDEX "productions_rels_production_tags_id_idx" ON "productions_rels" USING btree ("production_tags_id");
  CREATE INDEX "_productions_v_version_programs_order_idx" ON "_productions_v_version_programs" USING btree ("_order");
  CREATE INDEX "_productions_v_version_programs_parent_id_idx" ON "_productions_v_version_programs" USING btree ("_parent_id");
  CREATE INDEX "_productions_v_version_programs_locale_idx" ON "_productions_v_version_programs" USING btree ("_locale");
  CREATE INDEX "_productions_v_version_contributors_order_idx" ON "_productions_v_version_contributors" USING btree ("_order");
  CREATE INDEX "_productions_v_version_contributors_parent_id_idx" ON "_productions_v_version_contributors" USING btree ("_parent_id");
  CREATE INDEX "_productions_v_version_contributors_person_idx" ON "_productions_v_version_contributors" USING btree ("person_id");
  CREATE UNIQUE INDEX "_productions_v_version_contributors_locales_locale_parent_id" ON "_productions_v_version_contributors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_productions_v_parent_idx" ON "_productions_v" USING btree ("parent_id");
  CREATE INDEX "_productions_v_version_version_image_idx" ON "_productions_v" USING btree ("version_image_id");
  CREATE INDEX "_productions_v_version_version_season_idx" ON "_productions_v" USING btree ("version_season_id");
  CREATE INDEX "_productions_v_version_version_exhibition_type_idx" ON "_productions_v" USING btree ("version_exhibition_type_id");
  CREATE INDEX "_productions_v_version_version_is_online_idx" ON "_productions_v" USING btree ("version_is_online");
  CREATE INDEX "_productions_v_version_version_updated_at_idx" ON "_productions_v" USING btree ("version_updated_at");
  CREATE INDEX "_productions_v_version_version_created_at_idx" ON "_productions_v" USING btree ("version_created_at");
  CREATE INDEX "_productions_v_version_version__status_idx" ON "_productions_v" USING btree ("version__status");
  CREATE INDEX "_productions_v_created_at_idx" ON "_productions_v" USING btree ("created_at");
  CREATE INDEX "_productions_v_updated_at_idx" ON "_productions_v" USING btree ("updated_at");
  CREATE INDEX "_productions_v_snapshot_idx" ON "_productions_v" USING btree ("snapshot");
  CREATE INDEX "_productions_v_published_locale_idx" ON "_productions_v" USING btree ("published_locale");
  CREATE INDEX "_productions_v_latest_idx" ON "_productions_v" USING btree ("latest");
  CREATE INDEX "_productions_v_version_version_slug_idx" ON "_productions_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_productions_v_locales_locale_parent_id_unique" ON "_productions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_productions_v_rels_order_idx" ON "_productions_v_rels" USING btree ("order");
  CREATE INDEX "_productions_v_rels_parent_idx" ON "_productions_v_rels" USING btree ("parent_id");
  CREATE INDEX "_productions_v_rels_path_idx" ON "_productions_v_rels" USING btree ("path");
  CREATE INDEX "_productions_v_rels_media_id_idx" ON "_productions_v_rels" USING btree ("media_id");
  CREATE INDEX "_productions_v_rels_production_tags_id_idx" ON "_productions_v_rels" USING btree ("production_tags_id");
  CREATE INDEX "people_image_idx" ON "people" USING btree ("image_id");
  CREATE INDEX "people_slug_idx" ON "people" USING btree ("slug");
  CREATE INDEX "people_is_online_idx" ON "people" USING btree ("is_online");
  CREATE INDEX "people_updated_at_idx" ON "people" USING btree ("updated_at");
  CREATE INDEX "people_created_at_idx" ON "people" USING btree ("created_at");
  CREATE INDEX "people__status_idx" ON "people" USING btree ("_status");
  CREATE UNIQUE INDEX "people_locales_locale_parent_id_unique" ON "people_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_people_v_parent_idx" ON "_people_v" USING btree ("parent_id");
  CREATE INDEX "_people_v_version_version_image_idx" ON "_people_v" USING btree ("version_image_id");
  CREATE INDEX "_people_v_version_version_slug_idx" ON "_people_v" USING btree ("version_slug");
  CREATE INDEX "_people_v_version_version_is_online_idx" ON "_people_v" USING btree ("version_is_online");
  CREATE INDEX "_people_v_version_version_updated_at_idx" ON "_people_v" USING btree ("version_updated_at");
  CREATE INDEX "_people_v_version_version_created_at_idx" ON "_people_v" USING btree ("version_created_at");
  CREATE INDEX "_people_v_version_version__status_idx" ON "_people_v" USING btree ("version__status");
  CREATE INDEX "_people_v_created_at_idx" ON "_people_v" USING btree ("created_at");
  CREATE INDEX "_people_v_updated_at_idx" ON "_people_v" USING btree ("updated_at");
  CREATE INDEX "_people_v_snapshot_idx" ON "_people_v" USING btree ("snapshot");
  CREATE INDEX "_people_v_published_locale_idx" ON "_people_v" USING btree ("published_locale");
  CREATE INDEX "_people_v_latest_idx" ON "_people_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_people_v_locales_locale_parent_id_unique" ON "_people_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "series_image_idx" ON "series" USING btree ("image_id");
  CREATE INDEX "series_is_online_idx" ON "series" USING btree ("is_online");
  CREATE INDEX "series_updated_at_idx" ON "series" USING btree ("updated_at");
  CREATE INDEX "series_created_at_idx" ON "series" USING btree ("created_at");
  CREATE INDEX "series__status_idx" ON "series" USING btree ("_status");
  CREATE INDEX "series_slug_idx" ON "series_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "series_locales_locale_parent_id_unique" ON "series_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_series_v_parent_idx" ON "_series_v" USING btree ("parent_id");
  CREATE INDEX "_series_v_version_version_image_idx" ON "_series_v" USING btree ("version_image_id");
  CREATE INDEX "_series_v_version_version_is_online_idx" ON "_series_v" USING btree ("version_is_online");
  CREATE INDEX "_series_v_version_version_updated_at_idx" ON "_series_v" USING btree ("version_updated_at");
  CREATE INDEX "_series_v_version_version_created_at_idx" ON "_series_v" USING btree ("version_created_at");
  CREATE INDEX "_series_v_version_version__status_idx" ON "_series_v" USING btree ("version__status");
  CREATE INDEX "_series_v_created_at_idx" ON "_series_v" USING btree ("created_at");
  CREATE INDEX "_series_v_updated_at_idx" ON "_series_v" USING btree ("updated_at");
  CREATE INDEX "_series_v_snapshot_idx" ON "_series_v" USING btree ("snapshot");
  CREATE INDEX "_series_v_published_locale_idx" ON "_series_v" USING btree ("published_locale");
  CREATE INDEX "_series_v_latest_idx" ON "_series_v" USING btree ("latest");
  CREATE INDEX "_series_v_version_version_slug_idx" ON "_series_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_series_v_locales_locale_parent_id_unique" ON "_series_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "venues_image_idx" ON "venues" USING btree ("image_id");
  CREATE INDEX "venues_is_online_idx" ON "venues" USING btree ("is_online");
  CREATE INDEX "venues_updated_at_idx" ON "venues" USING btree ("updated_at");
  CREATE INDEX "venues_created_at_idx" ON "venues" USING btree ("created_at");
  CREATE INDEX "venues__status_idx" ON "venues" USING btree ("_status");
  CREATE INDEX "venues_slug_idx" ON "venues_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "venues_locales_locale_parent_id_unique" ON "venues_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_venues_v_parent_idx" ON "_venues_v" USING btree ("parent_id");
  CREATE INDEX "_venues_v_version_version_image_idx" ON "_venues_v" USING btree ("version_image_id");
  CREATE INDEX "_venues_v_version_version_is_online_idx" ON "_venues_v" USING btree ("version_is_online");
  CREATE INDEX "_venues_v_version_version_updated_at_idx" ON "_venues_v" USING btree ("version_updated_at");
  CREATE INDEX "_venues_v_version_version_created_at_idx" ON "_venues_v" USING btree ("version_created_at");
  CREATE INDEX "_venues_v_version_version__status_idx" ON "_venues_v" USING btree ("version__status");
  CREATE INDEX "_venues_v_created_at_idx" ON "_venues_v" USING btree ("created_at");
  CREATE INDEX "_venues_v_updated_at_idx" ON "_venues_v" USING btree ("updated_at");
  CREATE INDEX "_venues_v_snapshot_idx" ON "_venues_v" USING btree ("snapshot");
  CREATE INDEX "_venues_v_published_locale_idx" ON "_venues_v" USING btree ("published_locale");
  CREATE INDEX "_venues_v_latest_idx" ON "_venues_v" USING btree ("latest");
  CREATE INDEX "_venues_v_version_version_slug_idx" ON "_venues_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_venues_v_locales_locale_parent_id_unique" ON "_venues_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "rooms_venue_idx" ON "rooms" USING btree ("venue_id");
  CREATE INDEX "rooms_updated_at_idx" ON "rooms" USING btree ("updated_at");
  CREATE INDEX "rooms_created_at_idx" ON "rooms" USING btree ("created_at");
  CREATE INDEX "rooms_slug_idx" ON "rooms_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "rooms_locales_locale_parent_id_unique" ON "rooms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_image_idx" ON "articles" USING btree ("image_id");
  CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at");
  CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");
  CREATE INDEX "articles_is_online_idx" ON "articles" USING btree ("is_online");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "articles_slug_idx" ON "articles_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_rels_order_idx" ON "articles_rels" USING btree ("order");
  CREATE INDEX "articles_rels_parent_idx" ON "articles_rels" USING btree ("parent_id");
  CREATE INDEX "articles_rels_path_idx" ON "articles_rels" USING btree ("path");
  CREATE INDEX "articles_rels_productions_id_idx" ON "articles_rels" USING btree ("productions_id");
  CREATE INDEX "articles_rels_article_tags_id_idx" ON "articles_rels" USING btree ("article_tags_id");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_image_idx" ON "_articles_v" USING btree ("version_image_id");
  CREATE INDEX "_articles_v_version_version_published_at_idx" ON "_articles_v" USING btree ("version_published_at");
  CREATE INDEX "_articles_v_version_version_category_idx" ON "_articles_v" USING btree ("version_category_id");
  CREATE INDEX "_articles_v_version_version_is_online_idx" ON "_articles_v" USING btree ("version_is_online");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_rels_order_idx" ON "_articles_v_rels" USING btree ("order");
  CREATE INDEX "_articles_v_rels_parent_idx" ON "_articles_v_rels" USING btree ("parent_id");
  CREATE INDEX "_articles_v_rels_path_idx" ON "_articles_v_rels" USING btree ("path");
  CREATE INDEX "_articles_v_rels_productions_id_idx" ON "_articles_v_rels" USING btree ("productions_id");
  CREATE INDEX "_articles_v_rels_article_tags_id_idx" ON "_articles_v_rels" USING btree ("article_tags_id");
  CREATE INDEX "article_categories_updated_at_idx" ON "article_categories" USING btree ("updated_at");
  CREATE INDEX "article_categories_created_at_idx" ON "article_categories" USING btree ("created_at");
  CREATE INDEX "article_categories_slug_idx" ON "article_categories_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "article_categories_locales_locale_parent_id_unique" ON "article_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "article_tags_updated_at_idx" ON "article_tags" USING btree ("updated_at");
  CREATE INDEX "article_tags_created_at_idx" ON "article_tags" USING btree ("created_at");
  CREATE INDEX "article_tags_slug_idx" ON "article_tags_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "article_tags_locales_locale_parent_id_unique" ON "article_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "genres_updated_at_idx" ON "genres" USING btree ("updated_at");
  CREATE INDEX "genres_created_at_idx" ON "genres" USING btree ("created_at");
  CREATE INDEX "genres_slug_idx" ON "genres_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "genres_locales_locale_parent_id_unique" ON "genres_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "exhibition_types_updated_at_idx" ON "exhibition_types" USING btree ("updated_at");
  CREATE INDEX "exhibition_types_created_at_idx" ON "exhibition_types" USING btree ("created_at");
  CREATE INDEX "exhibition_types_slug_idx" ON "exhibition_types_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "exhibition_types_locales_locale_parent_id_unique" ON "exhibition_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "event_tags_updated_at_idx" ON "event_tags" USING btree ("updated_at");
  CREATE INDEX "event_tags_created_at_idx" ON "event_tags" USING btree ("created_at");
  CREATE INDEX "event_tags_slug_idx" ON "event_tags_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "event_tags_locales_locale_parent_id_unique" ON "event_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "seasons_updated_at_idx" ON "seasons" USING btree ("updated_at");
  CREATE INDEX "seasons_created_at_idx" ON "seasons" USING btree ("created_at");
  CREATE INDEX "seasons_slug_idx" ON "seasons_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "seasons_locales_locale_parent_id_unique" ON "seasons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "production_tags_updated_at_idx" ON "production_tags" USING btree ("updated_at");
  CREATE INDEX "production_tags_created_at_idx" ON "production_tags" USING btree ("created_at");
  CREATE INDEX "production_tags_slug_idx" ON "production_tags_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "production_tags_locales_locale_parent_id_unique" ON "production_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_fields_choices_order_idx" ON "forms_fields_choices" USING btree ("_order");
  CREATE INDEX "forms_fields_choices_parent_id_idx" ON "forms_fields_choices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_fields_choices_locales_locale_parent_id_unique" ON "forms_fields_choices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_fields_order_idx" ON "forms_fields" USING btree ("_order");
  CREATE INDEX "forms_fields_parent_id_idx" ON "forms_fields" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_fields_locales_locale_parent_id_unique" ON "forms_fields_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_is_online_idx" ON "forms" USING btree ("is_online");
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  CREATE INDEX "forms_slug_idx" ON "forms_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "forms_locales_locale_parent_id_unique" ON "forms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "form_entries_form_idx" ON "form_entries" USING btree ("form_id");
  CREATE INDEX "form_entries_updated_at_idx" ON "form_entries" USING btree ("updated_at");
  CREATE INDEX "form_entries_created_at_idx" ON "form_entries" USING btree ("created_at");
  CREATE INDEX "form_entries_rels_order_idx" ON "form_entries_rels" USING btree ("order");
  CREATE INDEX "form_entries_rels_parent_idx" ON "form_entries_rels" USING btree ("parent_id");
  CREATE INDEX "form_entries_rels_path_idx" ON "form_entries_rels" USING btree ("path");
  CREATE INDEX "form_entries_rels_temp_files_id_idx" ON "form_entries_rels" USING btree ("temp_files_id");
  CREATE INDEX "temp_files_expires_at_idx" ON "temp_files" USING btree ("expires_at");
  CREATE INDEX "temp_files_updated_at_idx" ON "temp_files" USING btree ("updated_at");
  CREATE INDEX "temp_files_created_at_idx" ON "temp_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "temp_files_filename_idx" ON "temp_files" USING btree ("filename");
  CREATE INDEX "breaking_news_is_online_idx" ON "breaking_news" USING btree ("is_online");
  CREATE INDEX "breaking_news_updated_at_idx" ON "breaking_news" USING btree ("updated_at");
  CREATE INDEX "breaking_news_created_at_idx" ON "breaking_news" USING btree ("created_at");
  CREATE UNIQUE INDEX "breaking_news_locales_locale_parent_id_unique" ON "breaking_news_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "redirects_old_path_idx" ON "redirects" USING btree ("old_path");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "seat_groups_event_idx" ON "seat_groups" USING btree ("event_id");
  CREATE INDEX "seat_groups_updated_at_idx" ON "seat_groups" USING btree ("updated_at");
  CREATE INDEX "seat_groups_created_at_idx" ON "seat_groups" USING btree ("created_at");
  CREATE UNIQUE INDEX "seat_groups_locales_locale_parent_id_unique" ON "seat_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "prices_event_idx" ON "prices" USING btree ("event_id");
  CREATE INDEX "prices_seat_group_idx" ON "prices" USING btree ("seat_group_id");
  CREATE INDEX "prices_updated_at_idx" ON "prices" USING btree ("updated_at");
  CREATE INDEX "prices_created_at_idx" ON "prices" USING btree ("created_at");
  CREATE UNIQUE INDEX "prices_locales_locale_parent_id_unique" ON "prices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "timeslots_event_idx" ON "timeslots" USING btree ("event_id");
  CREATE INDEX "timeslots_updated_at_idx" ON "timeslots" USING btree ("updated_at");
  CREATE INDEX "timeslots_created_at_idx" ON "timeslots" USING btree ("created_at");
  CREATE UNIQUE INDEX "carts_token_idx" ON "carts" USING btree ("token");
  CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");
  CREATE INDEX "carts_status_idx" ON "carts" USING btree ("status");
  CREATE INDEX "carts_expires_at_idx" ON "carts" USING btree ("expires_at");
  CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("updated_at");
  CREATE INDEX "carts_created_at_idx" ON "carts" USING btree ("created_at");
  CREATE INDEX "reservations_cart_idx" ON "reservations" USING btree ("cart_id");
  CREATE INDEX "reservations_customer_idx" ON "reservations" USING btree ("customer_id");
  CREATE INDEX "reservations_event_idx" ON "reservations" USING btree ("event_id");
  CREATE INDEX "reservations_seat_group_idx" ON "reservations" USING btree ("seat_group_id");
  CREATE INDEX "reservations_timeslot_idx" ON "reservations" USING btree ("timeslot_id");
  CREATE INDEX "reservations_price_idx" ON "reservations" USING btree ("price_id");
  CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status");
  CREATE INDEX "reservations_expires_at_idx" ON "reservations" USING btree ("expires_at");
  CREATE INDEX "reservations_order_idx" ON "reservations" USING btree ("order_id");
  CREATE INDEX "reservations_updated_at_idx" ON "reservations" USING btree ("updated_at");
  CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");
  CREATE UNIQUE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");
  CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "customers_sessions_order_idx" ON "customers_sessions" USING btree ("_order");
  CREATE INDEX "customers_sessions_parent_id_idx" ON "customers_sessions" USING btree ("_parent_id");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE UNIQUE INDEX "customers_email_idx" ON "customers" USING btree ("email");
  CREATE INDEX "customers_rels_order_idx" ON "customers_rels" USING btree ("order");
  CREATE INDEX "customers_rels_parent_idx" ON "customers_rels" USING btree ("parent_id");
  CREATE INDEX "customers_rels_path_idx" ON "customers_rels" USING btree ("path");
  CREATE INDEX "customers_rels_events_id_idx" ON "customers_rels" USING btree ("events_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_containers_id_idx" ON "payload_locked_documents_rels" USING btree ("containers_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_event_teasers_id_idx" ON "payload_locked_documents_rels" USING btree ("event_teasers_id");
  CREATE INDEX "payload_locked_documents_rels_productions_id_idx" ON "payload_locked_documents_rels" USING btree ("productions_id");
  CREATE INDEX "payload_locked_documents_rels_people_id_idx" ON "payload_locked_documents_rels" USING btree ("people_id");
  CREATE INDEX "payload_locked_documents_rels_series_id_idx" ON "payload_locked_documents_rels" USING btree ("series_id");
  CREATE INDEX "payload_locked_documents_rels_venues_id_idx" ON "payload_locked_documents_rels" USING btree ("venues_id");
  CREATE INDEX "payload_locked_documents_rels_rooms_id_idx" ON "payload_locked_documents_rels" USING btree ("rooms_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_article_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("article_categories_id");
  CREATE INDEX "payload_locked_documents_rels_article_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("article_tags_id");
  CREATE INDEX "payload_locked_documents_rels_genres_id_idx" ON "payload_locked_documents_rels" USING btree ("genres_id");
  CREATE INDEX "payload_locked_documents_rels_exhibition_types_id_idx" ON "payload_locked_documents_rels" USING btree ("exhibition_types_id");
  CREATE INDEX "payload_locked_documents_rels_event_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("event_tags_id");
  CREATE INDEX "payload_locked_documents_rels_seasons_id_idx" ON "payload_locked_documents_rels" USING btree ("seasons_id");
  CREATE INDEX "payload_locked_documents_rels_production_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("production_tags_id");
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");
  CREATE INDEX "payload_locked_documents_rels_form_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("form_entries_id");
  CREATE INDEX "payload_locked_documents_rels_temp_files_id_idx" ON "payload_locked_documents_rels" USING btree ("temp_files_id");
  CREATE INDEX "payload_locked_documents_rels_breaking_news_id_idx" ON "payload_locked_documents_rels" USING btree ("breaking_news_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_seat_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("seat_groups_id");
  CREATE INDEX "payload_locked_documents_rels_prices_id_idx" ON "payload_locked_documents_rels" USING btree ("prices_id");
  CREATE INDEX "payload_locked_documents_rels_timeslots_id_idx" ON "payload_locked_documents_rels" USING btree ("timeslots_id");
  CREATE INDEX "payload_locked_documents_rels_carts_id_idx" ON "payload_locked_documents_rels" USING btree ("carts_id");
  CREATE INDEX "payload_locked_documents_rels_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("reservations_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_rels_customers_id_idx" ON "payload_preferences_rels" USING btree ("customers_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "opening_hours_opening_hours_order_idx" ON "opening_hours_opening_hours" USING btree ("_order");
  CREATE INDEX "opening_hours_opening_hours_parent_id_idx" ON "opening_hours_opening_hours" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "opening_hours_opening_hours_locales_locale_parent_id_unique" ON "opening_hours_opening_hours_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "opening_hours_opening_hours_exceptions_order_idx" ON "opening_hours_opening_hours_exceptions" USING btree ("_order");
  CREATE INDEX "opening_hours_opening_hours_exceptions_parent_id_idx" ON "opening_hours_opening_hours_exceptions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "opening_hours_opening_hours_exceptions_locales_locale_parent" ON "opening_hours_opening_hours_exceptions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_secondary_order_idx" ON "navigation_secondary" USING btree ("_order");
  CREATE INDEX "navigation_secondary_parent_id_idx" ON "navigation_secondary" USING btree ("_parent_id");
  CREATE INDEX "navigation_secondary_page_idx" ON "navigation_secondary" USING btree ("page_id");
  CREATE UNIQUE INDEX "navigation_secondary_locales_locale_parent_id_unique" ON "navigation_secondary_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_footer_links_order_idx" ON "navigation_footer_links" USING btree ("_order");
  CREATE INDEX "navigation_footer_links_parent_id_idx" ON "navigation_footer_links" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_links_page_idx" ON "navigation_footer_links" USING btree ("page_id");
  CREATE UNIQUE INDEX "navigation_footer_links_locales_locale_parent_id_unique" ON "navigation_footer_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "design_settings_errors_order_idx" ON "design_settings_errors" USING btree ("_order");
  CREATE INDEX "design_settings_errors_parent_id_idx" ON "design_settings_errors" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "design_settings_locales_locale_parent_id_unique" ON "design_settings_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_headline" CASCADE;
  DROP TABLE "pages_blocks_text" CASCADE;
  DROP TABLE "pages_blocks_link" CASCADE;
  DROP TABLE "pages_blocks_image" CASCADE;
  DROP TABLE "pages_blocks_video" CASCADE;
  DROP TABLE "pages_blocks_video_file" CASCADE;
  DROP TABLE "pages_blocks_audio" CASCADE;
  DROP TABLE "pages_blocks_audio_file" CASCADE;
  DROP TABLE "pages_blocks_viewer" CASCADE;
  DROP TABLE "pages_blocks_quote" CASCADE;
  DROP TABLE "pages_blocks_full_teaser" CASCADE;
  DROP TABLE "pages_blocks_teaser_item" CASCADE;
  DROP TABLE "pages_blocks_teaser_list" CASCADE;
  DROP TABLE "pages_blocks_image_list" CASCADE;
  DROP TABLE "pages_blocks_logo_list_logos" CASCADE;
  DROP TABLE "pages_blocks_logo_list" CASCADE;
  DROP TABLE "pages_blocks_venue" CASCADE;
  DROP TABLE "pages_blocks_venue_list" CASCADE;
  DROP TABLE "pages_blocks_html" CASCADE;
  DROP TABLE "pages_blocks_hubspot_form" CASCADE;
  DROP TABLE "pages_blocks_hero_media" CASCADE;
  DROP TABLE "pages_blocks_blog_teaser_list" CASCADE;
  DROP TABLE "pages_blocks_two_columns" CASCADE;
  DROP TABLE "pages_blocks_event_list" CASCADE;
  DROP TABLE "pages_blocks_highlight_teaser" CASCADE;
  DROP TABLE "pages_blocks_anchor_list" CASCADE;
  DROP TABLE "pages_blocks_social_media" CASCADE;
  DROP TABLE "pages_blocks_video_list" CASCADE;
  DROP TABLE "pages_blocks_faq_item" CASCADE;
  DROP TABLE "pages_blocks_section_columns" CASCADE;
  DROP TABLE "pages_blocks_section" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_headline" CASCADE;
  DROP TABLE "_pages_v_blocks_text" CASCADE;
  DROP TABLE "_pages_v_blocks_link" CASCADE;
  DROP TABLE "_pages_v_blocks_image" CASCADE;
  DROP TABLE "_pages_v_blocks_video" CASCADE;
  DROP TABLE "_pages_v_blocks_video_file" CASCADE;
  DROP TABLE "_pages_v_blocks_audio" CASCADE;
  DROP TABLE "_pages_v_blocks_audio_file" CASCADE;
  DROP TABLE "_pages_v_blocks_viewer" CASCADE;
  DROP TABLE "_pages_v_blocks_quote" CASCADE;
  DROP TABLE "_pages_v_blocks_full_teaser" CASCADE;
  DROP TABLE "_pages_v_blocks_teaser_item" CASCADE;
  DROP TABLE "_pages_v_blocks_teaser_list" CASCADE;
  DROP TABLE "_pages_v_blocks_image_list" CASCADE;
  DROP TABLE "_pages_v_blocks_logo_list_logos" CASCADE;
  DROP TABLE "_pages_v_blocks_logo_list" CASCADE;
  DROP TABLE "_pages_v_blocks_venue" CASCADE;
  DROP TABLE "_pages_v_blocks_venue_list" CASCADE;
  DROP TABLE "_pages_v_blocks_html" CASCADE;
  DROP TABLE "_pages_v_blocks_hubspot_form" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_media" CASCADE;
  DROP TABLE "_pages_v_blocks_blog_teaser_list" CASCADE;
  DROP TABLE "_pages_v_blocks_two_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_event_list" CASCADE;
  DROP TABLE "_pages_v_blocks_highlight_teaser" CASCADE;
  DROP TABLE "_pages_v_blocks_anchor_list" CASCADE;
  DROP TABLE "_pages_v_blocks_social_media" CASCADE;
  DROP TABLE "_pages_v_blocks_video_list" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_item" CASCADE;
  DROP TABLE "_pages_v_blocks_section_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_section" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "containers_blocks_headline" CASCADE;
  DROP TABLE "containers_blocks_text" CASCADE;
  DROP TABLE "containers_blocks_link" CASCADE;
  DROP TABLE "containers_blocks_image" CASCADE;
  DROP TABLE "containers_blocks_video" CASCADE;
  DROP TABLE "containers_blocks_video_file" CASCADE;
  DROP TABLE "containers_blocks_audio" CASCADE;
  DROP TABLE "containers_blocks_audio_file" CASCADE;
  DROP TABLE "containers_blocks_viewer" CASCADE;
  DROP TABLE "containers_blocks_quote" CASCADE;
  DROP TABLE "containers_blocks_full_teaser" CASCADE;
  DROP TABLE "containers_blocks_teaser_item" CASCADE;
  DROP TABLE "containers_blocks_teaser_list" CASCADE;
  DROP TABLE "containers_blocks_image_list" CASCADE;
  DROP TABLE "containers_blocks_logo_list_logos" CASCADE;
  DROP TABLE "containers_blocks_logo_list" CASCADE;
  DROP TABLE "containers_blocks_venue" CASCADE;
  DROP TABLE "containers_blocks_venue_list" CASCADE;
  DROP TABLE "containers_blocks_html" CASCADE;
  DROP TABLE "containers_blocks_hubspot_form" CASCADE;
  DROP TABLE "containers_blocks_hero_media" CASCADE;
  DROP TABLE "containers_blocks_blog_teaser_list" CASCADE;
  DROP TABLE "containers_blocks_two_columns" CASCADE;
  DROP TABLE "containers_blocks_event_list" CASCADE;
  DROP TABLE "containers_blocks_highlight_teaser" CASCADE;
  DROP TABLE "containers_blocks_anchor_list" CASCADE;
  DROP TABLE "containers_blocks_social_media" CASCADE;
  DROP TABLE "containers_blocks_video_list" CASCADE;
  DROP TABLE "containers_blocks_faq_item" CASCADE;
  DROP TABLE "containers_columns" CASCADE;
  DROP TABLE "containers" CASCADE;
  DROP TABLE "containers_rels" CASCADE;
  DROP TABLE "_containers_v_blocks_headline" CASCADE;
  DROP TABLE "_containers_v_blocks_text" CASCADE;
  DROP TABLE "_containers_v_blocks_link" CASCADE;
  DROP TABLE "_containers_v_blocks_image" CASCADE;
  DROP TABLE "_containers_v_blocks_video" CASCADE;
  DROP TABLE "_containers_v_blocks_video_file" CASCADE;
  DROP TABLE "_containers_v_blocks_audio" CASCADE;
  DROP TABLE "_containers_v_blocks_audio_file" CASCADE;
  DROP TABLE "_containers_v_blocks_viewer" CASCADE;
  DROP TABLE "_containers_v_blocks_quote" CASCADE;
  DROP TABLE "_containers_v_blocks_full_teaser" CASCADE;
  DROP TABLE "_containers_v_blocks_teaser_item" CASCADE;
  DROP TABLE "_containers_v_blocks_teaser_list" CASCADE;
  DROP TABLE "_containers_v_blocks_image_list" CASCADE;
  DROP TABLE "_containers_v_blocks_logo_list_logos" CASCADE;
  DROP TABLE "_containers_v_blocks_logo_list" CASCADE;
  DROP TABLE "_containers_v_blocks_venue" CASCADE;
  DROP TABLE "_containers_v_blocks_venue_list" CASCADE;
  DROP TABLE "_containers_v_blocks_html" CASCADE;
  DROP TABLE "_containers_v_blocks_hubspot_form" CASCADE;
  DROP TABLE "_containers_v_blocks_hero_media" CASCADE;
  DROP TABLE "_containers_v_blocks_blog_teaser_list" CASCADE;
  DROP TABLE "_containers_v_blocks_two_columns" CASCADE;
  DROP TABLE "_containers_v_blocks_event_list" CASCADE;
  DROP TABLE "_containers_v_blocks_highlight_teaser" CASCADE;
  DROP TABLE "_containers_v_blocks_anchor_list" CASCADE;
  DROP TABLE "_containers_v_blocks_social_media" CASCADE;
  DROP TABLE "_containers_v_blocks_video_list" CASCADE;
  DROP TABLE "_containers_v_blocks_faq_item" CASCADE;
  DROP TABLE "_containers_v_version_columns" CASCADE;
  DROP TABLE "_containers_v" CASCADE;
  DROP TABLE "_containers_v_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "events_programs" CASCADE;
  DROP TABLE "events_contributors" CASCADE;
  DROP TABLE "events_contributors_locales" CASCADE;
  DROP TABLE "events_sponsors" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_locales" CASCADE;
  DROP TABLE "events_rels" CASCADE;
  DROP TABLE "_events_v_version_programs" CASCADE;
  DROP TABLE "_events_v_version_contributors" CASCADE;
  DROP TABLE "_events_v_version_contributors_locales" CASCADE;
  DROP TABLE "_events_v_version_sponsors" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_locales" CASCADE;
  DROP TABLE "_events_v_rels" CASCADE;
  DROP TABLE "event_teasers" CASCADE;
  DROP TABLE "event_teasers_locales" CASCADE;
  DROP TABLE "productions_programs" CASCADE;
  DROP TABLE "productions_contributors" CASCADE;
  DROP TABLE "productions_contributors_locales" CASCADE;
  DROP TABLE "productions" CASCADE;
  DROP TABLE "productions_locales" CASCADE;
  DROP TABLE "productions_rels" CASCADE;
  DROP TABLE "_productions_v_version_programs" CASCADE;
  DROP TABLE "_productions_v_version_contributors" CASCADE;
  DROP TABLE "_productions_v_version_contributors_locales" CASCADE;
  DROP TABLE "_productions_v" CASCADE;
  DROP TABLE "_productions_v_locales" CASCADE;
  DROP TABLE "_productions_v_rels" CASCADE;
  DROP TABLE "people" CASCADE;
  DROP TABLE "people_locales" CASCADE;
  DROP TABLE "_people_v" CASCADE;
  DROP TABLE "_people_v_locales" CASCADE;
  DROP TABLE "series" CASCADE;
  DROP TABLE "series_locales" CASCADE;
  DROP TABLE "_series_v" CASCADE;
  DROP TABLE "_series_v_locales" CASCADE;
  DROP TABLE "venues" CASCADE;
  DROP TABLE "venues_locales" CASCADE;
  DROP TABLE "_venues_v" CASCADE;
  DROP TABLE "_venues_v_locales" CASCADE;
  DROP TABLE "rooms" CASCADE;
  DROP TABLE "rooms_locales" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "articles_rels" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "_articles_v_rels" CASCADE;
  DROP TABLE "article_categories" CASCADE;
  DROP TABLE "article_categories_locales" CASCADE;
  DROP TABLE "article_tags" CASCADE;
  DROP TABLE "article_tags_locales" CASCADE;
  DROP TABLE "genres" CASCADE;
  DROP TABLE "genres_locales" CASCADE;
  DROP TABLE "exhibition_types" CASCADE;
  DROP TABLE "exhibition_types_locales" CASCADE;
  DROP TABLE "event_tags" CASCADE;
  DROP TABLE "event_tags_locales" CASCADE;
  DROP TABLE "seasons" CASCADE;
  DROP TABLE "seasons_locales" CASCADE;
  DROP TABLE "production_tags" CASCADE;
  DROP TABLE "production_tags_locales" CASCADE;
  DROP TABLE "forms_fields_choices" CASCADE;
  DROP TABLE "forms_fields_choices_locales" CASCADE;
  DROP TABLE "forms_fields" CASCADE;
  DROP TABLE "forms_fields_locales" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "forms_locales" CASCADE;
  DROP TABLE "form_entries" CASCADE;
  DROP TABLE "form_entries_rels" CASCADE;
  DROP TABLE "temp_files" CASCADE;
  DROP TABLE "breaking_news" CASCADE;
  DROP TABLE "breaking_news_locales" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "seat_groups" CASCADE;
  DROP TABLE "seat_groups_locales" CASCADE;
  DROP TABLE "prices" CASCADE;
  DROP TABLE "prices_locales" CASCADE;
  DROP TABLE "timeslots" CASCADE;
  DROP TABLE "carts" CASCADE;
  DROP TABLE "reservations" CASCADE;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "customers_sessions" CASCADE;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "customers_rels" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "opening_hours_opening_hours" CASCADE;
  DROP TABLE "opening_hours_opening_hours_locales" CASCADE;
  DROP TABLE "opening_hours_opening_hours_exceptions" CASCADE;
  DROP TABLE "opening_hours_opening_hours_exceptions_locales" CASCADE;
  DROP TABLE "opening_hours" CASCADE;
  DROP TABLE "navigation_secondary" CASCADE;
  DROP TABLE "navigation_secondary_locales" CASCADE;
  DROP TABLE "navigation_footer_links" CASCADE;
  DROP TABLE "navigation_footer_links_locales" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "design_settings_errors" CASCADE;
  DROP TABLE "design_settings" CASCADE;
  DROP TABLE "design_settings_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_pages_blocks_headline_headline_level";
  DROP TYPE "public"."enum_pages_blocks_image_format";
  DROP TYPE "public"."enum_pages_blocks_audio_media_type";
  DROP TYPE "public"."enum_pages_blocks_full_teaser_format";
  DROP TYPE "public"."enum_pages_blocks_image_list_format";
  DROP TYPE "public"."enum_pages_blocks_social_media_network";
  DROP TYPE "public"."enum_pages_blocks_section_layout";
  DROP TYPE "public"."enum_pages_og_type";
  DROP TYPE "public"."enum_pages_content_type";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_headline_headline_level";
  DROP TYPE "public"."enum__pages_v_blocks_image_format";
  DROP TYPE "public"."enum__pages_v_blocks_audio_media_type";
  DROP TYPE "public"."enum__pages_v_blocks_full_teaser_format";
  DROP TYPE "public"."enum__pages_v_blocks_image_list_format";
  DROP TYPE "public"."enum__pages_v_blocks_social_media_network";
  DROP TYPE "public"."enum__pages_v_blocks_section_layout";
  DROP TYPE "public"."enum__pages_v_version_og_type";
  DROP TYPE "public"."enum__pages_v_version_content_type";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_containers_blocks_headline_headline_level";
  DROP TYPE "public"."enum_containers_blocks_image_format";
  DROP TYPE "public"."enum_containers_blocks_audio_media_type";
  DROP TYPE "public"."enum_containers_blocks_full_teaser_format";
  DROP TYPE "public"."enum_containers_blocks_image_list_format";
  DROP TYPE "public"."enum_containers_blocks_social_media_network";
  DROP TYPE "public"."enum_containers_content_type";
  DROP TYPE "public"."enum_containers_status";
  DROP TYPE "public"."enum__containers_v_blocks_headline_headline_level";
  DROP TYPE "public"."enum__containers_v_blocks_image_format";
  DROP TYPE "public"."enum__containers_v_blocks_audio_media_type";
  DROP TYPE "public"."enum__containers_v_blocks_full_teaser_format";
  DROP TYPE "public"."enum__containers_v_blocks_image_list_format";
  DROP TYPE "public"."enum__containers_v_blocks_social_media_network";
  DROP TYPE "public"."enum__containers_v_version_content_type";
  DROP TYPE "public"."enum__containers_v_version_status";
  DROP TYPE "public"."enum__containers_v_published_locale";
  DROP TYPE "public"."enum_events_event_type_new";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_event_type_new";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum__events_v_published_locale";
  DROP TYPE "public"."enum_productions_status";
  DROP TYPE "public"."enum__productions_v_version_status";
  DROP TYPE "public"."enum__productions_v_published_locale";
  DROP TYPE "public"."enum_people_department";
  DROP TYPE "public"."enum_people_status";
  DROP TYPE "public"."enum__people_v_version_department";
  DROP TYPE "public"."enum__people_v_version_status";
  DROP TYPE "public"."enum__people_v_published_locale";
  DROP TYPE "public"."enum_series_status";
  DROP TYPE "public"."enum__series_v_version_status";
  DROP TYPE "public"."enum__series_v_published_locale";
  DROP TYPE "public"."enum_venues_status";
  DROP TYPE "public"."enum__venues_v_version_status";
  DROP TYPE "public"."enum__venues_v_published_locale";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum__articles_v_published_locale";
  DROP TYPE "public"."enum_article_categories_style_name";
  DROP TYPE "public"."enum_forms_fields_field_type";
  DROP TYPE "public"."enum_form_entries_locale";
  DROP TYPE "public"."enum_seat_groups_status";
  DROP TYPE "public"."enum_timeslots_status";
  DROP TYPE "public"."enum_carts_status";
  DROP TYPE "public"."enum_reservations_status";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_customers_preferred_locale";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_opening_hours_opening_hours_weekday";
  DROP TYPE "public"."enum_design_settings_header_theme";
  DROP TYPE "public"."enum_design_settings_event_style";`)
}
