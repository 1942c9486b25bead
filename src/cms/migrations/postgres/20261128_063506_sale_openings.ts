import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "sale_openings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"opens_at" timestamp(3) with time zone NOT NULL,
  	"prequeue_minutes" numeric DEFAULT 30 NOT NULL,
  	"admit_per_minute" numeric DEFAULT 300 NOT NULL,
  	"admission_minutes" numeric DEFAULT 15 NOT NULL,
  	"challenge" numeric DEFAULT 0 NOT NULL,
  	"active" boolean DEFAULT true,
  	"paused" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sale_openings_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "sale_openings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"events_id" integer
  );
  
  CREATE TABLE "queue_places" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token" varchar NOT NULL,
  	"opening" numeric NOT NULL,
  	"client" varchar NOT NULL,
  	"draw" numeric,
  	"position" numeric,
  	"joined_ms" numeric NOT NULL,
  	"admitted_ms" numeric,
  	"booked_ms" numeric
  );
  
  CREATE TABLE "queue_states" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"opening" numeric NOT NULL,
  	"drawn" numeric DEFAULT 0 NOT NULL,
  	"last_position" numeric DEFAULT 0 NOT NULL,
  	"base" numeric DEFAULT 0 NOT NULL,
  	"base_ms" numeric NOT NULL,
  	"rate" numeric NOT NULL,
  	"paused" numeric DEFAULT 0 NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sale_openings_id" integer;
  ALTER TABLE "sale_openings_locales" ADD CONSTRAINT "sale_openings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sale_openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sale_openings_rels" ADD CONSTRAINT "sale_openings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sale_openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sale_openings_rels" ADD CONSTRAINT "sale_openings_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sale_openings_opens_at_idx" ON "sale_openings" USING btree ("opens_at");
  CREATE INDEX "sale_openings_updated_at_idx" ON "sale_openings" USING btree ("updated_at");
  CREATE INDEX "sale_openings_created_at_idx" ON "sale_openings" USING btree ("created_at");
  CREATE UNIQUE INDEX "sale_openings_locales_locale_parent_id_unique" ON "sale_openings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "sale_openings_rels_order_idx" ON "sale_openings_rels" USING btree ("order");
  CREATE INDEX "sale_openings_rels_parent_idx" ON "sale_openings_rels" USING btree ("parent_id");
  CREATE INDEX "sale_openings_rels_path_idx" ON "sale_openings_rels" USING btree ("path");
  CREATE INDEX "sale_openings_rels_events_id_idx" ON "sale_openings_rels" USING btree ("events_id");
  CREATE UNIQUE INDEX "queue_places_token_idx" ON "queue_places" USING btree ("token");
  CREATE INDEX "opening_position_idx" ON "queue_places" USING btree ("opening","position");
  CREATE INDEX "opening_client_idx" ON "queue_places" USING btree ("opening","client");
  CREATE INDEX "opening_admitted_ms_idx" ON "queue_places" USING btree ("opening","admitted_ms");
  CREATE UNIQUE INDEX "queue_states_opening_idx" ON "queue_states" USING btree ("opening");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sale_openings_fk" FOREIGN KEY ("sale_openings_id") REFERENCES "public"."sale_openings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sale_openings_id_idx" ON "payload_locked_documents_rels" USING btree ("sale_openings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sale_openings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sale_openings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sale_openings_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "queue_places" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "queue_states" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sale_openings" CASCADE;
  DROP TABLE "sale_openings_locales" CASCADE;
  DROP TABLE "sale_openings_rels" CASCADE;
  DROP TABLE "queue_places" CASCADE;
  DROP TABLE "queue_states" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sale_openings_fk";
  
  DROP INDEX "payload_locked_documents_rels_sale_openings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sale_openings_id";`)
}
