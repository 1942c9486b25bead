import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_refunds\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer,
  	\`customer_id\` integer,
  	\`event_id\` integer,
  	\`amount_cents\` numeric NOT NULL,
  	\`method\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`done_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_refunds\`("id", "order_id", "customer_id", "event_id", "amount_cents", "method", "status", "done_at", "updated_at", "created_at") SELECT "id", "order_id", NULL, "event_id", "amount_cents", "method", "status", "done_at", "updated_at", "created_at" FROM \`refunds\`;`)
  await db.run(sql`DROP TABLE \`refunds\`;`)
  await db.run(sql`ALTER TABLE \`__new_refunds\` RENAME TO \`refunds\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`refunds_order_idx\` ON \`refunds\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`refunds_customer_idx\` ON \`refunds\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`refunds_event_idx\` ON \`refunds\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`refunds_status_idx\` ON \`refunds\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`refunds_updated_at_idx\` ON \`refunds\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`refunds_created_at_idx\` ON \`refunds\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_refunds\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`event_id\` integer,
  	\`amount_cents\` numeric NOT NULL,
  	\`method\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`done_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_refunds\`("id", "order_id", "event_id", "amount_cents", "method", "status", "done_at", "updated_at", "created_at") SELECT "id", "order_id", "event_id", "amount_cents", "method", "status", "done_at", "updated_at", "created_at" FROM \`refunds\`;`)
  await db.run(sql`DROP TABLE \`refunds\`;`)
  await db.run(sql`ALTER TABLE \`__new_refunds\` RENAME TO \`refunds\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`refunds_order_idx\` ON \`refunds\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`refunds_event_idx\` ON \`refunds\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`refunds_status_idx\` ON \`refunds\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`refunds_updated_at_idx\` ON \`refunds\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`refunds_created_at_idx\` ON \`refunds\` (\`created_at\`);`)
}
