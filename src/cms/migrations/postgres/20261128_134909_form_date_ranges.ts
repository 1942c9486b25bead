import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_forms_fields_date_range" AS ENUM('any', 'past', 'future');
  ALTER TABLE "forms_fields" ADD COLUMN "date_range" "enum_forms_fields_date_range" DEFAULT 'any';
  ALTER TABLE "forms_fields" ADD COLUMN "min_age" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms_fields" DROP COLUMN "date_range";
  ALTER TABLE "forms_fields" DROP COLUMN "min_age";
  DROP TYPE "public"."enum_forms_fields_date_range";`)
}
