import { asc, eq, ne } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-system';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { params } from '../../db/schema/platform.ts';
import { DEFAULT_INIT_PASSWORD } from '../../db/seed/seed.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { badRequest } from '../../http/errors.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { contains, mapPage, pageOf, type PageQuery } from '../../lib/page.ts';
import { findLive, removeLive } from '../../lib/records.ts';
import { INIT_PASSWORD_KEY } from '../../lib/param-keys.ts';

type Param = components['schemas']['Param'];
type ParamSubmit = components['schemas']['ParamSubmit'];
type ParamRow = typeof params.$inferSelect;

const toParam = (row: ParamRow): Param => ({
  id: row.id,
  tenantId: row.tenantId,
  paramName: row.paramName,
  paramKey: row.paramKey,
  paramValue: row.paramValue,
  remark: row.remark,
  createTime: formatDateTime(row.createTime),
  updateTime: formatDateTime(row.updateTime),
});

/** Parameters of a tenant (blade_param); paramKey is unique within the tenant. */
export function createParamService(db: Database, clock: () => Date, nextId: NextId) {
  const live = eq(params.isDeleted, 0);

  async function list(
    caller: Caller,
    query: PageQuery & { paramName?: string; paramKey?: string; paramValue?: string },
  ) {
    const scope = tenantScope(db, caller.tenantId);
    const where = scope.where(
      params,
      live,
      contains(params.paramName, query.paramName),
      contains(params.paramKey, query.paramKey),
      contains(params.paramValue, query.paramValue),
    );
    return mapPage(await pageOf(db, params, where, [asc(params.paramKey)], query), toParam);
  }

  async function detail(caller: Caller, id: string): Promise<Param> {
    const scope = tenantScope(db, caller.tenantId);
    return toParam(await findLive(db, params, (...c) => scope.where(params, ...c), id));
  }

  async function submit(caller: Caller, input: ParamSubmit) {
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const [clash] = await scope.select(
        params,
        live,
        eq(params.paramKey, input.paramKey),
        input.id ? ne(params.id, input.id) : undefined,
      );
      if (clash) throw badRequest('paramKeyTaken', input.paramKey);
      const values = {
        paramName: input.paramName,
        paramKey: input.paramKey,
        paramValue: input.paramValue,
        remark: input.remark ?? '',
        updateUser: caller.userId,
        updateTime: clock(),
      };
      if (input.id) {
        await findLive(tx, params, (...c) => scope.where(params, ...c), input.id);
        await scope.update(params, values, eq(params.id, input.id));
      } else {
        await scope.insert(params, [
          { id: nextId(), ...values, createUser: caller.userId, createTime: clock() },
        ]);
      }
    });
  }

  async function remove(caller: Caller, ids: string[]) {
    const scope = tenantScope(db, caller.tenantId);
    await removeLive(db, params, (...c) => scope.where(params, ...c), ids);
  }

  /** A tenant's parameter value, for the rules that read one (initial password, registration switch). */
  async function value(tenantId: string, key: string): Promise<string | undefined> {
    const [row] = await tenantScope(db, tenantId).select(params, live, eq(params.paramKey, key));
    return row?.paramValue;
  }

  const initPassword = async (tenantId: string) =>
    (await value(tenantId, INIT_PASSWORD_KEY)) || DEFAULT_INIT_PASSWORD;

  return { list, detail, submit, remove, value, initPassword };
}

export type ParamService = ReturnType<typeof createParamService>;
