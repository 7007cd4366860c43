/**
 * purchase/payables/aging over many purchase stock-ins: the whole HTTP path (auth, permission, the reads, FIFO
 * aging per contract, envelope) on the in-process PGlite, next to the raw SQL of the same reads. Prints p50/p95;
 * asserts nothing. The default is the 100 000 stock-ins; PAYABLES_BENCH_STOCK_INS makes it smaller.
 *   PAYABLES_BENCH_STOCK_INS=10000 npx tsx bench/payables.ts
 */
import { sql } from 'drizzle-orm';
import { md5 } from 'js-md5';
import { createApp } from '../src/server/app.ts';
import { loadMigrations, openDatabase } from '../src/server/db/open.node.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { htContracts } from '../src/server/db/schema/contracts.ts';
import { kcStockIns } from '../src/server/db/schema/stock.ts';
import { measure } from './measure.ts';

const STOCK_INS = Number(process.env.PAYABLES_BENCH_STOCK_INS ?? 100_000);
const CONTRACTS = Math.max(1, Math.round(STOCK_INS / 100));
const BATCH = 2_000;
const TENANT = '000000';
const CLIENT = `Basic ${btoa('saber:saber_secret')}`;
const SITE = '42000002';

const database = await openDatabase({});
await prepareDatabase(database.db, loadMigrations());
const { db } = database;
const app = createApp({ db, jwtSecret: 'bench-secret-bench-secret-bench-secret-1234', captcha: false });

const seeded = performance.now();
const contractId = (c: number) => String(7_000_000_000_000_000n + BigInt(c));
for (let first = 0; first < CONTRACTS; first += BATCH) {
  await db.insert(htContracts).values(
    Array.from({ length: Math.min(BATCH, CONTRACTS - first) }, (_, i) => {
      const c = first + i;
      return {
        id: contractId(c),
        tenantId: TENANT,
        contractNo: `HT${String(c).padStart(12, '0')}`,
        contractName: `合同 ${c}`,
        deptId: '1',
        buyerId: '1',
        buyerName: '总公司',
        supplierId: String(8_000_000 + (c % 50)),
        supplierName: `供应商 ${c % 50}`,
        totalAmount: '1000000.00',
        paidAmount: `${(c % 7) * 10000}.00`,
        approveStatus: 5,
        contractStatus: 1,
      };
    }),
  );
}
// Receipts spread over the last 200 days, 100 a contract.
for (let first = 0; first < STOCK_INS; first += BATCH) {
  await db.insert(kcStockIns).values(
    Array.from({ length: Math.min(BATCH, STOCK_INS - first) }, (_, i) => {
      const n = first + i;
      return {
        id: String(7_100_000_000_000_000n + BigInt(n)),
        tenantId: TENANT,
        stockInNo: `RK${String(n).padStart(12, '0')}`,
        stockInType: 1,
        storehouseId: SITE,
        contractId: contractId(n % CONTRACTS),
        stockInDate: new Date(Date.UTC(2026, 10, 22) - (n % 200) * 86_400_000).toISOString().slice(0, 10),
        amountInclTax: `${1000 + (n % 50) * 10}.00`,
        status: 1,
      };
    }),
  );
}
for (const table of ['ht_contract', 'kc_stock_in']) await db.execute(sql.raw(`analyze ${table}`));
console.log(
  `${CONTRACTS} contracts, ${STOCK_INS} purchase stock-ins: seeded in ${(performance.now() - seeded).toFixed(0)} ms`,
);

const signIn = await app.request(
  `/api/blade-auth/oauth/token?grant_type=password&tenantId=${TENANT}&username=admin&password=${md5('admin')}`,
  { method: 'POST', headers: { Authorization: CLIENT } },
);
const { access_token: token } = (await signIn.json()) as { access_token: string };
const auth = { headers: { 'Blade-Auth': `bearer ${token}` } };
const report = (query: string) => async () => {
  const response = await app.request(`/api/purchase/payables/aging?${query}`, auth);
  if (response.status !== 200) throw new Error(`aging?${query} answered ${response.status}`);
  await response.json();
};
const runs = Number(process.env.PAYABLES_BENCH_RUNS ?? 10);
await measure('GET payables aging (all)', runs, report('asOf=2026-11-22'));
await measure('GET payables aging (one supplier)', runs, report('asOf=2026-11-22&supplierName=供应商 7'));

// The same reads in plain SQL as the service runs them: the contracts, then their posted purchase receipts.
await measure('raw SQL contracts + receipts', runs, async () => {
  await db.execute(sql`select * from ht_contract where tenant_id = ${TENANT} and is_deleted = 0
    and approve_status = 5 and contract_status <> 4 order by supplier_name, contract_no`);
  await db.execute(sql`select contract_id, stock_in_date, amount_incl_tax from kc_stock_in
    where tenant_id = ${TENANT} and is_deleted = 0 and stock_in_type = 1 and status = 1`);
});
// The aging itself in SQL (FIFO by a running sum), for comparison with the service's arithmetic in TypeScript.
await measure('raw SQL FIFO aging', runs, async () => {
  await db.execute(sql`with r as (
      select s.contract_id, s.stock_in_date, s.amount_incl_tax,
        sum(s.amount_incl_tax) over (partition by s.contract_id order by s.stock_in_date, s.id) as upto, c.paid_amount
      from kc_stock_in s join ht_contract c on c.id = s.contract_id and c.tenant_id = s.tenant_id
      where s.tenant_id = ${TENANT} and s.is_deleted = 0 and s.stock_in_type = 1 and s.status = 1)
    select contract_id,
      sum(case when date '2026-11-22' - stock_in_date <= 30 then open end) as d30,
      sum(case when date '2026-11-22' - stock_in_date between 31 and 60 then open end) as d60,
      sum(case when date '2026-11-22' - stock_in_date between 61 and 90 then open end) as d90,
      sum(case when date '2026-11-22' - stock_in_date > 90 then open end) as over90
    from (select *, greatest(0, least(amount_incl_tax, upto - paid_amount)) as open from r) x
    group by contract_id`);
});
await app.flushLogs();
await database.close();
