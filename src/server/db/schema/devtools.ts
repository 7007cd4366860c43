import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, isDeleted, ref, tenantId } from './columns.ts';

/** Developer tools (blade-develop, blade-report): data sources, code generator configurations, hidden reports. */

const live = (t: { isDeleted: unknown }) => sql`${t.isDeleted} = 0`;

/**
 * 数据源 (blade_datasource): platform-wide, the platform administrator's. The password is kept sealed
 * (AES-GCM, modules/develop/sealed-secret.ts) and is never answered.
 */
export const datasources = pgTable(
  'blade_datasource',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    driverClass: varchar('driver_class', { length: 100 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    username: varchar('username', { length: 100 }).notNull(),
    password: varchar('password', { length: 1000 }).notNull(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [uniqueIndex('blade_datasource_name_uq').on(t.name).where(live(t))],
);

/** 代码生成 (blade_code): one configuration per resource to generate; platform-wide like BladeX's. */
export const codeConfigs = pgTable('blade_code', {
  id: id(),
  codeName: varchar('code_name', { length: 100 }).notNull(),
  serviceName: varchar('service_name', { length: 64 }).notNull(),
  tableName: varchar('table_name', { length: 63 }).notNull(),
  tablePrefix: varchar('table_prefix', { length: 30 }).notNull().default(''),
  packageName: varchar('package_name', { length: 100 }).notNull(),
  apiPath: varchar('api_path', { length: 100 }).notNull(),
  ...audit,
  isDeleted: isDeleted(),
});

/** The reports of the registry (modules/report/report-registry.ts) a tenant removed from its list. */
export const hiddenReports = pgTable(
  'blade_report_hidden',
  {
    tenantId: tenantId(),
    reportId: ref('report_id').notNull(),
    createUser: ref('create_user'),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.reportId] })],
);
