import { asc, eq, gt, ne, or, type SQL } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/purchar-master';
import type { Caller } from '../../context.ts';
import type { Database, Tx } from '../../db/database.ts';
import { storehouses } from '../../db/schema/master-data.ts';
import { kcStocks } from '../../db/schema/stock.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { dictLabels } from '../../lib/dict-labels.ts';
import { contains, pageOf, type PageQuery } from '../../lib/page.ts';
import { findLive, removeLive } from '../../lib/records.ts';
import { assertDictKey } from '../../lib/dictionary.ts';
import { assertProject, deptNames, userNames } from '../../documents/enrich.ts';

type Storehouse = components['schemas']['Storehouse'];
type StorehouseSubmit = components['schemas']['StorehouseSubmit'];
type StorehouseRow = typeof storehouses.$inferSelect;

export const STOREHOUSE_TYPE_DICT = 'kc_storehouse_type';
const live = eq(storehouses.isDeleted, 0);

/**
 * A storehouse that holds stock can be neither disabled nor deleted (409). The storehouse row is locked first: a
 * stock posting takes a share lock on it, so a posting and a disable never both see the other's "before".
 */
async function assertHoldsNoStock(tx: Tx, tenantId: string, id: string) {
  const scope = tenantScope(tx, tenantId);
  const [house] = await scope.from(storehouses).where(eq(storehouses.id, id)).for('update');
  if (!house) return;
  const [held] = await scope
    .from(kcStocks, { id: kcStocks.id })
    .where(eq(kcStocks.storehouseId, id), or(gt(kcStocks.qty, '0'), ne(kcStocks.amount, '0')))
    .limit(1);
  if (held) throw new AppError(409, 'storehouseHasStock', house.storehouseCode);
}

/** Storehouses (kc_storehouse): code unique per tenant, type from kc_storehouse_type, a keeper of the tenant. */
export function createStorehouseService(db: Database, clock: () => Date, nextId: NextId) {
  async function describe(caller: Caller, rows: StorehouseRow[], lang: Lang) {
    const [projects, keepers, types] = await Promise.all([
      deptNames(
        db,
        caller.tenantId,
        rows.map((row) => row.projectId),
      ),
      userNames(
        db,
        caller.tenantId,
        rows.map((row) => row.keeperId),
      ),
      dictLabels(db, [STOREHOUSE_TYPE_DICT], lang),
    ]);
    return (row: StorehouseRow): Storehouse => ({
      id: row.id,
      storehouseCode: row.storehouseCode,
      storehouseName: row.storehouseName,
      storehouseType: row.storehouseType,
      storehouseTypeName: types(STOREHOUSE_TYPE_DICT, row.storehouseType),
      projectId: row.projectId,
      projectName: (row.projectId && projects.get(row.projectId)) || '',
      address: row.address,
      keeperId: row.keeperId,
      keeperName: (row.keeperId && keepers.get(row.keeperId)) || '',
      status: row.status === 1 ? 1 : 0,
      remark: row.remark,
      createTime: formatDateTime(row.createTime),
      updateTime: formatDateTime(row.updateTime),
    });
  }

  async function page(
    caller: Caller,
    query: PageQuery & {
      storehouseCode?: string;
      storehouseName?: string;
      storehouseType?: string;
      projectId?: string;
      status?: number;
    },
    lang: Lang,
  ) {
    const where = tenantScope(db, caller.tenantId).where(
      storehouses,
      live,
      contains(storehouses.storehouseCode, query.storehouseCode),
      contains(storehouses.storehouseName, query.storehouseName),
      query.storehouseType ? eq(storehouses.storehouseType, query.storehouseType) : undefined,
      query.projectId ? eq(storehouses.projectId, query.projectId) : undefined,
      query.status === undefined ? undefined : eq(storehouses.status, query.status),
    );
    const found = await pageOf(db, storehouses, where, [asc(storehouses.storehouseCode)], query);
    const map = await describe(caller, found.records, lang);
    return { ...found, records: found.records.map(map) };
  }

  async function detail(caller: Caller, id: string, lang: Lang) {
    const scope = tenantScope(db, caller.tenantId);
    const row = await findLive(db, storehouses, (...c) => scope.where(storehouses, ...c), id);
    return (await describe(caller, [row], lang))(row);
  }

  async function save(caller: Caller, input: StorehouseSubmit, lang: Lang): Promise<Storehouse> {
    const row = await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const scoped = (...c: (SQL | undefined)[]) => scope.where(storehouses, ...c);
      const [clash] = await scope.select(
        storehouses,
        live,
        eq(storehouses.storehouseCode, input.storehouseCode),
        input.id ? ne(storehouses.id, input.id) : undefined,
      );
      if (clash) throw badRequest('storehouseCodeTaken', input.storehouseCode);
      if (input.id) await findLive(tx, storehouses, scoped, input.id);
      if (input.id && input.status === 0) await assertHoldsNoStock(tx, caller.tenantId, input.id);
      await assertDictKey(tx, STOREHOUSE_TYPE_DICT, input.storehouseType, 'storehouseType');
      const projectId = input.projectId || null;
      await assertProject(tx, caller.tenantId, projectId);
      const keeperId = input.keeperId || null;
      if (keeperId && !(await userNames(tx, caller.tenantId, [keeperId])).has(keeperId)) {
        throw badRequest('keeperMissing', keeperId);
      }
      const values = {
        storehouseCode: input.storehouseCode,
        storehouseName: input.storehouseName,
        storehouseType: input.storehouseType,
        projectId,
        address: input.address ?? '',
        keeperId,
        status: input.status ?? 1,
        remark: input.remark ?? '',
        updateUser: caller.userId,
        updateTime: clock(),
      };
      const id = input.id ?? nextId();
      if (input.id) {
        await scope.update(storehouses, values, eq(storehouses.id, id));
      } else {
        await scope.insert(storehouses, [
          {
            id,
            ...values,
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: clock(),
          },
        ]);
      }
      return findLive(tx, storehouses, scoped, id);
    });
    return (await describe(caller, [row], lang))(row);
  }

  async function remove(caller: Caller, id: string) {
    const scope = tenantScope(db, caller.tenantId);
    await removeLive(
      db,
      storehouses,
      (...c) => scope.where(storehouses, ...c),
      [id],
      (tx) => assertHoldsNoStock(tx, caller.tenantId, id),
    );
  }

  return { page, detail, save, remove };
}

export type StorehouseService = ReturnType<typeof createStorehouseService>;
