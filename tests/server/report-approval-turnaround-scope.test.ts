import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htContracts } from '../../src/server/db/schema/contracts.ts';
import { cgApproveRecords, cgNeeds } from '../../src/server/db/schema/procurement.ts';
import { expectOk } from './support/execution-world.ts';
import { TENANT, seededOrganisation, signedInPerson } from './support/needs-world.ts';
import { caller, menuIds, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * 审批时效 under a data scope: approval records carry the approver, so the report finds each record's document
 * (by type: a demand bill, a contract…) and applies the report's department rule to it. 上海项目部 raised a bill
 * the director approved after 2 h; 采购部 a bill approved after 6 h and a contract after 10 h. The same director
 * decided all three, so an approver-based scope could not tell them apart.
 */
let ctx: TestContext;
let admin: Caller;
let shanghai: Caller;
let purchasing: Caller;
const HOUR = 3_600_000;
const SUBMITTED = Date.parse('2026-11-20T01:00:00Z');
const DIRECTOR = '1123598821738675201';

let seq = 0;
/** A submit and, `hours` later, the director's approval of the document. */
async function decided(bizType: string, bizId: string, hours: number) {
  const record = (action: number, nodeCode: string, from: number, to: number, at: number) => {
    seq += 1;
    return {
      id: String(95_000_000 + seq),
      tenantId: TENANT,
      bizType,
      bizId,
      roundNo: 1,
      nodeCode,
      action,
      approverId: DIRECTOR,
      fromStatus: from,
      toStatus: to,
      actionTime: new Date(at),
    };
  };
  await ctx.database.db
    .insert(cgApproveRecords)
    .values([record(1, 'SUBMIT', 0, 1, SUBMITTED), record(2, 'DIRECTOR', 1, 2, SUBMITTED + hours * HOUR)]);
}

async function bill(id: string, deptId: string) {
  await ctx.database.db.insert(cgNeeds).values({
    id,
    tenantId: TENANT,
    needsNo: `XQ${id}`,
    title: '需求',
    deptId,
    createDept: deptId,
    approveStatus: 2,
  });
}

const turnaround = async (who: Caller) =>
  (
    (await expectOk(await who.get('/purchase/report/approval-turnaround/pages', { size: 50 })))
      .records as Record<string, unknown>[]
  ).map((r) => [r.bizType, r.nodeCode, r.decisionCount, r.avgHours]);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  const { role, deptId } = await seededOrganisation(ctx);
  await bill('96000001', deptId('上海项目部'));
  await bill('96000002', deptId('采购部'));
  await ctx.database.db.insert(htContracts).values({
    id: '96000003',
    tenantId: TENANT,
    contractNo: 'HTSCOPE0001',
    contractName: '范围合同',
    deptId: deptId('采购部'),
    createDept: deptId('采购部'),
    buyerId: '1',
    buyerName: '采购部',
    supplierId: '96100001',
    supplierName: '范围供应商',
    totalAmount: '100.00',
    approveStatus: 5,
  });
  await decided('NEEDS', '96000001', 2);
  await decided('NEEDS', '96000002', 6);
  await decided('CONTRACT', '96000003', 10);

  // 报表 for the finance role, limited to its own department's documents.
  const [menu] = await menuIds(ctx, ['cg_report']);
  await expectOk(
    await admin.post('/blade-system/data-scope/submit', {
      json: {
        menuId: menu,
        resourceCode: 'cg_report',
        scopeName: '本部门的单据',
        scopeColumn: 'dept_id',
        scopeType: 3,
      },
    }),
  );
  const scopes = (await expectOk(
    await admin.get('/blade-system/data-scope/list', { menuId: menu, size: 100 }),
  )) as { records: { id: string; scopeName: string }[] };
  await expectOk(
    await admin.post('/blade-system/role/grant', {
      json: {
        roleIds: [role('finance')],
        menuIds: [menu],
        dataScopeIds: [scopes.records.find((s) => s.scopeName === '本部门的单据')!.id],
      },
    }),
  );
  shanghai = (await signedInPerson(ctx, admin, 'scope_sh', role('finance'), deptId('上海项目部'))).as;
  purchasing = (await signedInPerson(ctx, admin, 'scope_cg', role('finance'), deptId('采购部'))).as;
}, 300_000);
afterAll(() => ctx.close());

describe('审批时效 data scope', () => {
  it("shows a department-scoped reader only its own department's documents' decisions", async () => {
    expect(await turnaround(shanghai)).toEqual([['NEEDS', 'DIRECTOR', 1, 2]]);
    expect(await turnaround(purchasing)).toEqual([
      ['NEEDS', 'DIRECTOR', 1, 6],
      ['CONTRACT', 'DIRECTOR', 1, 10],
    ]);
  });

  it('shows the unrestricted administrator every decision', async () => {
    expect(await turnaround(admin)).toEqual([
      ['NEEDS', 'DIRECTOR', 2, 4],
      ['CONTRACT', 'DIRECTOR', 1, 10],
    ]);
  });
});
