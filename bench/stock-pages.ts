/**
 * kc-stock-summary stock/pages (balances) and stock/detailsPages (the ledger) over 1 000 000 ledger rows (issue 14's
 * figures). Prints p50/p95 for the whole HTTP path on the in-process PGlite next to the raw SQL of the same query
 * (page + count), so the app's own overhead is visible. The ledger is generated set-based (generate_series), one
 * INSERT … SELECT, over every seeded storehouse × material of tenant 000000. Asserts nothing.
 *   npx tsx bench/stock-pages.ts            (LEDGER_ROWS=200000 for a quicker run)
 */
import { md5 } from 'js-md5';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../src/server/app.ts';
import { materials, storehouses } from '../src/server/db/schema/master-data.ts';
import { loadMigrations, openDatabase } from '../src/server/db/open.node.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { measure } from './measure.ts';

const ROWS = Number(process.env.LEDGER_ROWS ?? 1_000_000);
const CLIENT = `Basic ${btoa('saber:saber_secret')}`;
const TENANT = '000000';

const database = await openDatabase({});
await prepareDatabase(database.db, loadMigrations());
const app = createApp({
  db: database.db,
  jwtSecret: 'bench-secret-bench-secret-bench-secret-1234',
  captcha: false,
});
const db = database.db;
const houseIds = (
  await db.select({ id: storehouses.id }).from(storehouses).where(eq(storehouses.tenantId, TENANT))
).map((r) => r.id);
const materialIds = (
  await db.select({ id: materials.id }).from(materials).where(eq(materials.tenantId, TENANT))
).map((r) => r.id);
const keys = houseIds.flatMap((h) => materialIds.map((m) => [h, m] as const));

const seeded = performance.now();
// Key k of n: row i belongs to key i % n; every row receives 1.000 at 10.0000, so the running balance of a key's
// j-th row is j — what postStockMovement would have written for a history of receipts.
await db.execute(sql`
  with k as (
    select row_number() over () - 1 as k, s::bigint as storehouse_id, m::bigint as material_id
    from unnest(${sql.raw(`array[${keys.map(([h]) => h).join(',')}]::bigint[]`)},
                ${sql.raw(`array[${keys.map(([, m]) => m).join(',')}]::bigint[]`)}) as u(s, m)
  )
  insert into kc_stock_ledger (id, tenant_id, storehouse_id, material_id, biz_type, biz_id, biz_no, biz_item_id,
    biz_date, direction, qty, unit_cost, cost_amount, balance_qty, balance_amount, create_time)
  select 7000000000000000000 + i, ${TENANT}, k.storehouse_id, k.material_id, 2, 7100000000000000000 + i / 10,
    'RK' || to_char(date '2020-01-01' + (i / 1000)::int, 'YYYYMMDD') || lpad((i % 10000)::text, 4, '0'),
    7200000000000000000 + i, date '2020-01-01' + (i / 1000)::int, 1, 1, 10, 10,
    i / ${keys.length} + 1, (i / ${keys.length} + 1) * 10, now()
  from generate_series(0, ${ROWS - 1}) as g(i)
  join k on k.k = i % ${keys.length}
`);
await db.execute(sql`
  insert into kc_stock (id, tenant_id, storehouse_id, material_id, qty, amount, avg_cost, in_qty_total,
    first_in_date, last_in_date)
  select 7300000000000000000 + row_number() over (), ${TENANT}, storehouse_id, material_id, count(*), count(*) * 10,
    10, count(*), min(biz_date), max(biz_date)
  from kc_stock_ledger group by storehouse_id, material_id
  on conflict (tenant_id, storehouse_id, material_id) do nothing
`);
await db.execute(sql`analyze kc_stock_ledger`);
await db.execute(sql`analyze kc_stock`);
console.log(
  `${ROWS} ledger rows over ${keys.length} storehouse × material keys in ${(performance.now() - seeded).toFixed(0)} ms`,
);

const signIn = await app.request(
  `/api/blade-auth/oauth/token?grant_type=password&tenantId=${TENANT}&username=admin&password=${md5('admin')}`,
  { method: 'POST', headers: { Authorization: CLIENT } },
);
const { access_token: token } = (await signIn.json()) as { access_token: string };
const auth = { headers: { 'Blade-Auth': `bearer ${token}` } };
const get = (path: string) => async () => {
  const response = await app.request(`/api/purchase/kc-stock-summary/${path}`, auth);
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  await response.json();
};
const raw =
  (...queries: ReturnType<typeof sql>[]) =>
  async () => {
    for (const query of queries) await db.execute(query);
  };

const [house, material] = keys[0]!;
const ledgerJoin = sql`from kc_stock_ledger l
  join cg_material m on m.id = l.material_id and m.tenant_id = ${TENANT}
  join kc_storehouse s on s.id = l.storehouse_id and s.tenant_id = ${TENANT}
  where l.tenant_id = ${TENANT}`;
const oneKey = sql` and l.storehouse_id = ${house} and l.material_id = ${material}`;

await measure('GET stock/pages size=10', 100, get('stock/pages?current=1&size=10'));
await measure(
  'raw SQL: stock/pages + count',
  100,
  raw(
    sql`select k.*, m.material_code, s.storehouse_name from kc_stock k
      join cg_material m on m.id = k.material_id and m.tenant_id = ${TENANT}
      join kc_storehouse s on s.id = k.storehouse_id and s.tenant_id = ${TENANT}
      where k.tenant_id = ${TENANT} order by s.storehouse_code, m.material_code limit 10`,
    sql`select count(*) from kc_stock k join cg_material m on m.id = k.material_id and m.tenant_id = ${TENANT}
      join kc_storehouse s on s.id = k.storehouse_id and s.tenant_id = ${TENANT} where k.tenant_id = ${TENANT}`,
  ),
);
await measure(
  'GET stock/detailsPages one key',
  100,
  get(`stock/detailsPages?current=1&size=10&storehouseId=${house}&materialId=${material}`),
);
await measure(
  'raw SQL: the same key page + count',
  100,
  raw(
    sql`select l.*, m.material_code, s.storehouse_name ${ledgerJoin}${oneKey} order by l.id desc limit 10`,
    sql`select count(*) ${ledgerJoin}${oneKey}`,
  ),
);
await measure('GET stock/detailsPages all', 20, get('stock/detailsPages?current=1&size=10'));
await measure(
  'raw SQL: all, page + count',
  20,
  raw(
    sql`select l.*, m.material_code, s.storehouse_name ${ledgerJoin} order by l.id desc limit 10`,
    sql`select count(*) ${ledgerJoin}`,
  ),
);
await database.close?.();
