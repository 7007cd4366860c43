/**
 * Throughput of concurrent stock issues on one balance (issue 14): the whole HTTP path of
 * `kc-stock-out/confirm/{id}` (auth, permission, the balance's row lock, moving-average cost, the ledger row) with
 * CONCURRENCY confirmations in flight at once, all on the same storehouse × material. Prints issues per second and
 * the accepted/refused counts; asserts nothing. PGlite in process by default; BENCH_DATABASE_URL (an empty
 * PostgreSQL database on loopback, e.g. from scripts/ci-postgres.sh) runs it on PostgreSQL.
 *   npx tsx bench/stock-issues.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/bench npx tsx bench/stock-issues.ts
 */
import { md5 } from 'js-md5';
import { createApp } from '../src/server/app.ts';
import { loadMigrations, openDatabase } from '../src/server/db/open.node.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';

const ISSUES = Number(process.env.STOCK_BENCH_ISSUES ?? 200);
const CONCURRENCY = Number(process.env.STOCK_BENCH_CONCURRENCY ?? 20);
const TENANT = '000000';
const SITE = '42000002'; // CK002 上海一号项目仓库, seeded
const ROOMY = '41000003'; // WZ0101003 热轧圆盘条, seeded
const SCARCE = '41000002'; // a second seeded material, its own balance
const TODAY = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

const url = process.env.BENCH_DATABASE_URL;
if (url && !/@(127\.0\.0\.1|localhost)[:/]/.test(url))
  throw new Error('BENCH_DATABASE_URL must be on loopback');
const database = await openDatabase({ databaseUrl: url });
await prepareDatabase(database.db, loadMigrations());
const app = createApp({
  db: database.db,
  jwtSecret: 'bench-secret-bench-secret-bench-secret-1234',
  captcha: false,
});

const signIn = await app.request(
  `/api/blade-auth/oauth/token?grant_type=password&tenantId=${TENANT}&username=admin&password=${md5('admin')}`,
  { method: 'POST', headers: { Authorization: `Basic ${btoa('saber:saber_secret')}` } },
);
const { access_token: token } = (await signIn.json()) as { access_token: string };

async function post(path: string, body?: unknown) {
  const response = await app.request(`/api${path}`, {
    method: 'POST',
    headers: { 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: { id: string }; msg: string } };
}

async function ok(path: string, body?: unknown) {
  const answer = await post(path, body);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.body.msg}`);
  return answer.body.data;
}

/** Receives `qty` at 100.00 on the material's balance, then saves ISSUES drafts of `each`; answers their ids. */
async function prepare(material: string, qty: number, each: number) {
  const received = await ok('/purchase/kc-stock-in/add', {
    stockInType: 2,
    otherType: '1',
    storehouseId: SITE,
    stockInDate: TODAY,
    items: [{ materialId: material, qty, unitCost: 100 }],
  });
  await ok(`/purchase/kc-stock-in/confirm/${received.id}`);
  const drafts: string[] = [];
  for (let i = 0; i < ISSUES; i++) {
    const draft = await ok('/purchase/kc-stock-out/add', {
      stockOutType: 1,
      storehouseId: SITE,
      stockOutDate: TODAY,
      receiveDeptName: '上海项目部',
      receiverName: '班组A',
      usePart: '1#楼',
      items: [{ materialId: material, qty: each }],
    });
    drafts.push(draft.id);
  }
  return drafts;
}

/** Confirms every draft with CONCURRENCY in flight; prints issues/s over the whole batch. */
async function confirmAll(label: string, drafts: string[]) {
  const statuses: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < drafts.length) {
        const id = drafts[next++]!;
        statuses.push((await post(`/purchase/kc-stock-out/confirm/${id}`)).status);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const accepted = statuses.filter((s) => s === 200).length;
  const refused = statuses.filter((s) => s === 409).length;
  const other = statuses.length - accepted - refused;
  console.log(
    `${label.padEnd(44)} ${String(drafts.length).padStart(4)} confirmations in ${seconds.toFixed(2)} s: ` +
      `${(drafts.length / seconds).toFixed(1)} issues/s (accepted ${accepted}, refused ${refused}, other ${other})`,
  );
}

console.log(
  `stock issues on one balance, ${database.kind}, ${CONCURRENCY} in flight (${ISSUES} drafts per round)`,
);
// Room for every issue: throughput of the lock, the cost and the ledger row.
await confirmAll('all fit (each 1 of a large balance)', await prepare(ROOMY, ISSUES * 2, 1));
// The last units: only some fit, the rest are refused under the same lock.
await confirmAll('contended (each 0.75, room for a third)', await prepare(SCARCE, ISSUES * 0.25, 0.75));
await app.flushLogs();
await database.close();
