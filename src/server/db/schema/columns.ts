import { customType, integer, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A 64-bit id column handled as a decimal string end to end: JSON never sees a lossy number, and both drivers
 * agree (node-postgres returns int8 as text, PGlite as a JS bigint).
 */
export const idString = customType<{ data: string; driverData: string | bigint | number }>({
  dataType: () => 'bigint',
  fromDriver: (value) => String(value),
  toDriver: (value) => value,
});

export const id = () => idString('id').primaryKey();
export const ref = (name: string) => idString(name);
export const tenantId = () => varchar('tenant_id', { length: 12 }).notNull();
export const isDeleted = () => integer('is_deleted').notNull().default(0);

export const audit = {
  createUser: ref('create_user'),
  createDept: ref('create_dept'),
  createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updateUser: ref('update_user'),
  updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  status: integer('status').notNull().default(1),
};
