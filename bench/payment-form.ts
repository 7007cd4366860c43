/**
 * purchase/cw-payment/genApproveForm (the payment approval form, .docx): the whole HTTP path (auth, permission,
 * the request, its approval history, the dictionary, the document built and zipped) on the in-process PGlite,
 * for a request with a full chain (submit, director, area manager, manager) and for one resubmitted after
 * PAYMENT_FORM_BENCH_ROUNDS − 1 rejections. Prints p50/p95 and the document's size; asserts nothing.
 *   npx tsx bench/payment-form.ts
 */
import { md5 } from 'js-md5';
import { createApp } from '../src/server/app.ts';
import { loadMigrations, openDatabase } from '../src/server/db/open.node.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { cwPayments } from '../src/server/db/schema/finance.ts';
import { cgApproveRecords } from '../src/server/db/schema/procurement.ts';
import { measure } from './measure.ts';

const TENANT = '000000';
const CLIENT = `Basic ${btoa('saber:saber_secret')}`;
const ROUNDS = Number(process.env.PAYMENT_FORM_BENCH_ROUNDS ?? 5);
const runs = Number(process.env.PAYMENT_FORM_BENCH_RUNS ?? 50);

const database = await openDatabase({});
await prepareDatabase(database.db, loadMigrations());
const { db } = database;
const app = createApp({ db, jwtSecret: 'bench-secret-bench-secret-bench-secret-1234', captcha: false });

let recordCount = 0;

/** A payment request approved in its last round, with `rounds` rounds of history (the earlier ones rejected). */
async function approvedRequest(id: string, rounds: number) {
  await db.insert(cwPayments).values({
    id,
    tenantId: TENANT,
    paymentNo: `FK${id}`,
    contractId: '7000000000000001',
    contractNo: 'HT202611220001',
    contractName: '城南安置房主体钢筋采购合同',
    supplierId: '8000001',
    supplierName: '上海宝钢建材有限公司',
    deptId: '1',
    payContent: '3',
    applyAmount: '388000.00',
    payeeAccountId: '8100001',
    payeeAccountName: '上海宝钢建材有限公司',
    payeeBankName: '中国工商银行上海分行',
    payeeAccountNo: '6222000012345678901',
    expectedPayDate: '2026-11-30',
    applyReason: '第一批钢筋到货验收合格,按合同约定支付到货款',
    approveStatus: 5,
    roundNo: rounds,
    snapContractAmount: '1940000.00',
    snapReceivedAmount: '776000.00',
    snapInvoicedAmount: '776000.00',
    snapPaidBefore: '0.00',
    snapAppliedBefore: '0.00',
    createUser: '1123598821738675201',
  });
  let n = 0; // the hours of this request's history
  const at = (hours: number) => new Date(Date.UTC(2026, 10, 20, 1) + hours * 3_600_000);
  const record = (
    roundNo: number,
    nodeCode: string,
    action: number,
    from: number,
    to: number,
    opinion = '',
  ) => ({
    id: String(9_700_000_000_000_000n + BigInt(recordCount++)),
    tenantId: TENANT,
    bizType: 'PAYMENT',
    bizId: id,
    bizNo: `FK${id}`,
    roundNo,
    nodeCode,
    action,
    approverId: '1123598821738675201',
    approverName: '管理员',
    opinion,
    fromStatus: from,
    toStatus: to,
    actionTime: at(n++ * 3),
  });
  const rows = [];
  for (let round = 1; round <= rounds; round++) {
    rows.push(record(round, 'SUBMIT', 1, round === 1 ? 0 : 6, 2));
    if (round < rounds) rows.push(record(round, 'DIRECTOR', 3, 2, 6, '发票与到货数量不符,请核对后重新提交'));
    else
      rows.push(
        record(round, 'DIRECTOR', 2, 2, 3, '同意'),
        record(round, 'AREA_MANAGER', 2, 3, 4, '同意'),
        record(round, 'MANAGER', 2, 4, 5, '同意支付'),
      );
  }
  await db.insert(cgApproveRecords).values(rows);
}
await approvedRequest('9600000000000001', 1);
await approvedRequest('9600000000000002', ROUNDS);

const signIn = await app.request(
  `/api/blade-auth/oauth/token?grant_type=password&tenantId=${TENANT}&username=admin&password=${md5('admin')}`,
  { method: 'POST', headers: { Authorization: CLIENT } },
);
const { access_token: token } = (await signIn.json()) as { access_token: string };
const sizes = new Map<string, number>();
const form = (id: string) => async () => {
  const response = await app.request('/api/purchase/cw-payment/genApproveForm', {
    method: 'POST',
    headers: { 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ id }),
  });
  if (response.status !== 200) throw new Error(`genApproveForm ${id} answered ${response.status}`);
  sizes.set(id, (await response.arrayBuffer()).byteLength);
};
await measure('POST genApproveForm (1 round, 4 steps)', runs, form('9600000000000001'));
await measure(`POST genApproveForm (${ROUNDS} rounds)`, runs, form('9600000000000002'));
for (const [id, bytes] of sizes) console.log(`form of ${id}: ${bytes} bytes`);
await app.flushLogs();
await database.close();
