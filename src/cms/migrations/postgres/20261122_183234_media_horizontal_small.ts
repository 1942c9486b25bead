import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "sizes_horizontal_small_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_horizontal_small_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_horizontal_small_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_horizontal_small_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_horizontal_small_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_horizontal_small_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_horizontal_small_avif_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_horizontal_small_avif_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_horizontal_small_avif_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_horizontal_small_avif_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_horizontal_small_avif_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_horizontal_small_avif_filename" varchar;
  CREATE INDEX "media_sizes_horizontal_small_sizes_horizontal_small_file_idx" ON "media" USING btree ("sizes_horizontal_small_filename");
  CREATE INDEX "media_sizes_horizontal_small_avif_sizes_horizontal_small_idx" ON "media" USING btree ("sizes_horizontal_small_avif_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_sizes_horizontal_small_sizes_horizontal_small_file_idx";
  DROP INDEX "media_sizes_horizontal_small_avif_sizes_horizontal_small_idx";
  ALTER TABLE "media" DROP COLUMN "sizes_horizontal_small_url";
  ALTER TABLE "media" DROP COLUMN "sizes_horizontal_small_width";
  ALTER TABLE "media" DROP COLUMN "sizes_horizontal_small_height";
  ALTER TABLE "media" DROP COLUMN "sizes_horizontal_small_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_horizontal_small_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_horizontal_small_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_horizontal_small_avif_url";
  ALTER TABLE "media" DROP COLUMN "sizes_horizontal_small_avif_width";
  ALTER TABLE "media" DROP COLUMN "sizes_horizontal_small_avif_height";
  ALTER TABLE "media" DROP COLUMN "sizes_horizontal_small_avif_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_horizontal_small_avif_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_horizontal_small_avif_filename";`)
}
