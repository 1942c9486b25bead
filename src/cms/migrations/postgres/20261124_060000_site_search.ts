import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Site search (issue 14, decision 020): one row per document and language in `search_entries`,
 * written by the collections' hooks; a stored tsvector of its normalised terms (title weight A,
 * body B) under a GIN index; the vocabulary (terms; words as written with their terms) and the
 * words' one-deletion keys for typo tolerance. Written
 * by hand: these tables are not Payload collections.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "search_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection" varchar NOT NULL,
  	"doc_id" integer NOT NULL,
  	"locale" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"summary" varchar DEFAULT '' NOT NULL,
  	"slug" varchar,
  	"path" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"venue" varchar,
  	"title_terms" text NOT NULL,
  	"body_terms" text NOT NULL,
  	"updated_at" timestamp(3) with time zone NOT NULL,
  	"search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', "title_terms"), 'A') || setweight(to_tsvector('simple', "body_terms"), 'B')) STORED
  );
  CREATE UNIQUE INDEX "search_entries_doc_idx" ON "search_entries" USING btree ("collection", "doc_id", "locale");
  CREATE INDEX "search_entries_kind_idx" ON "search_entries" USING btree ("locale", "kind");
  CREATE INDEX "search_entries_vector_idx" ON "search_entries" USING gin ("search_vector");
  CREATE TABLE "search_terms" ("locale" varchar NOT NULL, "term" varchar NOT NULL, PRIMARY KEY ("locale", "term"));
  CREATE TABLE "search_words" ("locale" varchar NOT NULL, "word" varchar NOT NULL, "term" varchar NOT NULL, PRIMARY KEY ("locale", "word"));
  CREATE TABLE "search_term_keys" ("locale" varchar NOT NULL, "key" varchar NOT NULL, "word" varchar NOT NULL, "term" varchar NOT NULL, PRIMARY KEY ("locale", "key", "word"));`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "search_term_keys";
  DROP TABLE "search_words";
  DROP TABLE "search_terms";
  DROP TABLE "search_entries";`)
}
