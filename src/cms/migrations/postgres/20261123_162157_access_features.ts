import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_access_features" AS ENUM('audio_description', 'surtitles', 'sign_language', 'relaxed', 'easy_language', 'step_free');
  CREATE TYPE "public"."enum__events_v_version_access_features" AS ENUM('audio_description', 'surtitles', 'sign_language', 'relaxed', 'easy_language', 'step_free');
  CREATE TABLE "events_access_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_events_access_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_events_v_version_access_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__events_v_version_access_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "events_access_features" ADD CONSTRAINT "events_access_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_access_features" ADD CONSTRAINT "_events_v_version_access_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "events_access_features_order_idx" ON "events_access_features" USING btree ("order");
  CREATE INDEX "events_access_features_parent_idx" ON "events_access_features" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_access_features_order_idx" ON "_events_v_version_access_features" USING btree ("order");
  CREATE INDEX "_events_v_version_access_features_parent_idx" ON "_events_v_version_access_features" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "events_access_features" CASCADE;
  DROP TABLE "_events_v_version_access_features" CASCADE;
  DROP TYPE "public"."enum_events_access_features";
  DROP TYPE "public"."enum__events_v_version_access_features";`)
}
