import { asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-resource';
import type { Caller } from '../../context.ts';
import type { Database, Tx } from '../../db/database.ts';
import { smsConfigs, smsLog } from '../../db/schema/resources.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { contains, mapPage, pageOf, type PageQuery } from '../../lib/page.ts';
import { findLive, removeLive, type Scoped } from '../../lib/records.ts';
import { keptSecret, maskKey, maskSecret } from './secrets.ts';
import { logSmsProvider, SmsRefused, tencentSmsProvider, type SmsProvider } from './sms-providers.ts';

type Sms = components['schemas']['Sms'];
type SmsSubmit = components['schemas']['SmsSubmit'];
type SmsRow = typeof smsConfigs.$inferSelect;

export const SMS_ENABLED = 2;
export const SMS_OFF = 1;
export const SMS_LOG = 1;
export const SMS_TENCENT = 2;
/** Mainland mobile numbers (SPEC §9: 11 digits). */
const PHONE = /^1[3-9][0-9]{9}$/;
export const SMS_MAX_PHONES = 20;
/** Per number: one message a minute, ten an hour (every attempt counts, refused by the provider or not). */
export const SMS_LIMITS = [
  { windowMs: 60_000, max: 1 },
  { windowMs: 60 * 60_000, max: 10 },
];

/** A number had its share of messages; the route answers 429. */
export class SmsRateLimited extends Error {
  constructor(readonly phone: string) {
    super(phone);
    this.name = 'SmsRateLimited';
  }
}

const toSms = (row: SmsRow): Sms => ({
  id: row.id,
  tenantId: row.tenantId,
  category: row.category,
  smsCode: row.smsCode,
  templateId: row.templateId,
  accessKey: maskKey(row.accessKey),
  secretKey: maskSecret(row.secretKey),
  regionId: row.regionId,
  signName: row.signName,
  appId: row.appId,
  remark: row.remark,
  status: row.status === SMS_ENABLED ? SMS_ENABLED : SMS_OFF,
  updateTime: formatDateTime(row.updateTime),
});

interface SmsDeps {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  /** The provider a configuration sends through; tests point Tencent at a local server. */
  providerOf?: (config: SmsRow) => SmsProvider;
}

const defaultProvider = (clock: () => Date) => (config: SmsRow) =>
  config.category === SMS_TENCENT
    ? tencentSmsProvider({
        secretId: config.accessKey,
        secretKey: config.secretKey,
        appId: config.appId,
        region: config.regionId,
        clock,
      })
    : logSmsProvider;

/** SMS configurations (one enabled per tenant) and sending through one, limited and logged per number. */
export function createSmsService({ db, clock, nextId, providerOf = defaultProvider(clock) }: SmsDeps) {
  const live = eq(smsConfigs.isDeleted, 0);
  const scopedTo = (handle: Database | Tx, tenantId: string): Scoped => {
    const scope = tenantScope(handle, tenantId);
    return (...conditions) => scope.where(smsConfigs, ...conditions);
  };

  async function list(caller: Caller, query: PageQuery & { smsCode?: string; category?: string }) {
    const where = scopedTo(db, caller.tenantId)(
      live,
      contains(smsConfigs.smsCode, query.smsCode),
      query.category ? eq(smsConfigs.category, Number(query.category)) : undefined,
    );
    return mapPage(
      await pageOf(db, smsConfigs, where, [desc(smsConfigs.status), asc(smsConfigs.smsCode)], query),
      toSms,
    );
  }

  const detail = async (caller: Caller, id: string) =>
    toSms(await findLive(db, smsConfigs, scopedTo(db, caller.tenantId), id));

  async function submit(caller: Caller, input: SmsSubmit) {
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const stored = input.id
        ? await findLive(tx, smsConfigs, scopedTo(tx, caller.tenantId), input.id)
        : undefined;
      const [clash] = await scope.select(
        smsConfigs,
        live,
        eq(smsConfigs.smsCode, input.smsCode),
        input.id ? ne(smsConfigs.id, input.id) : undefined,
      );
      if (clash) throw badRequest('smsCodeTaken', input.smsCode);
      const values = {
        category: input.category,
        smsCode: input.smsCode,
        templateId: (input.templateId ?? '').trim(),
        accessKey: keptSecret(input.accessKey, stored?.accessKey, maskKey),
        secretKey: keptSecret(input.secretKey, stored?.secretKey, maskSecret),
        regionId: (input.regionId ?? '').trim(),
        signName: (input.signName ?? '').trim(),
        appId: (input.appId ?? '').trim(),
        remark: input.remark ?? '',
        updateUser: caller.userId,
        updateTime: clock(),
      };
      if (values.category === SMS_TENCENT) {
        for (const field of ['templateId', 'accessKey', 'secretKey', 'signName', 'appId'] as const) {
          if (!values[field]) throw badRequest('smsFieldRequired', field);
        }
      }
      if (stored) {
        await scope.update(smsConfigs, values, eq(smsConfigs.id, stored.id));
      } else {
        await scope.insert(smsConfigs, [
          {
            id: nextId(),
            ...values,
            status: SMS_OFF,
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: clock(),
          },
        ]);
      }
    });
  }

  async function remove(caller: Caller, ids: string[]) {
    await removeLive(db, smsConfigs, scopedTo(db, caller.tenantId), ids, async (_tx, rows) => {
      const enabled = rows.find((row) => row.status === SMS_ENABLED);
      if (enabled) throw badRequest('smsEnabledRemove', enabled.smsCode);
    });
  }

  /** Enables one configuration and switches the tenant's others off, together or not at all. */
  async function enable(caller: Caller, id: string) {
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      await findLive(tx, smsConfigs, scopedTo(tx, caller.tenantId), id);
      await scope.update(
        smsConfigs,
        { status: SMS_OFF },
        ne(smsConfigs.id, id),
        eq(smsConfigs.status, SMS_ENABLED),
      );
      await scope.update(
        smsConfigs,
        { status: SMS_ENABLED, updateUser: caller.userId, updateTime: clock() },
        eq(smsConfigs.id, id),
      );
    });
  }

  function parsePhones(text: string) {
    const phones = [
      ...new Set(
        text
          .split(',')
          .map((phone) => phone.trim())
          .filter(Boolean),
      ),
    ];
    const bad = phones.find((phone) => !PHONE.test(phone));
    if (bad !== undefined || phones.length === 0) throw badRequest('smsPhoneInvalid', bad ?? text);
    if (phones.length > SMS_MAX_PHONES) throw badRequest('smsTooManyPhones', SMS_MAX_PHONES);
    return phones;
  }

  function parseParams(text: string | undefined): Record<string, string> {
    if (!text?.trim()) return {};
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest('smsParamsInvalid');
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest('smsParamsInvalid');
    const entries = Object.entries(value);
    if (entries.some(([, v]) => typeof v !== 'string' && typeof v !== 'number'))
      throw badRequest('smsParamsInvalid');
    return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
  }

  /**
   * Sends through the named or the enabled configuration. The per-number limit is checked and the attempt logged
   * in one transaction under a per-number lock, so two instances cannot both let a number's extra message
   * through; the provider is called after that commit (no transaction waits on the network), and its verdict is
   * written back to the log rows.
   */
  async function send(caller: Caller, input: { code?: string; phones: string; params?: string }) {
    const phones = parsePhones(input.phones);
    const params = parseParams(input.params);
    const scope = tenantScope(db, caller.tenantId);
    const [config] = input.code
      ? await scope.select(smsConfigs, live, eq(smsConfigs.smsCode, input.code))
      : await scope.select(smsConfigs, live, eq(smsConfigs.status, SMS_ENABLED));
    if (!config) {
      if (input.code) throw new AppError(404, 'smsConfigMissing', input.code);
      throw badRequest('smsNotConfigured');
    }
    const ids = phones.map(() => nextId());
    await db.transaction(async (tx) => {
      const txScope = tenantScope(tx, caller.tenantId);
      for (const phone of [...phones].sort()) {
        // A lock, not a query: it takes no tenant condition (the key names the tenant).
        // eslint-disable-next-line no-restricted-syntax
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms\n${caller.tenantId}\n${phone}`}))`);
      }
      const now = clock().getTime();
      for (const limit of SMS_LIMITS) {
        const recent = await txScope
          .from(smsLog, { phone: smsLog.phone, n: sql<number>`count(*)::int` })
          .where(inArray(smsLog.phone, phones), gte(smsLog.createTime, new Date(now - limit.windowMs)))
          .groupBy(smsLog.phone);
        const full = recent.find((row) => Number(row.n) >= limit.max);
        if (full) throw new SmsRateLimited(full.phone);
      }
      await txScope.insert(
        smsLog,
        phones.map((phone, i) => ({
          id: ids[i]!,
          smsId: config.id,
          phone,
          templateId: config.templateId,
          params: JSON.stringify(params),
          success: 1,
          createUser: caller.userId,
          createTime: clock(),
        })),
      );
    });
    try {
      await providerOf(config).send({
        phones,
        templateId: config.templateId,
        signName: config.signName,
        params,
      });
    } catch (error) {
      if (!(error instanceof SmsRefused)) throw error;
      await scope.update(smsLog, { success: 0, error: error.message.slice(0, 500) }, inArray(smsLog.id, ids));
      throw badRequest('smsProviderFailed', error.message.slice(0, 200));
    }
    return { smsCode: config.smsCode, phones };
  }

  return { list, detail, submit, remove, enable, send };
}

export type SmsService = ReturnType<typeof createSmsService>;
