import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_navigation_social_links_network" AS ENUM('instagram', 'facebook', 'youtube', 'mastodon', 'tiktok', 'linkedin', 'bluesky');
  CREATE TABLE "cart_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"answer" varchar,
  	"expire_ms" numeric NOT NULL
  );
  
  CREATE TABLE "navigation_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_navigation_social_links_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_sponsors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer NOT NULL,
  	"url" varchar
  );
  
  CREATE TABLE "navigation_locales" (
  	"footer_address" varchar,
  	"newsletter_url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_event_list" ADD COLUMN "compact" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_event_list" ADD COLUMN "compact" boolean DEFAULT false;
  ALTER TABLE "containers_blocks_event_list" ADD COLUMN "compact" boolean DEFAULT false;
  ALTER TABLE "_containers_v_blocks_event_list" ADD COLUMN "compact" boolean DEFAULT false;
  ALTER TABLE "venues" ADD COLUMN "step_free" boolean DEFAULT false;
  ALTER TABLE "venues" ADD COLUMN "hearing_loop" boolean DEFAULT false;
  ALTER TABLE "venues" ADD COLUMN "accessible_toilets" boolean DEFAULT false;
  ALTER TABLE "venues" ADD COLUMN "transit_url" varchar;
  ALTER TABLE "_venues_v" ADD COLUMN "version_step_free" boolean DEFAULT false;
  ALTER TABLE "_venues_v" ADD COLUMN "version_hearing_loop" boolean DEFAULT false;
  ALTER TABLE "_venues_v" ADD COLUMN "version_accessible_toilets" boolean DEFAULT false;
  ALTER TABLE "_venues_v" ADD COLUMN "version_transit_url" varchar;
  ALTER TABLE "orders_lines" ADD COLUMN "timeslot" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "bank_details_account_holder" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "bank_details_iban" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "bank_details_bic" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "bank_details_bank_name" varchar;
  ALTER TABLE "navigation_social_links" ADD CONSTRAINT "navigation_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_sponsors" ADD CONSTRAINT "navigation_sponsors_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_sponsors" ADD CONSTRAINT "navigation_sponsors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_locales" ADD CONSTRAINT "navigation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "cart_requests_key_idx" ON "cart_requests" USING btree ("key");
  CREATE INDEX "cart_requests_expire_ms_idx" ON "cart_requests" USING btree ("expire_ms");
  CREATE INDEX "navigation_social_links_order_idx" ON "navigation_social_links" USING btree ("_order");
  CREATE INDEX "navigation_social_links_parent_id_idx" ON "navigation_social_links" USING btree ("_parent_id");
  CREATE INDEX "navigation_sponsors_order_idx" ON "navigation_sponsors" USING btree ("_order");
  CREATE INDEX "navigation_sponsors_parent_id_idx" ON "navigation_sponsors" USING btree ("_parent_id");
  CREATE INDEX "navigation_sponsors_logo_idx" ON "navigation_sponsors" USING btree ("logo_id");
  CREATE UNIQUE INDEX "navigation_locales_locale_parent_id_unique" ON "navigation_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cart_requests" CASCADE;
  DROP TABLE "navigation_social_links" CASCADE;
  DROP TABLE "navigation_sponsors" CASCADE;
  DROP TABLE "navigation_locales" CASCADE;
  ALTER TABLE "pages_blocks_event_list" DROP COLUMN "compact";
  ALTER TABLE "_pages_v_blocks_event_list" DROP COLUMN "compact";
  ALTER TABLE "containers_blocks_event_list" DROP COLUMN "compact";
  ALTER TABLE "_containers_v_blocks_event_list" DROP COLUMN "compact";
  ALTER TABLE "venues" DROP COLUMN "step_free";
  ALTER TABLE "venues" DROP COLUMN "hearing_loop";
  ALTER TABLE "venues" DROP COLUMN "accessible_toilets";
  ALTER TABLE "venues" DROP COLUMN "transit_url";
  ALTER TABLE "_venues_v" DROP COLUMN "version_step_free";
  ALTER TABLE "_venues_v" DROP COLUMN "version_hearing_loop";
  ALTER TABLE "_venues_v" DROP COLUMN "version_accessible_toilets";
  ALTER TABLE "_venues_v" DROP COLUMN "version_transit_url";
  ALTER TABLE "orders_lines" DROP COLUMN "timeslot";
  ALTER TABLE "site_settings" DROP COLUMN "bank_details_account_holder";
  ALTER TABLE "site_settings" DROP COLUMN "bank_details_iban";
  ALTER TABLE "site_settings" DROP COLUMN "bank_details_bic";
  ALTER TABLE "site_settings" DROP COLUMN "bank_details_bank_name";
  DROP TYPE "public"."enum_navigation_social_links_network";`)
}
