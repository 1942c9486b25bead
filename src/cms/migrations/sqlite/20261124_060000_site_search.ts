import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Site search (issue 14, decision 020): one row per document and language in `search_entries`,
 * written by the collections' hooks; an FTS5 index over its normalised terms kept in step by
 * triggers; the vocabulary (terms; words as written with their terms) and the words'
 * one-deletion keys for typo tolerance. Written by hand: these
 * tables are not Payload collections.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`collection\` text NOT NULL,
  	\`doc_id\` integer NOT NULL,
  	\`locale\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`summary\` text DEFAULT '' NOT NULL,
  	\`slug\` text,
  	\`path\` text,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`venue\` text,
  	\`title_terms\` text NOT NULL,
  	\`body_terms\` text NOT NULL,
  	\`updated_at\` text NOT NULL
  );`)
  await db.run(sql`CREATE UNIQUE INDEX \`search_entries_doc_idx\` ON \`search_entries\` (\`collection\`, \`doc_id\`, \`locale\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_kind_idx\` ON \`search_entries\` (\`locale\`, \`kind\`);`)
  await db.run(
    sql`CREATE VIRTUAL TABLE \`search_fts\` USING fts5(\`title_terms\`, \`body_terms\`, content='search_entries', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4');`,
  )
  await db.run(sql`CREATE TRIGGER \`search_entries_ai\` AFTER INSERT ON \`search_entries\` BEGIN
    INSERT INTO \`search_fts\` (rowid, \`title_terms\`, \`body_terms\`) VALUES (new.\`id\`, new.\`title_terms\`, new.\`body_terms\`);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_entries_ad\` AFTER DELETE ON \`search_entries\` BEGIN
    INSERT INTO \`search_fts\` (\`search_fts\`, rowid, \`title_terms\`, \`body_terms\`) VALUES ('delete', old.\`id\`, old.\`title_terms\`, old.\`body_terms\`);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_entries_au\` AFTER UPDATE ON \`search_entries\` BEGIN
    INSERT INTO \`search_fts\` (\`search_fts\`, rowid, \`title_terms\`, \`body_terms\`) VALUES ('delete', old.\`id\`, old.\`title_terms\`, old.\`body_terms\`);
    INSERT INTO \`search_fts\` (rowid, \`title_terms\`, \`body_terms\`) VALUES (new.\`id\`, new.\`title_terms\`, new.\`body_terms\`);
  END;`)
  await db.run(sql`CREATE TABLE \`search_terms\` (\`locale\` text NOT NULL, \`term\` text NOT NULL, PRIMARY KEY (\`locale\`, \`term\`)) WITHOUT ROWID;`)
  await db.run(sql`CREATE TABLE \`search_words\` (\`locale\` text NOT NULL, \`word\` text NOT NULL, \`term\` text NOT NULL, PRIMARY KEY (\`locale\`, \`word\`)) WITHOUT ROWID;`)
  await db.run(sql`CREATE TABLE \`search_term_keys\` (\`locale\` text NOT NULL, \`key\` text NOT NULL, \`word\` text NOT NULL, \`term\` text NOT NULL, PRIMARY KEY (\`locale\`, \`key\`, \`word\`)) WITHOUT ROWID;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_term_keys\`;`)
  await db.run(sql`DROP TABLE \`search_words\`;`)
  await db.run(sql`DROP TABLE \`search_terms\`;`)
  await db.run(sql`DROP TABLE \`search_fts\`;`)
  await db.run(sql`DROP TABLE \`search_entries\`;`)
}
