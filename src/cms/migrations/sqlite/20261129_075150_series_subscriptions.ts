import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`series\` ADD \`subscription_on_sale\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`series\` ADD \`subscription_price_cents\` numeric;`)
  await db.run(sql`ALTER TABLE \`series\` ADD \`subscription_seat_group\` text;`)
  await db.run(sql`ALTER TABLE \`_series_v\` ADD \`version_subscription_on_sale\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_series_v\` ADD \`version_subscription_price_cents\` numeric;`)
  await db.run(sql`ALTER TABLE \`_series_v\` ADD \`version_subscription_seat_group\` text;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`subscription_key\` text;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`series_id\` integer REFERENCES series(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`reservations_subscription_key_idx\` ON \`reservations\` (\`subscription_key\`);`)
  await db.run(sql`CREATE INDEX \`reservations_series_idx\` ON \`reservations\` (\`series_id\`);`)
  await db.run(sql`ALTER TABLE \`orders_lines\` ADD \`subscription_key\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_reservations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cart_id\` integer NOT NULL,
  	\`customer_id\` integer,
  	\`event_id\` integer NOT NULL,
  	\`seat_group_id\` integer NOT NULL,
  	\`timeslot_id\` integer,
  	\`price_id\` integer NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`seats\` numeric DEFAULT 1 NOT NULL,
  	\`unit_cents\` numeric NOT NULL,
  	\`status\` text DEFAULT 'held',
  	\`expires_at\` text NOT NULL,
  	\`order_id\` integer,
  	\`client_key\` text,
  	\`renewals\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cart_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seat_group_id\`) REFERENCES \`seat_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`timeslot_id\`) REFERENCES \`timeslots\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`price_id\`) REFERENCES \`prices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_reservations\`("id", "cart_id", "customer_id", "event_id", "seat_group_id", "timeslot_id", "price_id", "quantity", "seats", "unit_cents", "status", "expires_at", "order_id", "client_key", "renewals", "updated_at", "created_at") SELECT "id", "cart_id", "customer_id", "event_id", "seat_group_id", "timeslot_id", "price_id", "quantity", "seats", "unit_cents", "status", "expires_at", "order_id", "client_key", "renewals", "updated_at", "created_at" FROM \`reservations\`;`)
  await db.run(sql`DROP TABLE \`reservations\`;`)
  await db.run(sql`ALTER TABLE \`__new_reservations\` RENAME TO \`reservations\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`reservations_cart_idx\` ON \`reservations\` (\`cart_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_customer_idx\` ON \`reservations\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_event_idx\` ON \`reservations\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_seat_group_idx\` ON \`reservations\` (\`seat_group_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_timeslot_idx\` ON \`reservations\` (\`timeslot_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_price_idx\` ON \`reservations\` (\`price_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_status_idx\` ON \`reservations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`reservations_expires_at_idx\` ON \`reservations\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`reservations_order_idx\` ON \`reservations\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_client_key_idx\` ON \`reservations\` (\`client_key\`);`)
  await db.run(sql`CREATE INDEX \`reservations_updated_at_idx\` ON \`reservations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reservations_created_at_idx\` ON \`reservations\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`seat_group_status_expires_at_seats_idx\` ON \`reservations\` (\`seat_group_id\`,\`status\`,\`expires_at\`,\`seats\`);`)
  await db.run(sql`CREATE INDEX \`timeslot_status_expires_at_seats_idx\` ON \`reservations\` (\`timeslot_id\`,\`status\`,\`expires_at\`,\`seats\`);`)
  await db.run(sql`CREATE INDEX \`cart_status_idx\` ON \`reservations\` (\`cart_id\`,\`status\`);`)
  await db.run(sql`ALTER TABLE \`series\` DROP COLUMN \`subscription_on_sale\`;`)
  await db.run(sql`ALTER TABLE \`series\` DROP COLUMN \`subscription_price_cents\`;`)
  await db.run(sql`ALTER TABLE \`series\` DROP COLUMN \`subscription_seat_group\`;`)
  await db.run(sql`ALTER TABLE \`_series_v\` DROP COLUMN \`version_subscription_on_sale\`;`)
  await db.run(sql`ALTER TABLE \`_series_v\` DROP COLUMN \`version_subscription_price_cents\`;`)
  await db.run(sql`ALTER TABLE \`_series_v\` DROP COLUMN \`version_subscription_seat_group\`;`)
  await db.run(sql`ALTER TABLE \`orders_lines\` DROP COLUMN \`subscription_key\`;`)
}
