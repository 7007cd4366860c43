/**
 * blade-user/page with 10 000 users (issue: system administration figures). Prints p50/p95 per query shape for
 * the whole HTTP path (auth, permission, validation, query, labels, envelope) on the in-process PGlite, next to
 * the raw SQL of the same page, so the app's own overhead is visible. Asserts nothing.
 *   npx tsx bench/user-page.ts
 */
import { md5 } from 'js-md5';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../src/server/app.ts';
import { depts, roles, users } from '../src/server/db/schema/platform.ts';
import { loadMigrations, openDatabase } from '../src/server/db/open.node.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { measure } from './measure.ts';

const USERS = 10_000;
const CLIENT = `Basic ${btoa('saber:saber_secret')}`;

const database = await openDatabase({});
await prepareDatabase(database.db, loadMigrations());
const app = createApp({
  db: database.db,
  jwtSecret: 'bench-secret-bench-secret-bench-secret-1234',
  captcha: false,
});

// The seed's departments and roles, spread over the generated users so labels and the dept filter do real work.
const tenantRows = (table: typeof depts | typeof roles) =>
  database.db.select({ id: table.id }).from(table).where(eq(table.tenantId, '000000'));
const deptIds = (await tenantRows(depts)).map((row) => row.id);
const roleIds = (await tenantRows(roles)).map((row) => row.id);

const seeded = performance.now();
const stored = 'bench-not-a-usable-hash'; // these users never sign in
for (let start = 0; start < USERS; start += 1000) {
  const batch = Array.from({ length: 1000 }, (_, i) => {
    const n = start + i;
    return {
      id: String(9_000_000_000_000_000n + BigInt(n)),
      tenantId: '000000',
      account: `bench${String(n).padStart(5, '0')}`,
      password: stored,
      name: `用户${n}`,
      realName: `测试${n % 1000}`,
      phone: `139${String(n).padStart(8, '0')}`,
      email: `bench${n}@example.com`,
      sex: (n % 2) + 1,
      roleId: roleIds[n % roleIds.length] ?? '',
      deptId: deptIds[n % deptIds.length] ?? '',
    };
  });
  await database.db.insert(users).values(batch);
}
await database.db.execute(sql`analyze blade_user`);
console.log(
  `${USERS} users inserted in ${(performance.now() - seeded).toFixed(0)} ms (${deptIds.length} depts, ${roleIds.length} roles)`,
);

const signIn = await app.request(
  `/api/blade-auth/oauth/token?grant_type=password&tenantId=000000&username=admin&password=${md5('admin')}`,
  { method: 'POST', headers: { Authorization: CLIENT } },
);
const { access_token: token } = (await signIn.json()) as { access_token: string };
const auth = { headers: { 'Blade-Auth': `bearer ${token}` } };
const page = (query: string) => async () => {
  const response = await app.request(`/api/blade-user/page?${query}`, auth);
  if (response.status !== 200) throw new Error(`blade-user/page?${query} answered ${response.status}`);
  await response.json();
};

const someDept = deptIds[0] ?? '0';
await measure('GET blade-user/page size=10', 200, page('current=1&size=10'));
await measure('GET blade-user/page size=200', 100, page('current=1&size=200'));
await measure('GET blade-user/page page 900 of 1000', 200, page('current=900&size=10'));
await measure('GET blade-user/page account filter', 200, page('current=1&size=10&account=bench09'));
await measure('GET blade-user/page dept subtree filter', 200, page(`current=1&size=10&deptId=${someDept}`));
await measure('raw SQL: the same size=10 page + count', 200, async () => {
  await database.db.execute(
    sql`select count(*) from blade_user where tenant_id = '000000' and is_deleted = 0`,
  );
  await database.db.execute(
    sql`select * from blade_user where tenant_id = '000000' and is_deleted = 0 order by id limit 10 offset 0`,
  );
});
await app.flushLogs();
await database.close();
