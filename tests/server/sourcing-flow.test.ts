import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CEMENT, REBAR, expectOk, expectRefused } from './support/execution-world.ts';
import {
  assignedLines,
  assignmentOf,
  buildSourcingWorld,
  del,
  setBlacklisted,
  type SourcingWorld,
} from './support/sourcing-world.ts';
import { caller, newTenant, type Caller } from './support/system-fixtures.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';
import { actionsOffered } from './support/offered-actions.ts';

/**
 * Sourcing through HTTP on PGlite: a purchaser makes a bill from assigned lines, invites suppliers, enters
 * offers, awards (split, non-lowest with a reason), submits, and three approvers approve; every refusal on the
 * way answers in the caller's language and writes nothing.
 */
let ctx: TestContext;
let world: SourcingWorld;
let bill: { id: string; lineIds: string[] };
/** The bill the approval walk approves; another tenant probes it at the end. */
let approvedId = '';

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildSourcingWorld(ctx);
  bill = await assignedLines(world, world.buyer1.id, [
    { materialId: REBAR, qty: 10 },
    { materialId: CEMENT, qty: 5.5 },
  ]);
}, 180_000);
afterAll(async () => ctx.close());

type Row = Record<string, unknown>;
const create = (who: Caller, lines: { allocationId: string; qty?: number }[], name = '主体钢材寻源') =>
  who.post('/purchar/cg-needs-purchar/create-sourcing', { json: { sourcingName: name, lines } });
const detailOf = async (who: Caller, id: string) =>
  (await expectOk(await who.get(`/purchar/cg-sourcing/${id}`))) as Row & {
    items: { id: string; lineNo: number; qty: number; awardedQty: number }[];
    suppliers: { supplierId: string; quoteStatus: number; totalOfferAmount: number }[];
  };
const matrixOf = async (who: Caller, sourcingId: string) =>
  (await expectOk(await who.get('/purchar/cg-sourcing/matrix', { sourcingId }))) as unknown as {
    suppliers: { supplierId: string; totalAmount: number; lowestLines: number; winAmount: number }[];
    lines: {
      sourcingItemId: string;
      lowestPrice: number | null;
      validOfferCount: number;
      awardedQty: number;
      savingVsBudget: number | null;
      cells: { supplierId: string; unitPrice: number; lowest: boolean; winQty: number }[];
    }[];
    winAmount: number;
  };
const offer = (who: Caller, sourcingId: string, supplierId: string, offers: Row[]) =>
  who.post('/purchar/cg-sourcing/supplier-offer/add', { json: { sourcingId, supplierId, offers } });
const award = (who: Caller, sourcingId: string, sourcingItemId: string, awards: Row[]) =>
  who.post('/purchar/cg-sourcing/award', { json: { sourcingId, sourcingItemId, awards } });
const edit = (who: Caller, id: string, supplierIds: string[], more: Row = {}) =>
  who.post('/purchar/cg-sourcing/edit', { json: { id, sourcingName: '主体钢材寻源', supplierIds, ...more } });

describe('create-sourcing from assigned lines', () => {
  let rebarAssignment: string;
  let cementAssignment: string;

  beforeAll(async () => {
    rebarAssignment = (await assignmentOf(ctx, bill.lineIds[0]!, world.buyer1.id)).id;
    cementAssignment = (await assignmentOf(ctx, bill.lineIds[1]!, world.buyer1.id)).id;
  });

  it('makes a bill of part of one assignment and all of another, and takes them from what is open', async () => {
    const made = await expectOk(
      await create(world.buyer1.as, [
        { allocationId: rebarAssignment, qty: 6 },
        { allocationId: cementAssignment },
      ]),
    );
    expect(made.sourcingNo).toMatch(/^XY\d{12}$/);
    const detail = await detailOf(world.buyer1.as, made.id as string);
    expect(detail.items.map((i) => [i.lineNo, i.qty])).toEqual([
      [1, 6],
      [2, 5.5],
    ]);
    expect(detail).toMatchObject({
      approveStatus: 0,
      sourcingStatus: 1,
      purchaserName: 'buyer1',
      deptName: '上海项目部',
    });
    expect((await assignmentOf(ctx, bill.lineIds[0]!, world.buyer1.id)).usedQty).toBe('6.000');
  });

  it('never sources more than assigned minus sourced, even when creates race', async () => {
    await expectRefused(
      await create(world.buyer1.as, [{ allocationId: rebarAssignment, qty: 5 }]),
      409,
      /可寻源数量为 4/,
    );
    await expectRefused(
      await create(world.buyer1.as, [{ allocationId: cementAssignment }]),
      409,
      /可寻源数量为 0/,
    );
    const answers = await Promise.all(
      [1, 2, 3].map(() => create(world.buyer1.as, [{ allocationId: rebarAssignment, qty: 2 }], '并发')),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409]);
    expect((await assignmentOf(ctx, bill.lineIds[0]!, world.buyer1.id)).usedQty).toBe('10.000');
  });

  it('refuses another purchaser’s assignment, repeats and bad quantities, writing nothing', async () => {
    await expectRefused(
      await create(world.buyer2.as, [{ allocationId: cementAssignment }]),
      400,
      /不是分配给您的/,
    );
    await expectRefused(
      await create(world.buyer1.as, [{ allocationId: cementAssignment }, { allocationId: cementAssignment }]),
      400,
      /只能出现一次/,
    );
    await expectRefused(
      await create(world.buyer1.as, [{ allocationId: cementAssignment, qty: -1 }]),
      400,
      /qty/,
    );
    await expectRefused(await create(world.clerk.as, [{ allocationId: cementAssignment }]), 403, /无权/);
  });
});

describe('invitations, offers, matrix, award and 定标审批', () => {
  let id: string;
  let line1: string;
  let line2: string;

  beforeAll(async () => {
    const fresh = await assignedLines(world, world.buyer2.id, [
      { materialId: REBAR, qty: 10 },
      { materialId: CEMENT, qty: 4 },
    ]);
    const a1 = await assignmentOf(ctx, fresh.lineIds[0]!, world.buyer2.id);
    const a2 = await assignmentOf(ctx, fresh.lineIds[1]!, world.buyer2.id);
    id = (await expectOk(await create(world.buyer2.as, [{ allocationId: a1.id }, { allocationId: a2.id }])))
      .id as string;
    const detail = await detailOf(world.buyer2.as, id);
    [line1, line2] = detail.items.map((i) => i.id) as [string, string];
  });

  it('invites only eligible suppliers, and only the owner may', async () => {
    const { a, b, c, black, pending, expired } = world.suppliers;
    await expectRefused(await edit(world.buyer2.as, id, [a, black]), 409, /丁黑名单公司.*黑名单/);
    await expectRefused(await edit(world.buyer2.as, id, [a, pending]), 409, /尚未通过准入/);
    await expectRefused(await edit(world.buyer2.as, id, [a, expired]), 409, /营业执照已于 2026-01-01 过期/);
    await expectRefused(await edit(world.buyer1.as, id, [a]), 403, /采购员本人/);
    expect((await detailOf(world.buyer2.as, id)).suppliers).toHaveLength(0);
    const saved = await expectOk(await edit(world.buyer2.as, id, [a, b, c]));
    expect((saved.suppliers as Row[]).map((s) => s.supplierName)).toEqual([
      '甲钢材公司',
      '乙建材公司',
      '丙贸易公司',
    ]);
  });

  it('takes offers of invited suppliers only, with prices ≥ 0', async () => {
    const { a, b, c, black } = world.suppliers;
    await expectRefused(
      await offer(world.buyer2.as, id, black, [{ sourcingItemId: line1, unitPrice: 1 }]),
      409,
      /丁黑名单公司 未被邀请/,
    );
    await expectRefused(
      await offer(world.buyer2.as, id, a, [{ sourcingItemId: line1, unitPrice: -1 }]),
      400,
      /unitPrice/,
    );
    await expectRefused(
      await offer(world.buyer2.as, id, a, [{ sourcingItemId: line1, unitPrice: 1.00001 }]),
      400,
      /unitPrice/,
    );
    await expectRefused(
      await offer(world.buyer2.as, id, a, [{ sourcingItemId: bill.lineIds[0]!, unitPrice: 1 }]),
      400,
      /不属于本寻源单/,
    );
    await expectOk(
      await offer(world.buyer2.as, id, a, [
        { sourcingItemId: line1, unitPrice: 4000, taxRate: 13, deliveryDays: 7, brand: '宝钢' },
        { sourcingItemId: line2, unitPrice: 500 },
      ]),
    );
    const offers = await expectOk(
      await offer(world.buyer2.as, id, b, [
        { sourcingItemId: line1, unitPrice: 3850.5, validUntil: '2026-12-31' },
      ]),
    );
    expect((offers as unknown as Row[])[0]).toMatchObject({
      unitPrice: 3850.5,
      unitPriceExclTax: 3407.5221,
      amount: 38505,
      valid: true,
    });
    // An expired offer is shown but never the lowest.
    await expectOk(
      await offer(world.buyer2.as, id, c, [
        { sourcingItemId: line1, unitPrice: 3000, validUntil: '2026-11-01' },
        { sourcingItemId: line2, unitPrice: 480 },
      ]),
    );
  });

  it('compares: the lowest valid offer per line flagged, totals per supplier', async () => {
    const m = await matrixOf(world.buyer2.as, id);
    const [first, second] = m.lines;
    expect(first!.lowestPrice).toBe(3850.5);
    expect(first!.validOfferCount).toBe(2);
    expect(first!.cells.map((c) => [c.unitPrice, c.lowest])).toEqual([
      [4000, false],
      [3850.5, true],
      [3000, false],
    ]);
    expect(second!.cells.filter((c) => c.lowest).map((c) => c.unitPrice)).toEqual([480]);
    expect(m.suppliers.map((s) => s.totalAmount)).toEqual([42000, 38505, 31920]);
  });

  it('awards split across suppliers; a non-lowest winner needs a reason; never above the line qty', async () => {
    const { a, b, c } = world.suppliers;
    await expectRefused(
      await award(world.buyer2.as, id, line1, [{ supplierId: a, winQty: 4 }]),
      400,
      /不是最低报价/,
    );
    await expectRefused(
      await award(world.buyer2.as, id, line1, [{ supplierId: c, winQty: 4 }]),
      409,
      /没有有效报价/,
    );
    await expectRefused(
      await award(world.buyer2.as, id, line1, [
        { supplierId: b, winQty: 6 },
        { supplierId: a, winQty: 5, reason: '交期更短' },
      ]),
      409,
      /中标数量合计 11 超出/,
    );
    // Two awards racing on one line: each replaces the line's awards, so the line never exceeds its qty.
    await Promise.all([
      award(world.buyer2.as, id, line1, [{ supplierId: b, winQty: 6 }]),
      award(world.buyer2.as, id, line1, [{ supplierId: a, winQty: 10, reason: '交期更短' }]),
    ]);
    expect((await matrixOf(world.buyer2.as, id)).lines[0]!.awardedQty).toBeLessThanOrEqual(10);
    await expectOk(
      await award(world.buyer2.as, id, line1, [
        { supplierId: b, winQty: 6 },
        { supplierId: a, winQty: 4, reason: '交期更短' },
      ]),
    );
    const m = await matrixOf(world.buyer2.as, id);
    expect(m.lines[0]!.awardedQty).toBe(10);
    expect(m.lines[0]!.cells.map((cell) => cell.winQty)).toEqual([4, 6, 0]);
    expect(m.winAmount).toBe(39103);
    expect(m.suppliers.map((s) => s.winAmount)).toEqual([16000, 23103, 0]);
  });

  it('submits only a complete award: 询比价 with fewer than three valid offers needs a reason', async () => {
    await expectOk(await award(world.buyer2.as, id, line2, [{ supplierId: world.suppliers.c, winQty: 4 }]));
    await expectRefused(
      await world.buyer2.as.post('/purchar/cg-sourcing/submitApprove', { json: { id } }),
      400,
      /第 1 行有效报价不足三家/,
    );
    await expectOk(
      await edit(world.buyer2.as, id, Object.values(world.suppliers).slice(0, 3), {
        lessThanThreeReason: '市场仅两家有效报价',
      }),
    );
    const step = await expectOk(
      await world.buyer2.as.post('/purchar/cg-sourcing/submitApprove', { json: { id } }),
    );
    expect(step).toMatchObject({ approveStatus: 2, currentNode: 'DIRECTOR' });
  });

  it('refuses every edit after submit', async () => {
    const { a } = world.suppliers;
    await expectRefused(
      await offer(world.buyer2.as, id, a, [{ sourcingItemId: line1, unitPrice: 1 }]),
      409,
      /已提交或已作废/,
    );
    await expectRefused(await award(world.buyer2.as, id, line1, []), 409, /已提交或已作废/);
    await expectRefused(await edit(world.buyer2.as, id, [a]), 409, /已提交或已作废/);
    expect((await del(ctx, world.buyer2.as.token, `/purchar/cg-sourcing/delete/${id}`)).status).toBe(409);
  });

  it('walks director → area manager → manager, each with the matrix; the winners list shows both suppliers', async () => {
    const queue = await expectOk(
      await world.director.as.get('/purchar/cg-sourcing/pages', { node: 'DIRECTOR' }),
    );
    expect((queue.records as Row[]).map((r) => r.id)).toContain(id);
    const seen = await expectOk(
      await world.director.as.get(`/purchar/cg-sourcing/sourcingApproveDetails/${id}`),
    );
    expect((seen.matrix as Row).winAmount).toBe(39103 + 1920);
    await expectRefused(
      await world.areaManager.as.post('/purchar/cg-sourcing/approve', { json: { id } }),
      403,
      /总监/,
    );
    // The list (its rows read with their round history) offers each person what the detail offers.
    const { sourcingNo } = await detailOf(world.buyer2.as, id);
    const offered = () =>
      actionsOffered([world.buyer2, world.director, world.areaManager], {
        id,
        detail: `/purchar/cg-sourcing/${id}`,
        list: '/purchar/cg-sourcing/pages',
        filter: { sourcingNo: sourcingNo as string },
      });
    expect((await offered())[0]).toContain('cancel');
    await expectOk(
      await world.director.as.post('/purchar/cg-sourcing/approve', { json: { id, opinion: '同意' } }),
    );
    const acted = await offered();
    expect([acted[0], acted[2]]).toEqual([
      expect.not.arrayContaining(['cancel']),
      expect.arrayContaining(['approve']),
    ]);
    await expectOk(await world.areaManager.as.post('/purchar/cg-sourcing/approve', { json: { id } }));
    const last = await expectOk(
      await world.manager.as.post('/purchar/cg-sourcing/approve', { json: { id } }),
    );
    expect(last.approveStatus).toBe(5);
    approvedId = id;
    expect((await detailOf(world.buyer2.as, id)).sourcingStatus).toBe(2);
    const history = await expectOk(await world.buyer2.as.get('/purchar/cg-sourcing/approveList', { id }));
    expect((history as unknown as Row[]).map((r) => r.nodeCode)).toEqual([
      'SUBMIT',
      'DIRECTOR',
      'AREA_MANAGER',
      'MANAGER',
    ]);
    const wins = await expectOk(await world.buyer2.as.get('/purchar/cg-sourcing/supplierWinPage'));
    const mine = (wins.records as Row[]).filter((r) => r.sourcingId === id);
    expect(mine.map((r) => [r.supplierName, r.winLines, r.winAmount])).toEqual([
      ['甲钢材公司', 1, 16000],
      ['乙建材公司', 1, 23103],
      ['丙贸易公司', 1, 1920],
    ]);
  });

  it('makes contracts only for a caller who may also add contracts (contract-sourcing.test.ts covers the rest)', async () => {
    await expectRefused(
      await world.buyer2.as.post('/purchar/cg-sourcing/createContract', { json: { sourcingId: id } }),
      403,
      /采购合同 · 新增/,
    );
    await expectRefused(
      await world.buyer2.as.post('/purchar/cg-sourcing/createContractMulti', { json: { sourcingId: id } }),
      403,
      /采购合同 · 新增/,
    );
  });
});

describe('the blacklist gate, voiding, import and offer files', () => {
  let id: string;
  let lines: string[];
  let fresh: { lineIds: string[] };

  beforeAll(async () => {
    fresh = await assignedLines(world, world.buyer1.id, [{ materialId: REBAR, qty: 3 }]);
    const a1 = await assignmentOf(ctx, fresh.lineIds[0]!, world.buyer1.id);
    id = (await expectOk(await create(world.buyer1.as, [{ allocationId: a1.id }]))).id as string;
    await expectOk(
      await edit(world.buyer1.as, id, [world.suppliers.a, world.suppliers.b], { purcharType: '4' }),
    );
    lines = (await detailOf(world.buyer1.as, id)).items.map((i) => i.id);
  });

  it('imports offers from the offer workbook all or nothing', async () => {
    const download = await ctx.app.request(
      `/api/purchar/cg-sourcing/downloadSupplierDetails?sourcingId=${id}`,
      {
        headers: { 'Blade-Auth': `bearer ${world.buyer1.as.token}` },
      },
    );
    expect(download.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await download.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    sheet.getRow(2).getCell(7).value = 100;
    sheet.getRow(3).getCell(7).value = -5;
    const upload = async () => {
      const form = new FormData();
      form.set('sourcingId', id);
      form.set('file', new File([await book.xlsx.writeBuffer()], 'offers.xlsx'));
      return world.buyer1.as.post('/purchar/cg-sourcing/importSupplierDetails', { body: form });
    };
    const bad = await expectOk(await upload());
    expect(bad).toMatchObject({ valid: false, imported: 0 });
    expect((await matrixOf(world.buyer1.as, id)).lines[0]!.cells).toHaveLength(0);
    sheet.getRow(3).getCell(7).value = 95;
    const good = await expectOk(await upload());
    expect(good).toMatchObject({ valid: true, imported: 2 });
    expect((await matrixOf(world.buyer1.as, id)).lines[0]!.cells.map((c) => c.unitPrice)).toEqual([100, 95]);
  });

  it('stores offer files by content, refusing what is not a document', async () => {
    const send = (bytes: Uint8Array<ArrayBuffer>, supplierId = world.suppliers.a) => {
      const form = new FormData();
      form.set('sourcingId', id);
      form.set('supplierId', supplierId);
      form.set('fileType', '1');
      form.set('file', new File([bytes], 'offer.pdf'));
      return world.buyer1.as.post('/purchar/cg-sourcing/supplier-offer/file', { body: form });
    };
    await expectRefused(await send(new TextEncoder().encode('not a pdf at all')), 400, /PDF/);
    await expectRefused(
      await send(new TextEncoder().encode('%PDF-1.4 x'), world.suppliers.c),
      409,
      /未被邀请/,
    );
    const stored = await expectOk(await send(new TextEncoder().encode('%PDF-1.4\n%fake but sniffed\n')));
    expect(stored).toMatchObject({
      contentType: 'application/pdf',
      fileTypeName: '报价单',
      supplierName: '甲钢材公司',
    });
    const check = await expectOk(
      await world.buyer1.as.get('/purchar/cg-sourcing/supplierOfferFileUpload', {
        sourcingId: id,
        supplierId: world.suppliers.c,
      }),
    );
    expect(check).toMatchObject({ allowed: false });

    const listed = async () =>
      (await expectOk(
        await world.buyer1.as.get('/purchar/cg-sourcing/supplier-offer/file', { sourcingId: id }),
      )) as unknown as { id: string; link: string }[];
    const [file] = await listed();
    expect(file).toMatchObject({ id: stored.id });
    expect(file!.link).toMatch(/sign=/);
    const removeAs = (token: string, fileId: string) =>
      del(ctx, token, `/purchar/cg-sourcing/supplier-offer/file/${fileId}`);
    await expectRefused(await removeAs(world.buyer2.as.token, file!.id), 403, /采购员本人/);
    expect(await listed()).toHaveLength(1);
    await expectOk(await removeAs(world.buyer1.as.token, file!.id));
    expect(await listed()).toHaveLength(0);
    await expectRefused(await removeAs(world.buyer1.as.token, file!.id), 404, /.+/);
  });

  it('stops the award at final approval when a winner was blacklisted meanwhile', async () => {
    await expectOk(
      await award(world.buyer1.as, id, lines[0]!, [{ supplierId: world.suppliers.b, winQty: 3 }]),
    );
    await expectOk(await world.buyer1.as.post('/purchar/cg-sourcing/submitApprove', { json: { id } }));
    await expectOk(await world.director.as.post('/purchar/cg-sourcing/approve', { json: { id } }));
    await expectOk(await world.areaManager.as.post('/purchar/cg-sourcing/approve', { json: { id } }));
    await setBlacklisted(ctx, world.suppliers.b, 1);
    await expectRefused(
      await world.manager.as.post('/purchar/cg-sourcing/approve', { json: { id } }),
      409,
      /黑名单/,
    );
    expect((await detailOf(world.buyer1.as, id)).approveStatus).toBe(4);
    await setBlacklisted(ctx, world.suppliers.b, 0);
    await expectOk(
      await world.manager.as.post('/purchar/cg-sourcing/reject', { json: { id, opinion: '重新比价' } }),
    );
  });

  it('voids a rejected bill and gives its lines back to the purchaser', async () => {
    expect((await assignmentOf(ctx, fresh.lineIds[0]!, world.buyer1.id)).usedQty).toBe('3.000');
    expect((await del(ctx, world.buyer2.as.token, `/purchar/cg-sourcing/delete/${id}`)).status).toBe(403);
    expect((await del(ctx, world.buyer1.as.token, `/purchar/cg-sourcing/delete/${id}`)).status).toBe(200);
    expect((await assignmentOf(ctx, fresh.lineIds[0]!, world.buyer1.id)).usedQty).toBe('0.000');
    const detail = await detailOf(world.buyer1.as, id);
    expect(detail).toMatchObject({ sourcingStatus: 3, allowedActions: [] });
    await expectRefused(
      await world.buyer1.as.post('/purchar/cg-sourcing/submitApprove', { json: { id } }),
      409,
      /已作废|作废/,
    );
  });

  it('answers 404 for ids it does not have', async () => {
    expect((await world.buyer1.as.get('/purchar/cg-sourcing/999999999')).status).toBe(404);
  });
});

describe('another tenant', () => {
  it('cannot read or change this tenant’s bills, lines, offers or assignments (404/400), answering in English when asked', async () => {
    const other = await newTenant(ctx, world.admin, '寻源隔离租户');
    const en = caller(ctx, other.admin.token, 'en');
    const line = (await detailOf(world.buyer2.as, approvedId)).items[0]!.id;
    expect((await en.get(`/purchar/cg-sourcing/${approvedId}`)).status).toBe(404);
    expect((await en.get('/purchar/cg-sourcing/matrix', { sourcingId: approvedId })).status).toBe(404);
    expect((await en.get(`/purchar/cg-sourcing/sourcingApproveDetails/${approvedId}`)).status).toBe(404);
    expect(
      (await offer(en, approvedId, world.suppliers.a, [{ sourcingItemId: line, unitPrice: 1 }])).status,
    ).toBe(404);
    expect((await award(en, approvedId, line, [])).status).toBe(404);
    expect((await en.post('/purchar/cg-sourcing/approve', { json: { id: approvedId } })).status).toBe(404);
    const assignment = await assignmentOf(ctx, bill.lineIds[1]!, world.buyer1.id);
    await expectRefused(
      await create(en, [{ allocationId: assignment.id }]),
      400,
      /不是分配给您的|not an active assignment/,
    );
    expect((await detailOf(world.buyer2.as, approvedId)).approveStatus).toBe(5);
  });
});
