/**
 * purchar/cg-needs-summary/noContractSumPages over many demand lines (issue 11 figures): p50/p95 of the whole
 * HTTP path (auth, permission, validation, the grouped query and its count, names, labels and prices,
 * envelope) on the in-process PGlite, next to the raw SQL of the same grouped page. Asserts nothing.
 *   npx tsx bench/needs-summary.ts            (1 000 000 lines)
 *   BENCH_LINES=100000 npx tsx bench/needs-summary.ts
 *   BENCH_PENDING_EVERY=20 npx tsx bench/needs-summary.ts   (a history where 1 line in 20 is still to assign)
 *   BENCH_RUNS=10 …                                          (timed runs per figure; default 20)
 */
import { md5 } from 'js-md5';
import { and, eq, sql } from 'drizzle-orm';
import { createApp } from '../src/server/app.ts';
import { depts } from '../src/server/db/schema/platform.ts';
import { cgNeeds, cgNeedsItems } from '../src/server/db/schema/procurement.ts';
import { loadMigrations, openDatabase } from '../src/server/db/open.node.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { measure } from './measure.ts';

const LINES = Number(process.env.BENCH_LINES ?? 1_000_000);
// One line in BENCH_PENDING_EVERY still has something to assign (the rest fully assigned). Unset: the worst case,
// three lines in four pending (a quarter fully assigned, a quarter partly, half not at all).
const PENDING_EVERY = process.env.BENCH_PENDING_EVERY ? Number(process.env.BENCH_PENDING_EVERY) : undefined;
const assignedOf = (n: number) => {
  if (PENDING_EVERY !== undefined) return n % PENDING_EVERY === 0 ? (n % 2 === 0 ? '0' : '2.5') : '10';
  return n % 4 === 0 ? '10' : n % 4 === 1 ? '2.5' : '0';
};
const LINES_PER_BILL = 20;
const MATERIALS = 500;
const BATCH = 5_000;
const CLIENT = `Basic ${btoa('saber:saber_secret')}`;
const TENANT = '000000';

const database = await openDatabase({});
await prepareDatabase(database.db, loadMigrations());
const { db } = database;
const app = createApp({ db, jwtSecret: 'bench-secret-bench-secret-bench-secret-1234', captcha: false });
const [shanghai] = await db
  .select({ id: depts.id })
  .from(depts)
  .where(and(eq(depts.tenantId, TENANT), eq(depts.deptName, '上海项目部')));

// Bills: 9 in 10 approved; lines over 500 materials, assigned as assignedOf says.
const seeded = performance.now();
const bills = LINES / LINES_PER_BILL;
for (let first = 0; first < bills; first += BATCH / LINES_PER_BILL) {
  const headers = Array.from({ length: BATCH / LINES_PER_BILL }, (_, i) => {
    const n = first + i;
    return {
      id: String(8_000_000_000_000_000n + BigInt(n)),
      tenantId: TENANT,
      needsNo: `XQ20261101${String(n).padStart(7, '0')}`,
      title: `需求单 ${n}`,
      deptId: shanghai!.id,
      approveStatus: n % 10 === 0 ? 2 : 5,
    };
  });
  await db.insert(cgNeeds).values(headers);
  await db.insert(cgNeedsItems).values(
    headers.flatMap((bill, b) =>
      Array.from({ length: LINES_PER_BILL }, (_, l) => {
        const n = (first + b) * LINES_PER_BILL + l;
        const material = n % MATERIALS;
        return {
          id: String(9_000_000_000_000_000n + BigInt(n)),
          tenantId: TENANT,
          needsId: bill.id,
          lineNo: l + 1,
          materialId: String(41_100_000 + material),
          materialCode: `BM${String(material).padStart(5, '0')}`,
          materialName: `物料 ${material}`,
          qty: '10',
          assignedQty: assignedOf(n),
          needDate: `2026-12-${String((n % 28) + 1).padStart(2, '0')}`,
          itemStatus: n % 50 === 0 ? 2 : 1,
        };
      }),
    ),
  );
}
await db.execute(sql`analyze cg_needs`);
await db.execute(sql`analyze cg_needs_item`);
console.log(
  `${LINES} demand lines over ${bills} bills (pending: ${PENDING_EVERY ? `1 in ${PENDING_EVERY}` : '3 in 4'}) inserted in ${(performance.now() - seeded).toFixed(0)} ms`,
);

const signIn = await app.request(
  `/api/blade-auth/oauth/token?grant_type=password&tenantId=${TENANT}&username=admin&password=${md5('admin')}`,
  { method: 'POST', headers: { Authorization: CLIENT } },
);
const { access_token: token } = (await signIn.json()) as { access_token: string };
const auth = { headers: { 'Blade-Auth': `bearer ${token}` } };
const page = (query: string) => async () => {
  const response = await app.request(`/api/purchar/cg-needs-summary/noContractSumPages?${query}`, auth);
  if (response.status !== 200) throw new Error(`noContractSumPages?${query} answered ${response.status}`);
  await response.json();
};

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
await measure('GET noContractSumPages first page', RUNS, page('current=1&size=10'));
await measure('GET noContractSumPages page 25', RUNS, page('current=25&size=10'));
await measure('GET noContractSumPages materialCode', RUNS, page('current=1&size=10&materialCode=BM0012'));

const raw = (filter: ReturnType<typeof sql>, offset: number) => async () => {
  const where = sql`i.tenant_id = ${TENANT} and n.tenant_id = ${TENANT} and i.is_deleted = 0 and i.item_status = 1
    and n.is_deleted = 0 and n.approve_status = 5 and i.qty > i.assigned_qty ${filter}`;
  await db.execute(
    sql`select count(distinct i.material_id) from cg_needs_item i join cg_needs n on n.id = i.needs_id where ${where}`,
  );
  await db.execute(sql`select i.material_id, min(i.material_code), count(*), sum(i.qty - i.assigned_qty),
    min(i.need_date), array_agg(i.id order by i.id) from cg_needs_item i join cg_needs n on n.id = i.needs_id
    where ${where} group by i.material_id order by min(i.material_code), i.material_id limit 10 offset ${offset}`);
};
await measure('raw SQL: first page + count', RUNS, raw(sql``, 0));
await measure('raw SQL: page 25 + count', RUNS, raw(sql``, 240));
await measure('raw SQL: materialCode + count', RUNS, raw(sql`and i.material_code ilike '%BM0012%'`, 0));
await app.flushLogs();
await database.close();
