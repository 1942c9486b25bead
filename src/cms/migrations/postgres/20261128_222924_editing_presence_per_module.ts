import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "editing_sessions" ADD COLUMN "module" varchar;
  ALTER TABLE "editing_sessions" ADD COLUMN "dirty" boolean DEFAULT false;
  ALTER TABLE "editing_sessions" ADD COLUMN "preview" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "editing_sessions" DROP COLUMN "module";
  ALTER TABLE "editing_sessions" DROP COLUMN "dirty";
  ALTER TABLE "editing_sessions" DROP COLUMN "preview";`)
}
