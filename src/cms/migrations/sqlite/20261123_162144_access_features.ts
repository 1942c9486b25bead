import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`events_access_features\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_access_features_order_idx\` ON \`events_access_features\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_access_features_parent_idx\` ON \`events_access_features\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_access_features\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_access_features_order_idx\` ON \`_events_v_version_access_features\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_access_features_parent_idx\` ON \`_events_v_version_access_features\` (\`parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`events_access_features\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_access_features\`;`)
}
