import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "editing_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"doc" varchar NOT NULL,
  	"user_id" integer NOT NULL,
  	"locale" varchar NOT NULL,
  	"seen_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "containers" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_containers_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "editing_sessions_id" integer;
  ALTER TABLE "editing_sessions" ADD CONSTRAINT "editing_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "editing_sessions_doc_idx" ON "editing_sessions" USING btree ("doc");
  CREATE INDEX "editing_sessions_user_idx" ON "editing_sessions" USING btree ("user_id");
  CREATE INDEX "editing_sessions_seen_at_idx" ON "editing_sessions" USING btree ("seen_at");
  CREATE INDEX "editing_sessions_updated_at_idx" ON "editing_sessions" USING btree ("updated_at");
  CREATE INDEX "editing_sessions_created_at_idx" ON "editing_sessions" USING btree ("created_at");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers" ADD CONSTRAINT "containers_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_containers_v" ADD CONSTRAINT "_containers_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_editing_sessions_fk" FOREIGN KEY ("editing_sessions_id") REFERENCES "public"."editing_sessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_edited_by_idx" ON "pages" USING btree ("edited_by_id");
  CREATE INDEX "_pages_v_version_version_edited_by_idx" ON "_pages_v" USING btree ("version_edited_by_id");
  CREATE INDEX "containers_edited_by_idx" ON "containers" USING btree ("edited_by_id");
  CREATE INDEX "_containers_v_version_version_edited_by_idx" ON "_containers_v" USING btree ("version_edited_by_id");
  CREATE INDEX "payload_locked_documents_rels_editing_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("editing_sessions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "editing_sessions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "editing_sessions" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_edited_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "containers" DROP CONSTRAINT "containers_edited_by_id_users_id_fk";
  
  ALTER TABLE "_containers_v" DROP CONSTRAINT "_containers_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_editing_sessions_fk";
  
  DROP INDEX "pages_edited_by_idx";
  DROP INDEX "_pages_v_version_version_edited_by_idx";
  DROP INDEX "containers_edited_by_idx";
  DROP INDEX "_containers_v_version_version_edited_by_idx";
  DROP INDEX "payload_locked_documents_rels_editing_sessions_id_idx";
  ALTER TABLE "pages" DROP COLUMN "edited_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "containers" DROP COLUMN "edited_by_id";
  ALTER TABLE "_containers_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "editing_sessions_id";`)
}
