/**
 * purchar/cg-needs/pages over 100 000 demand bills (issue 5 figures). Prints p50/p95 per query shape for the
 * whole HTTP path (auth, permission, data scope, validation, query, names and labels, envelope) on the
 * in-process PGlite, next to the raw SQL of the same page. Asserts nothing.
 *   npx tsx bench/needs-pages.ts
 */
import { md5 } from 'js-md5';
import { and, eq, sql } from 'drizzle-orm';
import { createApp } from '../src/server/app.ts';
import { depts, users } from '../src/server/db/schema/platform.ts';
import { cgNeeds, cgNeedsItems } from '../src/server/db/schema/procurement.ts';
import { loadMigrations, openDatabase } from '../src/server/db/open.node.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { measure } from './measure.ts';

const BILLS = 100_000;
const BATCH = 2_000;
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
const [adminUser] = await db
  .select({ id: users.id })
  .from(users)
  .where(and(eq(users.tenantId, TENANT), eq(users.account, 'admin')));
const deptId = shanghai!.id;
const creator = adminUser!.id;

// Headers over a year of creation times, every status, a few creators; lines for one bill in ten.
const seeded = performance.now();
const start = Date.UTC(2026, 0, 1);
for (let first = 0; first < BILLS; first += BATCH) {
  const bills = Array.from({ length: BATCH }, (_, i) => {
    const n = first + i;
    const created = new Date(start + n * 315_000); // ~1 year over 100 000 bills
    const day = created.toISOString().slice(0, 10).replace(/-/g, '');
    return {
      id: String(8_000_000_000_000_000n + BigInt(n)),
      tenantId: TENANT,
      needsNo: `XQ${day}${String(n).padStart(6, '0')}`,
      title: `需求单 ${n % 997}`,
      deptId,
      needDate: created.toISOString().slice(0, 10),
      totalQty: '10.5',
      estimatedAmount: '1234.56',
      approveStatus: n % 7,
      createUser: n % 5 === 0 ? creator : String(7_000_000 + (n % 50)),
      createTime: created,
      updateTime: created,
    };
  });
  await db.insert(cgNeeds).values(bills);
  const items = bills
    .filter((_, i) => i % 10 === 0)
    .flatMap((bill, i) =>
      [1, 2, 3].map((lineNo) => ({
        id: String(BigInt(bill.id) * 10n + BigInt(lineNo)).slice(-18),
        tenantId: TENANT,
        needsId: bill.id,
        lineNo,
        materialId: '41000001',
        materialCode: 'WZ0101001',
        materialName: '热轧带肋钢筋',
        qty: '3.5',
        estimatedPrice: '3850',
        estimatedAmount: '13475.00',
        itemStatus: (i + lineNo) % 9 === 0 ? 2 : 1,
      })),
    );
  await db.insert(cgNeedsItems).values(items);
}
await db.execute(sql`analyze cg_needs`);
await db.execute(sql`analyze cg_needs_item`);
console.log(
  `${BILLS} bills (+ lines for one in ten) inserted in ${(performance.now() - seeded).toFixed(0)} ms`,
);

const signIn = await app.request(
  `/api/blade-auth/oauth/token?grant_type=password&tenantId=${TENANT}&username=admin&password=${md5('admin')}`,
  { method: 'POST', headers: { Authorization: CLIENT } },
);
const { access_token: token } = (await signIn.json()) as { access_token: string };
const auth = { headers: { 'Blade-Auth': `bearer ${token}` } };
const page = (query: string) => async () => {
  const response = await app.request(`/api/purchar/cg-needs/pages?${query}`, auth);
  if (response.status !== 200) throw new Error(`cg-needs/pages?${query} answered ${response.status}`);
  await response.json();
};

const deepPage = Math.floor(BILLS / 10 / 2);
await measure('GET cg-needs/pages first page', 100, page('current=1&size=10'));
await measure(`GET cg-needs/pages page ${deepPage}`, 50, page(`current=${deepPage}&size=10`));
await measure('GET cg-needs/pages status=2', 100, page('current=1&size=10&approveStatus=2'));
await measure('GET cg-needs/pages needsNo substring', 50, page('current=1&size=10&needsNo=0412'));
await measure(
  'GET cg-needs/pages dates + dept',
  100,
  page(`current=1&size=10&createTimeFrom=2026-06-01&createTimeTo=2026-06-30&deptId=${deptId}`),
);
await measure('GET cg-needs/pages mine=1', 100, page('current=1&size=10&mine=1'));

const rawPage = (where: ReturnType<typeof sql>, offset: number) => async () => {
  await db.execute(sql`select count(*) from cg_needs where ${where}`);
  await db.execute(
    sql`select * from cg_needs where ${where} order by create_time desc, id desc limit 10 offset ${offset}`,
  );
};
const base = sql`tenant_id = ${TENANT} and is_deleted = 0`;
await measure('raw SQL: first page + count', 100, rawPage(base, 0));
await measure(`raw SQL: page ${deepPage} + count`, 50, rawPage(base, (deepPage - 1) * 10));
await measure('raw SQL: status=2 + count', 100, rawPage(sql`${base} and approve_status = 2`, 0));
await measure('raw SQL: needsNo substring + count', 50, rawPage(sql`${base} and needs_no ilike '%0412%'`, 0));
await measure(
  'raw SQL: dates + dept + count',
  100,
  rawPage(
    sql`${base} and create_time >= '2026-06-01T00:00:00+08:00' and create_time < '2026-07-01T00:00:00+08:00' and dept_id = ${deptId}`,
    0,
  ),
);
await app.flushLogs();
await database.close();
