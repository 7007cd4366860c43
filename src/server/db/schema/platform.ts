import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
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
    // Platform-specific extension data (JSON text) for the user's userType, set through update-platform.
    userExt: text('user_ext').notNull().default(''),
    // 1 = may sign in to the WeChat mini-program / the equipment app; set by open-wxUser / open-wxEquipUser.
    wxUser: integer('wx_user').notNull().default(0),
    wxEquipUser: integer('wx_equip_user').notNull().default(0),
    // 1 = the password was set by someone else (a new tenant's administrator, a reset by an administrator): the
    // user must change it before doing anything else (issue 18 item 6).
    passwordMustChange: integer('password_must_change').notNull().default(0),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('blade_user_tenant_account_uq')
      .on(t.tenantId, t.account)
      .where(sql`${t.isDeleted} = 0`),
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

/**
 * A signed-in session (the `sid` of its access tokens), checked on every request so that sign-out, a password
 * change or reset, a role change, the user or tenant being removed, disabled or expired end it at the next
 * request instead of when the token expires. `userStamp` is a digest of the user's password hash and roles at
 * sign-in: when either changes, the stamp no longer matches and the session is over.
 */
export const sessions = pgTable(
  'blade_session',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    tenantId: tenantId(),
    userId: ref('user_id').notNull(),
    clientId: varchar('client_id', { length: 48 }).notNull(),
    userStamp: varchar('user_stamp', { length: 64 }).notNull(),
    createTime: at('create_time').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('blade_session_user_idx').on(t.userId)],
);

/**
 * Secrets every instance must share, kept in the database rather than on one instance's disk (the generated
 * JWT signing key when JWT_SECRET is not set).
 */
export const appSecrets = pgTable('app_secret', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createTime: at('create_time').notNull().defaultNow(),
});

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

export const topMenus = pgTable(
  'blade_top_menu',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    source: varchar('source', { length: 255 }).notNull().default(''),
    path: varchar('path', { length: 255 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('blade_top_menu_tenant_idx').on(t.tenantId)],
);

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

export const posts = pgTable(
  'blade_post',
  {
    id: id(),
    tenantId: tenantId(),
    category: integer('category').notNull().default(4),
    postCode: varchar('post_code', { length: 12 }).notNull(),
    postName: varchar('post_name', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('blade_post_tenant_idx').on(t.tenantId)],
);

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

export const dicts = pgTable('blade_dict', dictColumns, (t) => [
  index('blade_dict_code_idx').on(t.code),
  uniqueIndex('blade_dict_code_key_uq')
    .on(t.code, t.dictKey)
    .where(sql`${t.isDeleted} = 0`),
]);

export const bizDicts = pgTable('blade_dict_biz', { ...dictColumns, tenantId: tenantId() }, (t) => [
  index('blade_dict_biz_tenant_code_idx').on(t.tenantId, t.code),
  uniqueIndex('blade_dict_biz_code_key_uq')
    .on(t.tenantId, t.code, t.dictKey)
    .where(sql`${t.isDeleted} = 0`),
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
  (t) => [
    uniqueIndex('blade_param_key_uq')
      .on(t.tenantId, t.paramKey)
      .where(sql`${t.isDeleted} = 0`),
  ],
);

/** A social identity (provider + uuid) seen at sign-in; user_id is set once a registration links it. */
export const userOauths = pgTable(
  'blade_user_oauth',
  {
    id: id(),
    tenantId: tenantId(),
    source: varchar('source', { length: 32 }).notNull(),
    uuid: varchar('uuid', { length: 255 }).notNull(),
    userId: ref('user_id'),
    username: varchar('username', { length: 255 }).notNull().default(''),
    nickname: varchar('nickname', { length: 255 }).notNull().default(''),
    avatar: varchar('avatar', { length: 1000 }).notNull().default(''),
    email: varchar('email', { length: 255 }).notNull().default(''),
    createTime: at('create_time').notNull().defaultNow(),
    updateTime: at('update_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blade_user_oauth_identity_uq').on(t.tenantId, t.source, t.uuid)],
);

/** Administrative regions, keyed by their code (00 is the country); platform-wide. */
export const regions = pgTable(
  'blade_region',
  {
    code: varchar('code', { length: 12 }).primaryKey(),
    parentCode: varchar('parent_code', { length: 12 }).notNull().default(''),
    ancestors: varchar('ancestors', { length: 255 }).notNull().default(''),
    name: varchar('name', { length: 32 }).notNull(),
    provinceCode: varchar('province_code', { length: 12 }).notNull().default(''),
    provinceName: varchar('province_name', { length: 32 }).notNull().default(''),
    cityCode: varchar('city_code', { length: 12 }).notNull().default(''),
    cityName: varchar('city_name', { length: 32 }).notNull().default(''),
    districtCode: varchar('district_code', { length: 12 }).notNull().default(''),
    districtName: varchar('district_name', { length: 32 }).notNull().default(''),
    townCode: varchar('town_code', { length: 12 }).notNull().default(''),
    townName: varchar('town_name', { length: 32 }).notNull().default(''),
    villageCode: varchar('village_code', { length: 12 }).notNull().default(''),
    villageName: varchar('village_name', { length: 32 }).notNull().default(''),
    // 0 country, 1 province, 2 city, 3 district, 4 town, 5 village (dict `region`).
    level: integer('level').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
  },
  (t) => [index('blade_region_parent_idx').on(t.parentCode)],
);

/** Row filters a role may be granted per menu (blade_role_scope category 1); platform-wide. */
export const dataScopes = pgTable(
  'blade_scope_data',
  {
    id: id(),
    menuId: ref('menu_id').notNull(),
    resourceCode: varchar('resource_code', { length: 255 }).notNull(),
    scopeName: varchar('scope_name', { length: 255 }).notNull(),
    scopeField: varchar('scope_field', { length: 255 }).notNull().default('*'),
    scopeClass: varchar('scope_class', { length: 500 }).notNull().default(''),
    scopeColumn: varchar('scope_column', { length: 255 }).notNull().default('create_dept'),
    // 1 all, 2 own, 3 own dept, 4 own dept and below, 5 custom (dict `data_scope_type`).
    scopeType: integer('scope_type').notNull().default(1),
    scopeValue: varchar('scope_value', { length: 2000 }).notNull().default(''),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('blade_scope_data_menu_idx').on(t.menuId)],
);

/** API paths a role may be granted per menu (blade_role_scope category 2); platform-wide. */
export const apiScopes = pgTable(
  'blade_scope_api',
  {
    id: id(),
    menuId: ref('menu_id').notNull(),
    resourceCode: varchar('resource_code', { length: 255 }).notNull(),
    scopeName: varchar('scope_name', { length: 255 }).notNull(),
    scopePath: varchar('scope_path', { length: 255 }).notNull().default(''),
    // 1 system, 2 business (dict `api_scope_type`).
    scopeType: integer('scope_type').notNull().default(1),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('blade_scope_api_menu_idx').on(t.menuId)],
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
