/**
 * ht-contract/pages and ht-contract/purchaseProcessTracking over many contracts: the whole HTTP path (auth,
 * permission, data scope, the page with its count, the per-page enrichment — buttons for the list, the whole
 * chain for tracking) on the in-process PGlite, next to the raw SQL of the same page queries. Prints p50/p95;
 * asserts nothing. The default is the 100 000 contracts (one line each, every other one ordered);
 * CONTRACT_BENCH_CONTRACTS makes it smaller.
 *   CONTRACT_BENCH_CONTRACTS=10000 npx tsx bench/contract-pages.ts
 */
import { sql } from 'drizzle-orm';
import { md5 } from 'js-md5';
import { createApp } from '../src/server/app.ts';
import { loadMigrations, openDatabase } from '../src/server/db/open.node.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { cgOrderItems, cgOrders, htContractItems, htContracts } from '../src/server/db/schema/contracts.ts';
import { measure } from './measure.ts';

const CONTRACTS = Number(process.env.CONTRACT_BENCH_CONTRACTS ?? 100_000);
const BATCH = 2_000;
const TENANT = '000000';
const CLIENT = `Basic ${btoa('saber:saber_secret')}`;

const database = await openDatabase({});
await prepareDatabase(database.db, loadMigrations());
const { db } = database;
const app = createApp({ db, jwtSecret: 'bench-secret-bench-secret-bench-secret-1234', captcha: false });

const seeded = performance.now();
const contractId = (c: number) => String(7_000_000_000_000_000n + BigInt(c));
const itemId = (c: number) => String(7_200_000_000_000_000n + BigInt(c));
const orderId = (c: number) => String(7_300_000_000_000_000n + BigInt(c));
const at = (c: number) => new Date(Date.UTC(2026, 0, 1) + c * 60_000);
const range = (first: number) =>
  Array.from({ length: Math.min(BATCH, CONTRACTS - first) }, (_, i) => first + i);
for (let first = 0; first < CONTRACTS; first += BATCH) {
  await db.insert(htContracts).values(
    range(first).map((c) => ({
      id: contractId(c),
      tenantId: TENANT,
      contractNo: `HT${String(c).padStart(12, '0')}`,
      contractName: `合同 ${c}`,
      deptId: '1',
      buyerId: '1',
      buyerName: '总公司',
      supplierId: String(8_000_000 + (c % 50)),
      supplierName: `供应商 ${c % 50}`,
      totalAmount: '39000.00',
      approveStatus: 5,
      contractStatus: 1,
      approveTime: at(c),
      createTime: at(c),
    })),
  );
  await db.insert(htContractItems).values(
    range(first).map((c) => ({
      id: itemId(c),
      tenantId: TENANT,
      contractId: contractId(c),
      lineNo: 1,
      materialId: '41000001',
      materialCode: 'WZ0101001',
      materialName: `螺纹钢 ${c % 20}`,
      unit: 't',
      qty: '10',
      unitPrice: '3900',
      taxRate: '13',
      unitPriceExclTax: '3451.3274',
      amount: '39000.00',
      amountExclTax: '34513.27',
      taxAmount: '4486.73',
      orderedQty: c % 2 ? '10' : '0',
    })),
  );
  const ordered = range(first).filter((c) => c % 2);
  await db.insert(cgOrders).values(
    ordered.map((c) => ({
      id: orderId(c),
      tenantId: TENANT,
      orderNo: `DD${String(c).padStart(12, '0')}`,
      contractId: contractId(c),
      contractNo: `HT${String(c).padStart(12, '0')}`,
      supplierId: String(8_000_000 + (c % 50)),
      supplierName: `供应商 ${c % 50}`,
      deptId: '1',
      orderDate: '2026-11-20',
      orderAmount: '39000.00',
      orderStatus: 1,
    })),
  );
  await db.insert(cgOrderItems).values(
    ordered.map((c) => ({
      id: String(7_400_000_000_000_000n + BigInt(c)),
      tenantId: TENANT,
      orderId: orderId(c),
      contractItemId: itemId(c),
      lineNo: 1,
      materialId: '41000001',
      materialCode: 'WZ0101001',
      materialName: `螺纹钢 ${c % 20}`,
      unit: 't',
      orderQty: '10',
      unitPrice: '3900',
      taxRate: '13',
      amount: '39000.00',
    })),
  );
}
for (const table of ['ht_contract', 'ht_contract_item', 'cg_order_info', 'cg_order_item'])
  await db.execute(sql.raw(`analyze ${table}`));
console.log(
  `${CONTRACTS} contracts with a line each: seeded in ${(performance.now() - seeded).toFixed(0)} ms`,
);

const signIn = await app.request(
  `/api/blade-auth/oauth/token?grant_type=password&tenantId=${TENANT}&username=admin&password=${md5('admin')}`,
  { method: 'POST', headers: { Authorization: CLIENT } },
);
const { access_token: token } = (await signIn.json()) as { access_token: string };
const auth = { headers: { 'Blade-Auth': `bearer ${token}` } };
const get = (path: string) => async () => {
  const response = await app.request(`/api${path}`, auth);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  await response.json();
};
const runs = Number(process.env.CONTRACT_BENCH_RUNS ?? 20);
const middle = `HT${String(Math.floor(CONTRACTS / 2)).padStart(12, '0')}`;

await measure(
  'GET ht-contract/pages (page 1 of 10)',
  runs,
  get('/purchase/ht-contract/pages?current=1&size=10'),
);
await measure('raw SQL contract page + count', runs, async () => {
  await db.execute(sql`select * from ht_contract where tenant_id = ${TENANT} and is_deleted = 0
    order by create_time desc, id desc limit 10`);
  await db.execute(sql`select count(*) from ht_contract where tenant_id = ${TENANT} and is_deleted = 0`);
});

await measure(
  'GET purchaseProcessTracking (page 1 of 10)',
  runs,
  get('/purchase/ht-contract/purchaseProcessTracking?current=1&size=10'),
);
await measure('raw SQL tracking page + count', runs, async () => {
  await db.execute(sql`select i.*, c.* from ht_contract_item i join ht_contract c on c.id = i.contract_id
    where i.tenant_id = ${TENANT} and i.is_deleted = 0 and c.is_deleted = 0 and c.approve_status = 5
    order by c.approve_time desc, c.id desc, i.line_no limit 10`);
  await db.execute(sql`select count(*) from ht_contract_item i join ht_contract c on c.id = i.contract_id
    where i.tenant_id = ${TENANT} and i.is_deleted = 0 and c.is_deleted = 0 and c.approve_status = 5`);
});
await measure(
  `GET purchaseProcessTracking (contractNo ${middle})`,
  runs,
  get(`/purchase/ht-contract/purchaseProcessTracking?current=1&size=10&contractNo=${middle}`),
);
await measure('raw SQL tracking by contract no + count', runs, async () => {
  const like = `%${middle}%`;
  await db.execute(sql`select i.*, c.* from ht_contract_item i join ht_contract c on c.id = i.contract_id
    where i.tenant_id = ${TENANT} and i.is_deleted = 0 and c.is_deleted = 0 and c.approve_status = 5
      and c.contract_no ilike ${like}
    order by c.approve_time desc, c.id desc, i.line_no limit 10`);
  await db.execute(sql`select count(*) from ht_contract_item i join ht_contract c on c.id = i.contract_id
    where i.tenant_id = ${TENANT} and i.is_deleted = 0 and c.is_deleted = 0 and c.approve_status = 5
      and c.contract_no ilike ${like}`);
});
await app.flushLogs();
await database.close();
