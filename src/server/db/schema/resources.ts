import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, isDeleted, ref, tenantId } from './columns.ts';

/**
 * Platform resources (blade-resource.yaml): object storage and SMS configurations, the attachments uploads
 * become, and the log of every SMS sent. Every table is tenant-owned. Configuration `status`: 2 enabled, 1 off
 * (BladeX's values); at most one enabled per tenant, kept so by a partial unique index as well as by the service.
 */
const live = (t: { isDeleted: unknown }) => sql`${t.isDeleted} = 0`;

export const ossConfigs = pgTable(
  'blade_oss',
  {
    id: id(),
    tenantId: tenantId(),
    // 1 local disk, 2 MinIO (path-style S3), 3 Aliyun OSS, 4 Tencent COS, 5 Amazon S3.
    category: integer('category').notNull(),
    ossCode: varchar('oss_code', { length: 32 }).notNull(),
    endpoint: varchar('endpoint', { length: 255 }).notNull().default(''),
    bucketName: varchar('bucket_name', { length: 63 }).notNull().default(''),
    accessKey: varchar('access_key', { length: 128 }).notNull().default(''),
    secretKey: varchar('secret_key', { length: 256 }).notNull().default(''),
    region: varchar('region', { length: 64 }).notNull().default(''),
    appId: varchar('app_id', { length: 64 }).notNull().default(''),
    // Megabytes; the API's body limit caps every upload at 20 MB anyway.
    maxFileSize: integer('max_file_size').notNull().default(20),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('blade_oss_code_uq').on(t.tenantId, t.ossCode).where(live(t)),
    uniqueIndex('blade_oss_enabled_uq')
      .on(t.tenantId)
      .where(sql`${t.status} = 2 and ${t.isDeleted} = 0`),
  ],
);

export const attachments = pgTable(
  'blade_attach',
  {
    id: id(),
    tenantId: tenantId(),
    // The configuration whose storage keeps the object; null for the host's default storage (local disk).
    ossId: ref('oss_id'),
    // 'avatar' or 'file', as uploaded (put-file's category).
    category: varchar('category', { length: 16 }).notNull().default('file'),
    name: varchar('name', { length: 80 }).notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    extension: varchar('extension', { length: 8 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    attachSize: bigint('attach_size', { mode: 'number' }).notNull(),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('blade_attach_name_uq').on(t.tenantId, t.name),
    index('blade_attach_time_idx').on(t.tenantId, t.createTime),
  ],
);

export const smsConfigs = pgTable(
  'blade_sms',
  {
    id: id(),
    tenantId: tenantId(),
    // 1 log only (development), 2 Tencent Cloud SMS.
    category: integer('category').notNull(),
    smsCode: varchar('sms_code', { length: 32 }).notNull(),
    templateId: varchar('template_id', { length: 64 }).notNull().default(''),
    accessKey: varchar('access_key', { length: 128 }).notNull().default(''),
    secretKey: varchar('secret_key', { length: 256 }).notNull().default(''),
    regionId: varchar('region_id', { length: 64 }).notNull().default(''),
    signName: varchar('sign_name', { length: 64 }).notNull().default(''),
    appId: varchar('app_id', { length: 64 }).notNull().default(''),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('blade_sms_code_uq').on(t.tenantId, t.smsCode).where(live(t)),
    uniqueIndex('blade_sms_enabled_uq')
      .on(t.tenantId)
      .where(sql`${t.status} = 2 and ${t.isDeleted} = 0`),
  ],
);

/** One row per number per send attempt: what went where, and whether the provider took it. */
export const smsLog = pgTable(
  'blade_sms_log',
  {
    id: id(),
    tenantId: tenantId(),
    smsId: ref('sms_id').notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    templateId: varchar('template_id', { length: 64 }).notNull().default(''),
    params: text('params').notNull().default('{}'),
    // 1 sent (or logged by the log provider), 0 refused by the provider.
    success: integer('success').notNull(),
    error: varchar('error', { length: 500 }).notNull().default(''),
    createUser: ref('create_user'),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('blade_sms_log_phone_idx').on(t.tenantId, t.phone, t.createTime)],
);
