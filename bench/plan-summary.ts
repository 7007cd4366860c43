/**
 * purchar/cg-plan-needs-summary/pages over many plan lines and the demand bill lines drawing from them. Prints
 * p50/p95 for the whole HTTP path (auth, permission, validation, the grouped query, names, envelope) on the
 * in-process PGlite, next to the raw SQL of the same grouped page. Asserts nothing.
 *   npx tsx bench/plan-summary.ts [--plan-lines 20000] [--bill-lines 100000]
 */
import { and, eq, sql } from 'drizzle-orm';
import { md5 } from 'js-md5';
import { createApp } from '../src/server/app.ts';
import { loadMigrations, openDatabase } from '../src/server/db/open.node.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { depts, users } from '../src/server/db/schema/platform.ts';
import { cgPlanNeeds, cgPlanNeedsItems } from '../src/server/db/schema/plans.ts';
import { cgNeeds, cgNeedsItems } from '../src/server/db/schema/procurement.ts';
import { measure } from './measure.ts';

const argValue = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const PLAN_LINES = Number(argValue('--plan-lines') ?? 20_000);
const BILL_LINES = Number(argValue('--bill-lines') ?? 100_000);
const LINES_PER_PLAN = 20;
const MATERIALS = 200;
const BATCH = 2_000;
const TENANT = '000000';
const CLIENT = `Basic ${btoa('saber:saber_secret')}`;

const database = await openDatabase({});
await prepareDatabase(database.db, loadMigrations());
const { db } = database;
const app = createApp({ db, jwtSecret: 'bench-secret-bench-secret-bench-secret-1234', captcha: false });
const projects = await db
  .select({ id: depts.id })
  .from(depts)
  .where(and(eq(depts.tenantId, TENANT), eq(depts.deptCategory, 3)));
const [adminUser] = await db
  .select({ id: users.id })
  .from(users)
  .where(and(eq(users.tenantId, TENANT), eq(users.account, 'admin')));

const seeded = performance.now();
const plans = PLAN_LINES / LINES_PER_PLAN;
const planId = (p: number) => String(6_000_000_000_000_000n + BigInt(p));
const lineId = (n: number) => String(6_100_000_000_000_000n + BigInt(n));
for (let first = 0; first < plans; first += BATCH) {
  await db.insert(cgPlanNeeds).values(
    Array.from({ length: Math.min(BATCH, plans - first) }, (_, i) => ({
      id: planId(first + i),
      tenantId: TENANT,
      planNo: `JH${String(first + i).padStart(10, '0')}`,
      planName: `计划 ${first + i}`,
      deptId: projects[(first + i) % projects.length]!.id,
      approveStatus: 5,
      createUser: adminUser!.id,
    })),
  );
}
for (let first = 0; first < PLAN_LINES; first += BATCH) {
  await db.insert(cgPlanNeedsItems).values(
    Array.from({ length: Math.min(BATCH, PLAN_LINES - first) }, (_, i) => {
      const n = first + i;
      const m = n % MATERIALS;
      return {
        id: lineId(n),
        tenantId: TENANT,
        planId: planId(Math.floor(n / LINES_PER_PLAN)),
        lineNo: (n % LINES_PER_PLAN) + 1,
        materialId: String(41_000_000 + m),
        materialCode: `WZ${String(m).padStart(7, '0')}`,
        materialName: `物料 ${m}`,
        originalQty: '100',
        planQty: '100',
      };
    }),
  );
}
// Bills of 10 lines each, every line drawing from a plan line; a third of them still drafts (not counted).
const bills = BILL_LINES / 10;
for (let first = 0; first < bills; first += BATCH) {
  await db.insert(cgNeeds).values(
    Array.from({ length: Math.min(BATCH, bills - first) }, (_, i) => ({
      id: String(5_000_000_000_000_000n + BigInt(first + i)),
      tenantId: TENANT,
      needsNo: `XQ${String(first + i).padStart(12, '0')}`,
      title: 'bench',
      deptId: projects[0]!.id,
      approveStatus: (first + i) % 3 === 0 ? 0 : 5,
    })),
  );
}
for (let first = 0; first < BILL_LINES; first += BATCH) {
  await db.insert(cgNeedsItems).values(
    Array.from({ length: Math.min(BATCH, BILL_LINES - first) }, (_, i) => {
      const n = first + i;
      const planLine = (n * 7919) % PLAN_LINES;
      return {
        id: String(5_100_000_000_000_000n + BigInt(n)),
        tenantId: TENANT,
        needsId: String(5_000_000_000_000_000n + BigInt(Math.floor(n / 10))),
        lineNo: (n % 10) + 1,
        materialId: String(41_000_000 + (planLine % MATERIALS)),
        materialCode: 'x',
        materialName: 'x',
        qty: '1.5',
        planItemId: lineId(planLine),
      };
    }),
  );
}
for (const table of ['cg_plan_needs', 'cg_plan_needs_item', 'cg_needs', 'cg_needs_item'])
  await db.execute(sql.raw(`analyze ${table}`));
console.log(
  `${PLAN_LINES} plan lines in ${plans} plans, ${BILL_LINES} bill lines drawing from them: seeded in ${(performance.now() - seeded).toFixed(0)} ms`,
);

const signIn = await app.request(
  `/api/blade-auth/oauth/token?grant_type=password&tenantId=${TENANT}&username=admin&password=${md5('admin')}`,
  { method: 'POST', headers: { Authorization: CLIENT } },
);
const { access_token: token } = (await signIn.json()) as { access_token: string };
const auth = { headers: { 'Blade-Auth': `bearer ${token}` } };
const page = (query: string) => async () => {
  const response = await app.request(`/api/purchar/cg-plan-needs-summary/pages?${query}`, auth);
  if (response.status !== 200) throw new Error(`summary?${query} answered ${response.status}`);
  await response.json();
};
await measure('GET summary first page', 20, page('current=1&size=10'));
await measure('GET summary page 50', 20, page('current=50&size=10'));
await measure('GET summary material filter', 20, page('current=1&size=10&materialKeyword=WZ00001'));
await measure(`GET summary one project`, 20, page(`current=1&size=10&deptId=${projects[0]!.id}`));

// The same page in plain SQL, as the service runs it: the count of groups, one page of groups with what they
// planned, then what bills demand of those groups in one aggregated join.
const raw = (where: ReturnType<typeof sql>, offset: number) => async () => {
  const from = sql`from cg_plan_needs_item i join cg_plan_needs p on p.id = i.plan_id and p.tenant_id = i.tenant_id
    where i.tenant_id = ${TENANT} and i.is_deleted = 0 and p.is_deleted = 0 and p.approve_status = 5 and ${where}`;
  await db.execute(sql`select count(distinct (p.dept_id, i.material_id)) ${from}`);
  const groups = (await db.execute(sql`select p.dept_id, i.material_id,
    max(i.material_code), sum(i.plan_qty) ${from} group by p.dept_id, i.material_id
    order by p.dept_id, max(i.material_code), i.material_id limit 10 offset ${offset}`)) as unknown as {
    rows: { dept_id: string; material_id: string }[];
  };
  const rows = groups.rows;
  if (rows.length === 0) return;
  const deptList = sql.join(
    [...new Set(rows.map((r) => String(r.dept_id)))].map((d) => sql`${d}`),
    sql`, `,
  );
  const materialList = sql.join(
    [...new Set(rows.map((r) => String(r.material_id)))].map((m) => sql`${m}`),
    sql`, `,
  );
  await db.execute(sql`select p.dept_id, i.material_id, sum(ni.qty) from cg_needs_item ni
    join cg_needs n on n.id = ni.needs_id and n.tenant_id = ni.tenant_id
    join cg_plan_needs_item i on i.id = ni.plan_item_id and i.tenant_id = ni.tenant_id
    join cg_plan_needs p on p.id = i.plan_id and p.tenant_id = i.tenant_id
    where ni.tenant_id = ${TENANT} and ni.is_deleted = 0 and ni.item_status = 1 and n.is_deleted = 0
      and n.approve_status between 1 and 5 and i.is_deleted = 0 and p.is_deleted = 0 and p.approve_status = 5
      and ${where} and p.dept_id in (${deptList}) and i.material_id in (${materialList})
    group by p.dept_id, i.material_id`);
};
await measure('raw SQL: first page + count', 20, raw(sql`true`, 0));
await measure('raw SQL: page 50 + count', 20, raw(sql`true`, 490));
await measure('raw SQL: material filter + count', 20, raw(sql`i.material_code ilike '%WZ00001%'`, 0));
await measure('raw SQL: one project + count', 20, raw(sql`p.dept_id = ${projects[0]!.id}`, 0));
await app.flushLogs();
await database.close();
