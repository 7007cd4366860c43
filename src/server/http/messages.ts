import { APPROVAL_MESSAGES } from '../approval/approval-messages.ts';
import { DOCUMENT_MESSAGES } from '../documents/document-messages.ts';
import { ACCOUNT_MESSAGES } from '../lib/account-messages.ts';
import type { Names } from '../lib/code-names.ts';
import { TREE_MESSAGES } from '../lib/tree-messages.ts';
import { AUTH_MESSAGES } from '../modules/auth/auth-messages.ts';
import { DEVELOP_MESSAGES } from '../modules/develop/develop-messages.ts';
import { REPORT_MESSAGES } from '../modules/report/report-messages.ts';
import { LEAVE_MESSAGES } from '../modules/desk/leave-messages.ts';
import { FLOW_MESSAGES } from '../modules/flow/flow-messages.ts';
import { MASTER_DATA_MESSAGES } from '../modules/purchar/master-data-messages.ts';
import { NEEDS_MESSAGES } from '../modules/purchar/needs/needs-messages.ts';
import { EXECUTION_MESSAGES } from '../modules/purchar/needs-subpackage/execution-messages.ts';
import { PLAN_CHANGE_MESSAGES } from '../modules/purchar/plan-needs-change/plan-change-messages.ts';
import { PLAN_MESSAGES } from '../modules/purchar/plan-needs/plan-messages.ts';
import { REPORT_CONFIG_MESSAGES } from '../modules/purchar/report-config-messages.ts';
import { SOURCING_MESSAGES } from '../modules/purchar/sourcing/sourcing-messages.ts';
import { SUPPLIER_MESSAGES } from '../modules/purchar/supplier/supplier-messages.ts';
import { STOCK_MESSAGES } from '../modules/stock/stock-messages.ts';
import { CONTRACT_MESSAGES } from '../modules/purchase/contract/contract-messages.ts';
import { SUPPLEMENT_MESSAGES } from '../modules/purchase/supplement/supplement-messages.ts';
import { PAYMENT_MESSAGES } from '../modules/purchase/payment/payment-messages.ts';
import { INVOICE_MESSAGES } from '../modules/purchase/invoice/invoice-messages.ts';
import { RESOURCE_MESSAGES } from '../modules/resource/resource-messages.ts';
import { SYSTEM_MESSAGES } from '../modules/system/system-messages.ts';
import { TASK_MESSAGES } from '../modules/task/task-messages.ts';
import { USER_MESSAGES } from '../modules/user/user-messages.ts';

/** Server-side messages in both languages; the caller's Accept-Language picks one. */
export type Lang = 'zh' | 'en';

/** The generic messages: the HTTP layer's own, and the record and field rules any module or the kits may say. */
const HTTP_MESSAGES = {
  // Answers, sessions and access (envelope, auth, access, rate limits).
  ok: { zh: '操作成功', en: 'Done' },
  unauthorized: { zh: '请求未授权', en: 'Not signed in or the session has expired' },
  passwordMustChange: {
    zh: '密码由管理员设置,请先在个人信息中修改密码',
    en: 'Your password was set by an administrator; change it under Personal info first',
  },
  sessionEnded: { zh: '登录状态已失效,请重新登录', en: 'This session has ended, please sign in again' },
  tokenExpired: { zh: '令牌已过期,请重新登录', en: 'The session has expired, please sign in again' },
  forbidden: { zh: '无权访问: {0}', en: 'Permission denied: {0}' },
  apiScopeForbidden: { zh: '接口权限不足,无权调用: {0}', en: 'Your roles may not call this API: {0}' },
  platformOnly: { zh: '仅平台管理员可执行此操作', en: 'Only the platform administrator may do this' },
  platformTenantOnly: {
    zh: '系统字典由平台租户维护,当前租户不能修改',
    en: 'System dictionaries are shared by all tenants; only the platform tenant may change them',
  },
  tooManyRequests: { zh: '请求过于频繁,请稍后再试', en: 'Too many requests; try again in a minute' },
  // The request itself (app.ts, validate.ts).
  notFound: { zh: '404 没找到请求', en: '404 Not found' },
  uriTooLong: { zh: '请求地址过长', en: 'The request URI is too long' },
  nulInPath: { zh: '请求地址不能包含空字符 (NUL)', en: 'The request path must not contain a NUL character' },
  methodNotAllowed: { zh: '不支持当前请求方法', en: 'Method not allowed' },
  serverError: { zh: '服务器异常', en: 'Internal server error' },
  badJson: { zh: '请求体不是合法的 JSON', en: 'The request body is not valid JSON' },
  badInput: { zh: '参数格式不正确', en: 'Malformed input' },
  // Records of the tenant (database constraints, lib/records, user and document departments).
  duplicate: { zh: '数据已存在', en: 'This record already exists' },
  recordMissing: { zh: '记录不存在或不属于本租户: {0}', en: 'No such record in your tenant: {0}' },
  unknownDepts: { zh: '部门不存在或不属于本租户: {0}', en: 'No such department in your tenant: {0}' },
  // Field and file rules (lib/dates, lib/dictionary, domain/values, uploads, exports).
  badDate: { zh: '日期不正确: {0}', en: 'Not a valid date: {0}' },
  unknownDictKey: {
    zh: '{0}: 字典 {1} 中没有此项: {2}',
    en: '{0}: {2} is not an entry of the dictionary {1}',
  },
  tooManyDecimals: { zh: '{0}: 最多 {1} 位小数', en: '{0}: at most {1} decimals' },
  fieldNotPositive: { zh: '{0}: 必须大于 0', en: '{0}: must be greater than 0' },
  fileMissing: { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  exportTooLarge: {
    zh: '导出数据超过 {0} 行,请缩小查询范围',
    en: 'More than {0} rows to export; narrow the filters',
  },
  // The strings of every request and zod's issues (validate.ts).
  invalidInput: { zh: '参数校验失败', en: 'Invalid input' },
  fieldNul: { zh: '不能包含空字符 (NUL)', en: 'must not contain a NUL character' },
  fieldNameNul: { zh: '字段名不能包含空字符 (NUL)', en: 'A field name contains a NUL character' },
  idOutOfRange: { zh: '编号超出范围', en: 'an id is out of range' },
} as const satisfies Record<string, Names>;

/**
 * Every other message lives beside the code that says it, as a `{ zh, en }` table (the form of every code-name
 * table too): a module's in its `*-messages.ts`, the document kit's and approval's in theirs, the few said by
 * several modules in src/server/lib. They are merged here so MessageKey stays one typed union; a new module adds
 * its table to this list.
 */
const TABLES = [
  HTTP_MESSAGES,
  ACCOUNT_MESSAGES,
  TREE_MESSAGES,
  AUTH_MESSAGES,
  USER_MESSAGES,
  SYSTEM_MESSAGES,
  RESOURCE_MESSAGES,
  MASTER_DATA_MESSAGES,
  REPORT_CONFIG_MESSAGES,
  NEEDS_MESSAGES,
  EXECUTION_MESSAGES,
  PLAN_MESSAGES,
  PLAN_CHANGE_MESSAGES,
  DOCUMENT_MESSAGES,
  APPROVAL_MESSAGES,
  TASK_MESSAGES,
  SUPPLIER_MESSAGES,
  DEVELOP_MESSAGES,
  REPORT_MESSAGES,
  SOURCING_MESSAGES,
  FLOW_MESSAGES,
  LEAVE_MESSAGES,
  STOCK_MESSAGES,
  CONTRACT_MESSAGES,
  SUPPLEMENT_MESSAGES,
  PAYMENT_MESSAGES,
  INVOICE_MESSAGES,
] as const;

/** A key in two tables would silently take the later text: the type check names such keys instead. */
type Disjoint<T extends readonly object[], Seen extends PropertyKey = never> = T extends readonly [
  infer Head extends object,
  ...infer Rest extends readonly object[],
]
  ? [keyof Head & Seen] extends [never]
    ? Disjoint<Rest, Seen | keyof Head>
    : { keysInTwoTables: keyof Head & Seen }
  : true;
const tablesAreDisjoint: Disjoint<typeof TABLES> = true;
void tablesAreDisjoint;

type Merged<T extends readonly object[]> = T extends readonly [
  infer Head,
  ...infer Rest extends readonly object[],
]
  ? Head & Merged<Rest>
  : unknown;
const messages = Object.assign({}, ...TABLES) as Merged<typeof TABLES>;

export type MessageKey = keyof typeof messages;

export function message(lang: Lang, key: MessageKey, ...args: (string | number)[]): string {
  return args.reduce<string>((out, arg, i) => out.replace(`{${i}}`, String(arg)), messages[key][lang]);
}

export function pickLang(acceptLanguage: string | undefined | null): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}
