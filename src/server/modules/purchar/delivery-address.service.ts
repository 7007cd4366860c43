import { desc, asc, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/purchar-master';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { deliveryAddresses } from '../../db/schema/master-data.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { contains, pageOf, type PageQuery } from '../../lib/page.ts';
import { findLive, removeLive } from '../../lib/records.ts';
import { assertProject, deptNames } from '../../documents/enrich.ts';
import { joinRegionPath } from '../../domain/address.ts';

type DeliveryAddress = components['schemas']['DeliveryAddress'];
type DeliveryAddressSubmit = components['schemas']['DeliveryAddressSubmit'];
type AddressRow = typeof deliveryAddresses.$inferSelect;

const live = eq(deliveryAddresses.isDeleted, 0);

/** Delivery addresses (cg_delivery_address): per project department, one default per project. */
export function createDeliveryAddressService(db: Database, clock: () => Date, nextId: NextId) {
  async function describe(caller: Caller, rows: AddressRow[]) {
    const projects = await deptNames(
      db,
      caller.tenantId,
      rows.map((row) => row.projectId),
    );
    return (row: AddressRow): DeliveryAddress => ({
      id: row.id,
      projectId: row.projectId,
      projectName: (row.projectId && projects.get(row.projectId)) || '',
      receiverName: row.receiverName,
      receiverPhone: row.receiverPhone,
      province: row.province,
      city: row.city,
      district: row.district,
      detailAddress: row.detailAddress,
      fullAddress: joinRegionPath([row.province, row.city, row.district], row.detailAddress),
      isDefault: row.isDefault === 1 ? 1 : 0,
      status: row.status === 1 ? 1 : 0,
      remark: row.remark,
      createTime: formatDateTime(row.createTime),
      updateTime: formatDateTime(row.updateTime),
    });
  }

  async function page(
    caller: Caller,
    query: PageQuery & { projectId?: string; receiverName?: string; address?: string; status?: number },
  ) {
    const where = tenantScope(db, caller.tenantId).where(
      deliveryAddresses,
      live,
      query.projectId ? eq(deliveryAddresses.projectId, query.projectId) : undefined,
      contains(deliveryAddresses.receiverName, query.receiverName),
      query.address?.trim()
        ? or(
            contains(deliveryAddresses.province, query.address),
            contains(deliveryAddresses.city, query.address),
            contains(deliveryAddresses.district, query.address),
            contains(deliveryAddresses.detailAddress, query.address),
          )
        : undefined,
      query.status === undefined ? undefined : eq(deliveryAddresses.status, query.status),
    );
    const order = [desc(deliveryAddresses.isDefault), asc(deliveryAddresses.id)];
    const found = await pageOf(db, deliveryAddresses, where, order, query);
    const map = await describe(caller, found.records);
    return { ...found, records: found.records.map(map) };
  }

  async function detail(caller: Caller, id: string) {
    const scope = tenantScope(db, caller.tenantId);
    const row = await findLive(db, deliveryAddresses, (...c) => scope.where(deliveryAddresses, ...c), id);
    return (await describe(caller, [row]))(row);
  }

  async function save(caller: Caller, input: DeliveryAddressSubmit): Promise<DeliveryAddress> {
    const row = await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const scoped = (...c: (SQL | undefined)[]) => scope.where(deliveryAddresses, ...c);
      if (input.id) await findLive(tx, deliveryAddresses, scoped, input.id);
      const projectId = input.projectId || null;
      await assertProject(tx, caller.tenantId, projectId);
      const id = input.id ?? nextId();
      const isDefault = input.isDefault ?? 0;
      if (isDefault === 1) {
        // One default per project: the new default takes over.
        await scope.update(
          deliveryAddresses,
          { isDefault: 0 },
          live,
          projectId ? eq(deliveryAddresses.projectId, projectId) : isNull(deliveryAddresses.projectId),
          ne(deliveryAddresses.id, id),
        );
      }
      const values = {
        projectId,
        receiverName: input.receiverName,
        receiverPhone: input.receiverPhone,
        province: input.province ?? '',
        city: input.city ?? '',
        district: input.district ?? '',
        detailAddress: input.detailAddress,
        isDefault,
        status: input.status ?? 1,
        remark: input.remark ?? '',
        updateUser: caller.userId,
        updateTime: clock(),
      };
      if (input.id) {
        await scope.update(deliveryAddresses, values, eq(deliveryAddresses.id, id));
      } else {
        await scope.insert(deliveryAddresses, [
          {
            id,
            ...values,
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: clock(),
          },
        ]);
      }
      return findLive(tx, deliveryAddresses, scoped, id);
    });
    return (await describe(caller, [row]))(row);
  }

  async function remove(caller: Caller, id: string) {
    const scope = tenantScope(db, caller.tenantId);
    await removeLive(db, deliveryAddresses, (...c) => scope.where(deliveryAddresses, ...c), [id]);
  }

  return { page, detail, save, remove };
}

export type DeliveryAddressService = ReturnType<typeof createDeliveryAddressService>;
