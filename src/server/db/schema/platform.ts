import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, isDeleted, ref, tenantId } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tenants = pgTable(
  'blade_tenant',
  {
    id: id(),
    tenantId: tenantId(),
    tenantName: varchar('tenant_name', { length: 50 }).notNull(),
    domain: varchar('domain', { length: 255 }).notNull().default(''),
    backgroundUrl: varchar('background_url', { length: 1000 }).notNull().default(''),
    linkman: varchar('linkman', { length: 20 }).notNull().default(''),
    contactNumber: varchar('contact_number', { length: 20 }).notNull().default(''),
    address: varchar('address', { length: 255 }).notNull().default(''),
    accountNumber: integer('account_number').notNull().default(-1),
    expireTime: at('expire_time'),
    datasourceId: ref('datasource_id'),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [uniqueIndex('blade_tenant_tenant_id_uq').on(t.tenantId)],
);

export const clients = pgTable(
  'blade_client',
  {
    id: id(),
    clientId: varchar('client_id', { length: 48 }).notNull(),
    // The web client's secret ships inside every browser bundle (BladeX convention), so it is a public
    // identifier, not a credential worth hashing.
    clientSecret: varchar('client_secret', { length: 256 }).notNull(),
    scope: varchar('scope', { length: 255 }).notNull().default('all'),
    authorizedGrantTypes: varchar('authorized_grant_types', { length: 255 }).notNull(),
    webServerRedirectUri: varchar('web_server_redirect_uri', { length: 255 }).notNull().default(''),
    accessTokenValidity: integer('access_token_validity').notNull(),
    refreshTokenValidity: integer('refresh_token_validity').notNull(),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [uniqueIndex('blade_client_client_id_uq').on(t.clientId)],
);

export const users = pgTable(
  'blade_user',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 12 }).notNull().default(''),
    userType: integer('user_type').notNull().default(1),
    account: varchar('account', { length: 45 }).notNull(),
    password: varchar('password', { length: 255 }).notNull(),
    name: varchar('name', { length: 20 }).notNull().default(''),
    realName: varchar('real_name', { length: 10 }).notNull().default(''),
    avatar: varchar('avatar', { length: 500 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    phone: varchar('phone', { length: 45 }).notNull().default(''),
    birthday: at('birthday'),
    sex: integer('sex'),
    roleId: text('role_id').notNull().default(''),
    deptId: text('dept_id').notNull().default(''),
    postId: text('post_id').notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('blade_user_tenant_account_uq').on(t.tenantId, t.account).where(sql`${t.isDeleted} = 0`),
  ],
);

export const loginAttempts = pgTable(
  'blade_login_attempt',
  {
    tenantId: tenantId(),
    account: varchar('account', { length: 45 }).notNull(),
    failCount: integer('fail_count').notNull().default(0),
    lockedUntil: at('locked_until'),
    lastFailedAt: at('last_failed_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.account] })],
);

export const refreshTokens = pgTable(
  'blade_refresh_token',
  {
    id: id(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    sessionId: varchar('session_id', { length: 64 }).notNull(),
    userId: ref('user_id').notNull(),
    tenantId: tenantId(),
    clientId: varchar('client_id', { length: 48 }).notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blade_refresh_token_hash_uq').on(t.tokenHash),
    index('blade_refresh_token_session_idx').on(t.sessionId),
  ],
);

export const captchas = pgTable('blade_captcha', {
  key: varchar('key', { length: 64 }).primaryKey(),
  kind: varchar('kind', { length: 16 }).notNull(),
  answer: varchar('answer', { length: 16 }).notNull(),
  expiresAt: at('expires_at').notNull(),
});

export const roles = pgTable(
  'blade_role',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: ref('parent_id').notNull().default('0'),
    roleName: varchar('role_name', { length: 255 }).notNull(),
    sort: integer('sort').notNull().default(0),
    roleAlias: varchar('role_alias', { length: 255 }).notNull(),
    isDeleted: isDeleted(),
  },
  (t) => [index('blade_role_tenant_idx').on(t.tenantId)],
);

export const roleMenus = pgTable(
  'blade_role_menu',
  { id: id(), menuId: ref('menu_id').notNull(), roleId: ref('role_id').notNull() },
  (t) => [uniqueIndex('blade_role_menu_uq').on(t.roleId, t.menuId)],
);

export const roleScopes = pgTable(
  'blade_role_scope',
  {
    id: id(),
    scopeCategory: integer('scope_category').notNull(),
    scopeId: ref('scope_id').notNull(),
    roleId: ref('role_id').notNull(),
  },
  (t) => [uniqueIndex('blade_role_scope_uq').on(t.roleId, t.scopeCategory, t.scopeId)],
);

export const menus = pgTable(
  'blade_menu',
  {
    id: id(),
    parentId: ref('parent_id').notNull().default('0'),
    code: varchar('code', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    nameEn: varchar('name_en', { length: 255 }).notNull().default(''),
    alias: varchar('alias', { length: 255 }).notNull().default('menu'),
    path: varchar('path', { length: 255 }).notNull().default(''),
    source: varchar('source', { length: 255 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    category: integer('category').notNull().default(1),
    action: integer('action').notNull().default(0),
    isOpen: integer('is_open').notNull().default(1),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    isDeleted: isDeleted(),
  },
  (t) => [index('blade_menu_parent_idx').on(t.parentId), index('blade_menu_code_idx').on(t.code)],
);

export const topMenus = pgTable('blade_top_menu', {
  id: id(),
  tenantId: tenantId(),
  code: varchar('code', { length: 255 }).notNull(),
  name: varchar('name', { length: 255 }).notNull(),
  source: varchar('source', { length: 255 }).notNull().default(''),
  path: varchar('path', { length: 255 }).notNull().default(''),
  sort: integer('sort').notNull().default(0),
  ...audit,
  isDeleted: isDeleted(),
});

export const topMenuSettings = pgTable(
  'blade_top_menu_setting',
  { id: id(), topMenuId: ref('top_menu_id').notNull(), menuId: ref('menu_id').notNull() },
  (t) => [uniqueIndex('blade_top_menu_setting_uq').on(t.topMenuId, t.menuId)],
);

export const depts = pgTable(
  'blade_dept',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: ref('parent_id').notNull().default('0'),
    ancestors: text('ancestors').notNull().default('0'),
    // 1 company, 2 area (区域), 3 project department (项目部), 4 department.
    deptCategory: integer('dept_category').notNull().default(4),
    deptName: varchar('dept_name', { length: 45 }).notNull(),
    fullName: varchar('full_name', { length: 45 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    isDeleted: isDeleted(),
  },
  (t) => [index('blade_dept_tenant_parent_idx').on(t.tenantId, t.parentId)],
);

export const posts = pgTable('blade_post', {
  id: id(),
  tenantId: tenantId(),
  category: integer('category').notNull().default(4),
  postCode: varchar('post_code', { length: 12 }).notNull(),
  postName: varchar('post_name', { length: 64 }).notNull(),
  sort: integer('sort').notNull().default(0),
  remark: varchar('remark', { length: 255 }).notNull().default(''),
  ...audit,
  isDeleted: isDeleted(),
});

const dictColumns = {
  id: id(),
  parentId: ref('parent_id').notNull().default('0'),
  code: varchar('code', { length: 255 }).notNull(),
  dictKey: varchar('dict_key', { length: 255 }).notNull(),
  dictValue: varchar('dict_value', { length: 255 }).notNull(),
  dictValueEn: varchar('dict_value_en', { length: 255 }).notNull().default(''),
  sort: integer('sort').notNull().default(0),
  remark: varchar('remark', { length: 255 }).notNull().default(''),
  isSealed: integer('is_sealed').notNull().default(0),
  isDeleted: isDeleted(),
};

export const dicts = pgTable('blade_dict', dictColumns, (t) => [index('blade_dict_code_idx').on(t.code)]);

export const bizDicts = pgTable('blade_dict_biz', { ...dictColumns, tenantId: tenantId() }, (t) => [
  index('blade_dict_biz_tenant_code_idx').on(t.tenantId, t.code),
]);

export const params = pgTable(
  'blade_param',
  {
    id: id(),
    tenantId: tenantId(),
    paramName: varchar('param_name', { length: 255 }).notNull(),
    paramKey: varchar('param_key', { length: 255 }).notNull(),
    paramValue: text('param_value').notNull(),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [uniqueIndex('blade_param_key_uq').on(t.tenantId, t.paramKey).where(sql`${t.isDeleted} = 0`)],
);

const logColumns = {
  id: id(),
  tenantId: varchar('tenant_id', { length: 12 }).notNull().default(''),
  serviceId: varchar('service_id', { length: 32 }).notNull().default(''),
  serverHost: varchar('server_host', { length: 255 }).notNull().default(''),
  serverIp: varchar('server_ip', { length: 255 }).notNull().default(''),
  env: varchar('env', { length: 255 }).notNull().default(''),
  method: varchar('method', { length: 10 }).notNull().default(''),
  requestUri: varchar('request_uri', { length: 255 }).notNull().default(''),
  userAgent: varchar('user_agent', { length: 1000 }).notNull().default(''),
  remoteIp: varchar('remote_ip', { length: 255 }).notNull().default(''),
  params: text('params').notNull().default(''),
  createBy: varchar('create_by', { length: 64 }).notNull().default(''),
  createTime: at('create_time').notNull().defaultNow(),
};

export const apiLogs = pgTable(
  'blade_log_api',
  {
    ...logColumns,
    type: varchar('type', { length: 2 }).notNull().default('1'),
    title: varchar('title', { length: 255 }).notNull().default(''),
    status: integer('status').notNull().default(200),
    time: varchar('time', { length: 64 }).notNull().default(''),
  },
  (t) => [index('blade_log_api_tenant_time_idx').on(t.tenantId, t.createTime)],
);

export const errorLogs = pgTable(
  'blade_log_error',
  {
    ...logColumns,
    stackTrace: text('stack_trace').notNull().default(''),
    exceptionName: varchar('exception_name', { length: 255 }).notNull().default(''),
    message: text('message').notNull().default(''),
    fileName: varchar('file_name', { length: 1000 }).notNull().default(''),
    lineNumber: integer('line_number'),
  },
  (t) => [index('blade_log_error_tenant_time_idx').on(t.tenantId, t.createTime)],
);

export const usualLogs = pgTable('blade_log_usual', {
  ...logColumns,
  logLevel: varchar('log_level', { length: 10 }).notNull().default('INFO'),
  logId: varchar('log_id', { length: 100 }).notNull().default(''),
  logData: text('log_data').notNull().default(''),
});
