/**
 * ht-contract/pages and ht-contract/purchaseProcessTracking over many contracts: the whole HTTP path (auth,
 * permission, data scope, the page with its count, the per-page enrichment — buttons for the list, the whole
 * chain for tracking) next to the raw SQL of the same page queries. Prints p50/p95; asserts nothing. The default
 * is the 100 000 contracts × 10 lines (1 000 000 lines, every other contract ordered), generated
 * set-based; CONTRACT_BENCH_CONTRACTS / CONTRACT_BENCH_LINES make it smaller. PGlite in process by default;
 * BENCH_DATABASE_URL (an empty PostgreSQL database on loopback) runs it on PostgreSQL.
 *   CONTRACT_BENCH_CONTRACTS=10000 npx tsx bench/contract-pages.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/bench npx tsx bench/contract-pages.ts
 */
import { sql } from 'drizzle-orm';
import { md5 } from 'js-md5';
import { createApp } from '../src/server/app.ts';
import { loadMigrations, openDatabase } from '../src/server/db/open.node.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { measure } from './measure.ts';

const CONTRACTS = Number(process.env.CONTRACT_BENCH_CONTRACTS ?? 100_000);
const LINES = Number(process.env.CONTRACT_BENCH_LINES ?? 10);
const TENANT = '000000';
const CLIENT = `Basic ${btoa('saber:saber_secret')}`;

const url = process.env.BENCH_DATABASE_URL;
if (url && !/@(127\.0\.0\.1|localhost)[:/]/.test(url))
  throw new Error('BENCH_DATABASE_URL must be on loopback');
const database = await openDatabase({ databaseUrl: url });
await prepareDatabase(database.db, loadMigrations());
const { db } = database;
const app = createApp({ db, jwtSecret: 'bench-secret-bench-secret-bench-secret-1234', captcha: false });

// Set-based, one INSERT … SELECT per table: contract c (approved, in force, a minute after c − 1) has LINES lines
// of 10 t at 3 900.00; every odd contract has one order over all its lines.
const seeded = performance.now();
await db.execute(sql`
  insert into ht_contract (id, tenant_id, contract_no, contract_name, dept_id, buyer_id, buyer_name, supplier_id,
    supplier_name, total_amount, original_amount, approve_status, contract_status, approve_time, create_time)
  select 7000000000000000000 + c, ${TENANT}, 'HT' || lpad(c::text, 12, '0'), '合同 ' || c, 1, 1, '总公司',
    8000000 + c % 50, '供应商 ' || c % 50, 39000 * ${LINES}, 39000 * ${LINES}, 5, 1,
    timestamptz '2026-01-01 00:00:00+00' + c * interval '1 minute',
    timestamptz '2026-01-01 00:00:00+00' + c * interval '1 minute'
  from generate_series(0, ${CONTRACTS - 1}) as g(c)`);
await db.execute(sql`
  insert into ht_contract_item (id, tenant_id, contract_id, line_no, material_id, material_code, material_name,
    unit, qty, unit_price, tax_rate, unit_price_excl_tax, amount, amount_excl_tax, tax_amount, ordered_qty)
  select 7200000000000000000 + c * ${LINES} + l, ${TENANT}, 7000000000000000000 + c, l + 1, 41000001, 'WZ0101001',
    '螺纹钢 ' || (c + l) % 20, 't', 10, 3900, 13, 3451.3274, 39000, 34513.27, 4486.73,
    case when c % 2 = 1 then 10 else 0 end
  from generate_series(0, ${CONTRACTS - 1}) as g(c), generate_series(0, ${LINES - 1}) as h(l)`);
await db.execute(sql`
  insert into cg_order_info (id, tenant_id, order_no, contract_id, contract_no, supplier_id, supplier_name, dept_id,
    order_date, order_amount, order_status)
  select 7300000000000000000 + c, ${TENANT}, 'DD' || lpad(c::text, 12, '0'), 7000000000000000000 + c,
    'HT' || lpad(c::text, 12, '0'), 8000000 + c % 50, '供应商 ' || c % 50, 1, date '2026-11-20',
    39000 * ${LINES}, 1
  from generate_series(1, ${CONTRACTS - 1}, 2) as g(c)`);
await db.execute(sql`
  insert into cg_order_item (id, tenant_id, order_id, contract_item_id, line_no, material_id, material_code,
    material_name, unit, order_qty, unit_price, tax_rate, amount)
  select 7400000000000000000 + c * ${LINES} + l, ${TENANT}, 7300000000000000000 + c,
    7200000000000000000 + c * ${LINES} + l, l + 1, 41000001, 'WZ0101001', '螺纹钢 ' || (c + l) % 20, 't', 10, 3900,
    13, 39000
  from generate_series(1, ${CONTRACTS - 1}, 2) as g(c), generate_series(0, ${LINES - 1}) as h(l)`);
for (const table of ['ht_contract', 'ht_contract_item', 'cg_order_info', 'cg_order_item'])
  await db.execute(sql.raw(`analyze ${table}`));
console.log(
  `${database.kind}: ${CONTRACTS} contracts × ${LINES} lines seeded in ${(performance.now() - seeded).toFixed(0)} ms`,
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
