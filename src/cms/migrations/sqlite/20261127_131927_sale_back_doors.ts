import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { buyerDigest } from '../../rules/buyer'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`cart_id\` integer NOT NULL,
  	\`customer_id\` integer,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`buyer_key\` text,
  	\`street\` text,
  	\`postal_code\` text,
  	\`city\` text,
  	\`country\` text,
  	\`total_cents\` numeric NOT NULL,
  	\`payment\` text DEFAULT 'box_office',
  	\`payment_status\` text DEFAULT 'awaiting',
  	\`payment_due\` text,
  	\`paid_at\` text,
  	\`locale\` text DEFAULT 'de',
  	\`access_key\` text,
  	\`confirm_token\` text,
  	\`confirm_claim\` text,
  	\`confirm_by\` text,
  	\`mail_sent_at\` text,
  	\`cancelled_at\` text,
  	\`cancel_reason\` text,
  	\`status\` text DEFAULT 'confirmed',
  	\`confirmed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cart_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "number", "cart_id", "customer_id", "first_name", "last_name", "email", "street", "postal_code", "city", "country", "total_cents", "payment", "payment_status", "payment_due", "paid_at", "locale", "access_key", "mail_sent_at", "cancelled_at", "status", "confirmed_at", "updated_at", "created_at") SELECT "id", "number", "cart_id", "customer_id", "first_name", "last_name", "email", "street", "postal_code", "city", "country", "total_cents", "payment", "payment_status", "payment_due", "paid_at", "locale", "access_key", "mail_sent_at", "cancelled_at", "status", "confirmed_at", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_number_idx\` ON \`orders\` (\`number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_cart_idx\` ON \`orders\` (\`cart_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_buyer_key_idx\` ON \`orders\` (\`buyer_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_payment_status_idx\` ON \`orders\` (\`payment_status\`);`)
  await db.run(sql`CREATE INDEX \`orders_access_key_idx\` ON \`orders\` (\`access_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_confirm_token_idx\` ON \`orders\` (\`confirm_token\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`buyer_key_status_idx\` ON \`orders\` (\`buyer_key\`,\`status\`);`)
  await db.run(sql`CREATE INDEX \`customer_status_idx\` ON \`orders\` (\`customer_id\`,\`status\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`box_office_lapse_minutes\` numeric DEFAULT 30;`)
  await db.run(sql`CREATE INDEX \`reservations_client_key_idx\` ON \`reservations\` (\`client_key\`);`)
  // Orders placed before: their buyer as the caps count them (decision 031), and why a cancelled one was cancelled.
  const orders = await db.all<{ id: number; email: string }>(sql`SELECT "id", "email" FROM "orders"`)
  for (const order of orders) await db.run(sql`UPDATE "orders" SET "buyer_key" = ${buyerDigest(order.email)} WHERE "id" = ${order.id}`)
  await db.run(sql`UPDATE "orders" SET "cancel_reason" = 'box_office' WHERE "status" = 'cancelled'`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`reservations_client_key_idx\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`cart_id\` integer NOT NULL,
  	\`customer_id\` integer,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`street\` text,
  	\`postal_code\` text,
  	\`city\` text,
  	\`country\` text,
  	\`total_cents\` numeric NOT NULL,
  	\`payment\` text DEFAULT 'box_office',
  	\`payment_status\` text DEFAULT 'awaiting',
  	\`payment_due\` text,
  	\`paid_at\` text,
  	\`locale\` text DEFAULT 'de',
  	\`access_key\` text,
  	\`mail_sent_at\` text,
  	\`cancelled_at\` text,
  	\`status\` text DEFAULT 'confirmed',
  	\`confirmed_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cart_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "number", "cart_id", "customer_id", "first_name", "last_name", "email", "street", "postal_code", "city", "country", "total_cents", "payment", "payment_status", "payment_due", "paid_at", "locale", "access_key", "mail_sent_at", "cancelled_at", "status", "confirmed_at", "updated_at", "created_at") SELECT "id", "number", "cart_id", "customer_id", "first_name", "last_name", "email", "street", "postal_code", "city", "country", "total_cents", "payment", "payment_status", "payment_due", "paid_at", "locale", "access_key", "mail_sent_at", "cancelled_at", "status", "confirmed_at", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_number_idx\` ON \`orders\` (\`number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_cart_idx\` ON \`orders\` (\`cart_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_payment_status_idx\` ON \`orders\` (\`payment_status\`);`)
  await db.run(sql`CREATE INDEX \`orders_access_key_idx\` ON \`orders\` (\`access_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`box_office_lapse_minutes\`;`)
}
