/**
 * purchase/payables/aging over many purchase stock-ins: the whole HTTP path (auth, permission, the one aging
 * statement, envelope) next to the raw SQL of that very statement (agingStatement, the one the service runs), on
 * the in-process PGlite or, given BENCH_DATABASE_URL or DATABASE_URL, on PostgreSQL (an empty database: the bench
 * migrates it and fills it). Prints p50/p95 and the server's p95 as a multiple of the raw p95 (budget: ≤ 2×);
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
import { agingStatement } from '../src/server/modules/purchase/payables/payables-sql.ts';
import { measure } from './measure.ts';

const STOCK_INS = Number(process.env.PAYABLES_BENCH_STOCK_INS ?? 100_000);
const CONTRACTS = Math.max(1, Math.round(STOCK_INS / 100));
const BATCH = 2_000;
const TENANT = '000000';
const CLIENT = `Basic ${btoa('saber:saber_secret')}`;
const SITE = '42000002';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const database = await openDatabase({ databaseUrl });
console.log(`database: ${database.kind}`);
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
const AS_OF = '2026-11-22';
const ONE_SUPPLIER = '供应商 7';
const all = await measure('GET payables aging (all)', runs, report(`asOf=${AS_OF}`));
const rawAll = await measure('raw SQL aging statement (all)', runs, () =>
  db.execute(agingStatement(TENANT, {}, AS_OF)),
);
const one = await measure(
  'GET payables aging (one supplier)',
  runs,
  report(`asOf=${AS_OF}&supplierName=${encodeURIComponent(ONE_SUPPLIER)}`),
);
const rawOne = await measure('raw SQL aging statement (one supplier)', runs, () =>
  db.execute(agingStatement(TENANT, { supplierName: ONE_SUPPLIER }, AS_OF)),
);
for (const [name, server, raw] of [
  ['all', all, rawAll],
  ['one supplier', one, rawOne],
] as const)
  console.log(`p95 server / raw SQL (${name}): ${(server.p95 / raw.p95).toFixed(2)}× (budget ≤ 2×)`);
await app.flushLogs();
await database.close();
