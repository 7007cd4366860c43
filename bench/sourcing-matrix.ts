/**
 * purchar/cg-sourcing/matrix of one sourcing bill with 200 lines × 10 invited suppliers (2 000 offers, one award
 * per line; issue 12 figures). Prints p50/p95 of the whole HTTP path (auth, permission, validation, the four
 * reads, the materials' last prices, lowest and savings per line, envelope) on the in-process PGlite, next to the
 * raw SQL of the same four reads. Asserts nothing.
 *   npx tsx bench/sourcing-matrix.ts
 */
import { md5 } from 'js-md5';
import { and, eq, sql } from 'drizzle-orm';
import { createApp } from '../src/server/app.ts';
import { depts, users } from '../src/server/db/schema/platform.ts';
import {
  cgSourcing,
  cgSourcingAwards,
  cgSourcingItems,
  cgSourcingOffers,
  cgSourcingSuppliers,
} from '../src/server/db/schema/sourcing.ts';
import { loadMigrations, openDatabase } from '../src/server/db/open.node.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { measure } from './measure.ts';

const LINES = 200;
const SUPPLIERS = 10;
const CLIENT = `Basic ${btoa('saber:saber_secret')}`;
const TENANT = '000000';
const SOURCING_ID = '8100000000000001';

const database = await openDatabase({});
await prepareDatabase(database.db, loadMigrations());
const { db } = database;
const app = createApp({ db, jwtSecret: 'bench-secret-bench-secret-bench-secret-1234', captcha: false });

const [shanghai] = await db
  .select({ id: depts.id })
  .from(depts)
  .where(and(eq(depts.tenantId, TENANT), eq(depts.deptName, '上海项目部')));
const [adminUser] = await db
  .select({ id: users.id })
  .from(users)
  .where(and(eq(users.tenantId, TENANT), eq(users.account, 'admin')));

await db.insert(cgSourcing).values({
  id: SOURCING_ID,
  tenantId: TENANT,
  sourcingNo: 'XY202611250001',
  sourcingName: '基准寻源',
  purchaserId: adminUser!.id,
  deptId: shanghai!.id,
});
const supplierIds = Array.from({ length: SUPPLIERS }, (_, s) => String(8_200_000 + s));
await db.insert(cgSourcingSuppliers).values(
  supplierIds.map((supplierId, s) => ({
    id: String(8_300_000 + s),
    tenantId: TENANT,
    sourcingId: SOURCING_ID,
    supplierId,
    supplierName: `供应商 ${s + 1}`,
    quoteStatus: 1,
    createTime: new Date(Date.UTC(2026, 10, 1, 0, 0, s)),
  })),
);
const items = Array.from({ length: LINES }, (_, i) => ({
  id: String(8_400_000 + i),
  tenantId: TENANT,
  sourcingId: SOURCING_ID,
  lineNo: i + 1,
  needsId: '1',
  needsItemId: String(8_500_000 + i),
  allocationId: String(8_600_000 + i),
  sourceAllocationId: String(8_700_000 + i),
  // The seed's materials, so the last prices are real look-ups.
  materialId: i % 2 === 0 ? '41000001' : '41000004',
  materialCode: i % 2 === 0 ? 'WZ0101001' : 'WZ0102001',
  materialName: i % 2 === 0 ? '热轧带肋钢筋' : '普通硅酸盐水泥',
  qty: '10.5',
  budgetPrice: '4000',
  awardedQty: '10.5',
}));
await db.insert(cgSourcingItems).values(items);
const offers = items.flatMap((item, i) =>
  supplierIds.map((supplierId, s) => {
    const price = (3500 + ((i * 7 + s * 13) % 400)).toFixed(4);
    return {
      id: String(9_000_000 + i * SUPPLIERS + s),
      tenantId: TENANT,
      sourcingId: SOURCING_ID,
      sourcingItemId: item.id,
      supplierId,
      unitPrice: price,
      unitPriceExclTax: price,
      amount: (Number(price) * 10.5).toFixed(2),
      validUntil: s === 9 ? '2026-01-01' : null,
    };
  }),
);
for (let first = 0; first < offers.length; first += 1000) {
  await db.insert(cgSourcingOffers).values(offers.slice(first, first + 1000));
}
await db.insert(cgSourcingAwards).values(
  items.map((item, i) => {
    const offer = offers[i * SUPPLIERS + (i % 3)]!;
    return {
      id: String(9_500_000 + i),
      tenantId: TENANT,
      sourcingId: SOURCING_ID,
      sourcingItemId: item.id,
      supplierId: offer.supplierId,
      offerId: offer.id,
      winQty: '10.5',
      winPrice: offer.unitPrice,
      winAmount: offer.amount,
      reason: i % 3 === 0 ? '' : '交期',
    };
  }),
);
for (const table of ['cg_sourcing_item', 'cg_sourcing_offer', 'cg_sourcing_award', 'cg_sourcing_supplier']) {
  await db.execute(sql.raw(`analyze ${table}`));
}
console.log(`${LINES} lines × ${SUPPLIERS} suppliers (${offers.length} offers, ${LINES} awards) inserted`);

const signIn = await app.request(
  `/api/blade-auth/oauth/token?grant_type=password&tenantId=${TENANT}&username=admin&password=${md5('admin')}`,
  { method: 'POST', headers: { Authorization: CLIENT } },
);
const { access_token: token } = (await signIn.json()) as { access_token: string };
const auth = { headers: { 'Blade-Auth': `bearer ${token}` } };

await measure(`GET cg-sourcing/matrix ${LINES}×${SUPPLIERS}`, 50, async () => {
  const response = await app.request(`/api/purchar/cg-sourcing/matrix?sourcingId=${SOURCING_ID}`, auth);
  if (response.status !== 200)
    throw new Error(`matrix answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { data: { lines: unknown[] } };
  if (body.data.lines.length !== LINES) throw new Error('matrix lines missing');
});
await measure('raw SQL: the four reads', 50, async () => {
  const where = sql`tenant_id = ${TENANT} and sourcing_id = ${SOURCING_ID} and is_deleted = 0`;
  await Promise.all([
    db.execute(sql`select * from cg_sourcing_item where ${where} order by line_no, id`),
    db.execute(sql`select * from cg_sourcing_supplier where ${where} order by create_time, id`),
    db.execute(sql`select * from cg_sourcing_offer where ${where}`),
    db.execute(sql`select * from cg_sourcing_award where ${where}`),
  ]);
});
await app.flushLogs();
await database.close();
