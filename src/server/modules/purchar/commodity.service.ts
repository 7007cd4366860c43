import { asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/purchar-master';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { commodities, materials } from '../../db/schema/master-data.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { badRequest } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';
import { formatDateTime, parseDay } from '../../lib/dates.ts';
import { dictLabels } from '../../lib/dict-labels.ts';
import { contains, pageOf, type PageQuery } from '../../lib/page.ts';
import { findLive, removeLive } from '../../lib/records.ts';
import { MATERIAL_UNIT_DICT } from './material.service.ts';
import { decimalFromJson, decimalNumber } from '../../domain/values.ts';
import { assertDictKey } from '../../lib/dictionary.ts';

type Commodity = components['schemas']['Commodity'];
type CommoditySubmit = components['schemas']['CommoditySubmit'];
type CommodityRow = typeof commodities.$inferSelect;

const live = eq(commodities.isDeleted, 0);

/** Commodities (cg_commodity): a material as a priced catalogue item (brand, model, tax-inclusive price). */
export function createCommodityService(db: Database, clock: () => Date, nextId: NextId) {
  async function describe(caller: Caller, rows: CommodityRow[], lang: Lang) {
    const ids = [...new Set(rows.map((row) => row.materialId))];
    const [found, units] = await Promise.all([
      ids.length
        ? tenantScope(db, caller.tenantId)
            .from(materials, { id: materials.id, code: materials.materialCode, name: materials.materialName })
            .where(inArray(materials.id, ids))
        : Promise.resolve([]),
      dictLabels(db, [MATERIAL_UNIT_DICT], lang),
    ]);
    const byId = new Map(found.map((row) => [row.id, row]));
    return (row: CommodityRow): Commodity => ({
      id: row.id,
      commodityCode: row.commodityCode,
      commodityName: row.commodityName,
      materialId: row.materialId,
      materialCode: byId.get(row.materialId)?.code ?? '',
      materialName: byId.get(row.materialId)?.name ?? '',
      brand: row.brand,
      model: row.model,
      spec: row.spec,
      unit: row.unit,
      unitName: units(MATERIAL_UNIT_DICT, row.unit),
      price: decimalNumber(row.price),
      taxRate: decimalNumber(row.taxRate),
      priceSource: row.priceSource === 1 ? 1 : row.priceSource === 3 ? 3 : 2,
      priceDate: row.priceDate,
      validUntil: row.validUntil,
      status: row.status === 1 ? 1 : 0,
      remark: row.remark,
      createTime: formatDateTime(row.createTime),
      updateTime: formatDateTime(row.updateTime),
    });
  }

  async function page(
    caller: Caller,
    query: PageQuery & {
      commodityCode?: string;
      commodityName?: string;
      materialId?: string;
      status?: number;
    },
    lang: Lang,
  ) {
    const where = tenantScope(db, caller.tenantId).where(
      commodities,
      live,
      contains(commodities.commodityCode, query.commodityCode),
      contains(commodities.commodityName, query.commodityName),
      query.materialId ? eq(commodities.materialId, query.materialId) : undefined,
      query.status === undefined ? undefined : eq(commodities.status, query.status),
    );
    const found = await pageOf(db, commodities, where, [asc(commodities.commodityCode)], query);
    const map = await describe(caller, found.records, lang);
    return { ...found, records: found.records.map(map) };
  }

  async function detail(caller: Caller, id: string, lang: Lang) {
    const scope = tenantScope(db, caller.tenantId);
    const row = await findLive(db, commodities, (...c) => scope.where(commodities, ...c), id);
    return (await describe(caller, [row], lang))(row);
  }

  async function save(caller: Caller, input: CommoditySubmit, lang: Lang): Promise<Commodity> {
    const row = await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const scoped = (...c: (SQL | undefined)[]) => scope.where(commodities, ...c);
      const [clash] = await scope.select(
        commodities,
        live,
        eq(commodities.commodityCode, input.commodityCode),
        input.id ? ne(commodities.id, input.id) : undefined,
      );
      if (clash) throw badRequest('commodityCodeTaken', input.commodityCode);
      const before = input.id ? await findLive(tx, commodities, scoped, input.id) : undefined;
      const [material] = await scope.select(
        materials,
        eq(materials.isDeleted, 0),
        eq(materials.id, input.materialId),
      );
      if (!material) throw badRequest('materialMissing', input.materialId);
      // A disabled material takes no new catalogue items; existing ones may still be edited.
      if (material.status !== 1 && before?.materialId !== material.id) {
        throw badRequest('materialDisabled', material.materialCode);
      }
      const unit = input.unit || material.unit;
      await assertDictKey(tx, MATERIAL_UNIT_DICT, unit, 'unit');
      const priceDate = parseDay(input.priceDate);
      const validUntil = parseDay(input.validUntil);
      if (priceDate && validUntil && validUntil < priceDate) throw badRequest('validUntilBeforePriceDate');
      const values = {
        commodityCode: input.commodityCode,
        commodityName: input.commodityName,
        materialId: input.materialId,
        brand: input.brand ?? '',
        model: input.model ?? '',
        spec: input.spec ?? material.spec,
        unit,
        price: decimalFromJson('price', input.price, 4),
        taxRate:
          input.taxRate === undefined ? material.taxRate : decimalFromJson('taxRate', input.taxRate, 2),
        priceSource: input.priceSource ?? 2,
        priceDate: input.priceDate ?? null,
        validUntil: input.validUntil ?? null,
        status: input.status ?? 1,
        remark: input.remark ?? '',
        updateUser: caller.userId,
        updateTime: clock(),
      };
      const id = input.id ?? nextId();
      if (before) {
        await scope.update(commodities, values, eq(commodities.id, id));
      } else {
        await scope.insert(commodities, [
          {
            id,
            ...values,
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: clock(),
          },
        ]);
      }
      return findLive(tx, commodities, scoped, id);
    });
    return (await describe(caller, [row], lang))(row);
  }

  async function remove(caller: Caller, id: string) {
    const scope = tenantScope(db, caller.tenantId);
    await removeLive(db, commodities, (...c) => scope.where(commodities, ...c), [id]);
  }

  return { page, detail, save, remove };
}

export type CommodityService = ReturnType<typeof createCommodityService>;
