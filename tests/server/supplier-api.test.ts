import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cgMessages } from '../../src/server/db/schema/execution.ts';
import { gysSupplierBankAccounts, gysSuppliers } from '../../src/server/db/schema/suppliers.ts';
import { caller, newTenant, type Caller } from './support/system-fixtures.ts';
import {
  CREDIT_CODES,
  supplierPath,
  supplierWorld,
  uploadScan,
  type SupplierWorld,
} from './support/supplier-world.ts';
import { actionsOffered } from './support/offered-actions.ts';
import { call, createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * Suppliers end to end through HTTP on PGlite: the master with qualifications and accounts and each refusal of
 * its save, admission along the tenant-wide chain with each approver signed in as themselves, suspension, the
 * blacklist requests and their approval, export, and tenant isolation.
 */
let ctx: TestContext;
let admin: Caller;
let w: SupplierWorld;
let serial = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  w = await supplierWorld(ctx, admin);
}, 180_000);
afterAll(async () => ctx.close());

const NAME = (n: number) => `测试供应商${n}有限公司`;

function body(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const name = (overrides.supplierName as string) ?? NAME(serial);
  return {
    supplierCode: `T${String(serial).padStart(4, '0')}`,
    supplierName: name,
    creditCode: CREDIT_CODES[serial % CREDIT_CODES.length],
    supplierType: '1',
    taxpayerType: 1,
    contactName: '王五',
    contactPhone: '13800000000',
    registeredCapital: 1000000.5,
    qualifications: [
      { qualType: 'BUSINESS_LICENSE', certNo: 'YYZZ-001', validFrom: '2020-01-01', validTo: '2030-12-31' },
    ],
    bankAccounts: [{ accountName: name, bankName: '中国银行', accountNo: '6222 0000 1111', isDefault: 1 }],
    ...overrides,
  };
}

async function ok(answer: { status: number; body: { data: unknown } }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Record<string, unknown> & { id: string };
}

/** Suppliers are unique per code, name and credit code: each test's supplier is removed so codes may repeat. */
async function newSupplier(overrides: Record<string, unknown> = {}, who: Caller = w.buyerAdmin.as) {
  return ok(await who.post(supplierPath('/addOrEdit'), { json: body(overrides) }));
}

const supplierCount = async () => (await ctx.database.db.select().from(gysSuppliers)).length;

async function admit(id: string) {
  await ok(await w.buyerAdmin.as.post(supplierPath('/submitApprove'), { json: { id } }));
  await ok(await w.director.as.post(supplierPath('/approve'), { json: { id } }));
  await ok(await w.areaManager.as.post(supplierPath('/approveAreaManager'), { json: { id } }));
  return ok(await w.manager.as.post(supplierPath('/approveManager'), { json: { id, opinion: '同意准入' } }));
}

/** A new admitted supplier, and a request (a draft) to put it on the blacklist. */
async function blacklistRequested() {
  await clear();
  const s = await newSupplier();
  await admit(s.id);
  const request = await ok(
    await w.buyerAdmin.as.post(supplierPath('/black/submit'), {
      json: { supplierId: s.id, requestType: 1, reason: '供货质量不合格' },
    }),
  );
  return { s, request };
}

/** Frees the credit codes again: the next test's supplier may use any. */
async function clear() {
  await ctx.database.db.update(gysSuppliers).set({ isDeleted: 1 });
}

describe('saving a supplier', () => {
  it('stores the master, qualifications with their scans and accounts in one go', async () => {
    await clear();
    const scan = await uploadScan(ctx, w.buyerAdmin.as);
    const saved = await newSupplier({
      creditCode: '91110000ma01a2b3cn',
      qualifications: [
        {
          qualType: 'BUSINESS_LICENSE',
          certNo: 'YYZZ-9',
          issuer: '北京市市场监督管理局',
          validFrom: '2021-01-01',
          validTo: '2031-01-01',
          fileIds: [scan],
        },
        { qualType: 'ISO9001', certNo: 'ISO-1', validTo: null },
      ],
    });
    expect(saved).toMatchObject({
      creditCode: '91110000MA01A2B3CN',
      approveStatus: 0,
      supplierStatus: 0,
      supplierStatusName: '待准入',
      supplierTypeName: '生产厂家',
      taxpayerTypeName: '一般纳税人',
      registeredCapital: 1000000.5,
      licenceValidTo: '2031-01-01',
      blacklistFlag: 0,
      allowedActions: ['edit', 'remove', 'submit'],
    });
    const quals = saved.qualifications as {
      qualTypeName: string;
      files: { attachId: string; link: string }[];
    }[];
    expect(quals.map((q) => q.qualTypeName)).toEqual(['营业执照', 'ISO9001 质量体系认证']);
    expect(quals[0]!.files[0]!.attachId).toBe(scan);
    expect(quals[0]!.files[0]!.link).toContain('sign=');
    expect(saved.bankAccounts).toMatchObject([{ accountNo: '622200001111', isDefault: 1 }]);

    // Editing replaces the lists: the ISO row goes, the licence keeps its id.
    const licenceId = (saved.qualifications as { id: string }[])[0]!.id;
    const edited = await ok(
      await w.buyerAdmin.as.post(supplierPath('/addOrEdit'), {
        json: {
          ...body({ supplierName: saved.supplierName, creditCode: saved.creditCode }),
          id: saved.id,
          supplierCode: saved.supplierCode,
          qualifications: [
            { id: licenceId, qualType: 'BUSINESS_LICENSE', certNo: 'YYZZ-10', validTo: '2032-01-01' },
          ],
        },
      }),
    );
    expect(edited.qualifications).toMatchObject([{ id: licenceId, certNo: 'YYZZ-10' }]);
  });

  it('refuses each bad field with a clear message on that field and writes nothing', async () => {
    await clear();
    const before = await supplierCount();
    const refusals: [Record<string, unknown>, number, RegExp][] = [
      [{ creditCode: '91110000MA01A2B3CX' }, 400, /^creditCode: 统一社会信用代码校验位不正确/],
      [{ creditCode: '91110000MA01A2B3C' }, 400, /creditCode/],
      [{ creditCode: '91110000MA01A2B3CI' }, 400, /^creditCode: 统一社会信用代码只能由/],
      [{ supplierType: '99' }, 400, /supplierType/],
      [
        { bankAccounts: [{ accountName: '别人的公司', bankName: '工行', accountNo: '1', isDefault: 1 }] },
        400,
        /^bankAccounts\.0\.accountName: 开户名必须与供应商名称/,
      ],
      [{ qualifications: [{ qualType: 'NOPE', certNo: '1' }] }, 400, /qualType/],
      [
        {
          qualifications: [
            { qualType: 'SAFETY', certNo: '1', validFrom: '2026-01-02', validTo: '2026-01-01' },
          ],
        },
        400,
        /^qualifications\.0\.validTo: 有效期止不能早于有效期起/,
      ],
      [
        { qualifications: [{ qualType: 'SAFETY', certNo: '1', fileIds: ['999999'] }] },
        400,
        /fileIds: 附件不存在/,
      ],
      [{ categoryIds: ['999999'] }, 400, /^categoryIds\.0: 物料分类不存在/],
    ];
    for (const [overrides, status, text] of refusals) {
      const answer = await w.buyerAdmin.as.post(supplierPath('/addOrEdit'), { json: body(overrides) });
      expect(answer.status, JSON.stringify(overrides)).toBe(status);
      expect(answer.body.msg).toMatch(text);
    }
    // Two defaults, and the rule in English.
    const en = caller(ctx, w.buyerAdmin.as.token, 'en');
    const name = NAME(900);
    const twoDefaults = await en.post(supplierPath('/addOrEdit'), {
      json: body({
        supplierName: name,
        bankAccounts: [
          { accountName: name, bankName: 'A', accountNo: '1', isDefault: 1 },
          { accountName: name, bankName: 'B', accountNo: '2', isDefault: 1 },
        ],
      }),
    });
    expect(twoDefaults.status).toBe(400);
    expect(twoDefaults.body.msg).toBe('bankAccounts: exactly one bank account must be the default');
    expect(await supplierCount()).toBe(before);
  });

  it('keeps code, name and credit code unique in the tenant (409 naming the one taken)', async () => {
    await clear();
    const first = await newSupplier();
    const again = (overrides: Record<string, unknown>) =>
      w.buyerAdmin.as.post(supplierPath('/addOrEdit'), { json: body(overrides) });
    const code = await again({ supplierCode: first.supplierCode });
    expect([code.status, code.body.msg]).toEqual([
      409,
      `supplierCode: 供应商编码「${first.supplierCode}」已被使用`,
    ]);
    const name = await again({ supplierName: first.supplierName });
    expect(name.status).toBe(409);
    expect(name.body.msg).toMatch(/^supplierName: /);
    const credit = await again({ creditCode: first.creditCode });
    expect(credit.status).toBe(409);
    expect(credit.body.msg).toContain(`已被供应商「${first.supplierName}」使用`);
  });

  it('lets only the creator edit or delete, and only a draft or rejected supplier', async () => {
    await clear();
    const s = await newSupplier();
    const edit = (who: Caller) =>
      who.post(supplierPath('/addOrEdit'), {
        json: {
          ...body({ supplierName: s.supplierName, creditCode: s.creditCode }),
          id: s.id,
          supplierCode: s.supplierCode,
        },
      });
    expect((await edit(w.buyerAdmin2.as)).status).toBe(403);
    const del = (who: Caller) =>
      call(ctx.app, 'DELETE', `/api${supplierPath(`/delete/${s.id}`)}`, { token: who.token });
    expect((await del(w.buyerAdmin2.as)).status).toBe(403);
    await ok(await w.buyerAdmin.as.post(supplierPath('/submitApprove'), { json: { id: s.id } }));
    const late = await edit(w.buyerAdmin.as);
    expect([late.status, late.body.msg]).toEqual([
      409,
      '供应商已提交准入审批,只有草稿或已驳回时可以修改或删除',
    ]);
    expect((await del(w.buyerAdmin.as)).status).toBe(409);
    expect((await w.buyer.as.post(supplierPath('/addOrEdit'), { json: body() })).status).toBe(403);
  });
});

describe('admission', () => {
  it('runs director → area manager → manager, tenant-wide, and admits the supplier on the last approval', async () => {
    await clear();
    const s = await newSupplier();
    const submitted = await ok(
      await w.buyerAdmin.as.post(supplierPath('/submitApprove'), { json: { id: s.id } }),
    );
    expect(submitted).toMatchObject({ approveStatus: 2, currentNode: 'DIRECTOR' });
    // The director of 华东区域 sees it in the queue though the supplier belongs to no department.
    const queue = await ok(await w.director.as.get(supplierPath('/approveDirectorList')));
    expect(
      (queue.records as { id: string; allowedActions: string[] }[]).map((r) => [r.id, r.allowedActions]),
    ).toEqual([[s.id, ['approve', 'reject']]]);
    // Not at the area manager's level yet.
    const early = await w.areaManager.as.post(supplierPath('/approveAreaManager'), { json: { id: s.id } });
    expect([early.status, early.body.msg]).toEqual([409, '当前节点不是区域经理审批']);
    // A purchaser holds no approver role.
    expect((await w.buyer.as.post(supplierPath('/approve'), { json: { id: s.id } })).status).toBe(403);
    await ok(await w.director.as.post(supplierPath('/approve'), { json: { id: s.id } }));
    await ok(await w.areaManager.as.post(supplierPath('/approveAreaManager'), { json: { id: s.id } }));
    await ok(await w.manager.as.post(supplierPath('/approveManager'), { json: { id: s.id } }));
    const admitted = await ok(await w.buyer.as.get(supplierPath(`/${s.id}`)));
    expect(admitted).toMatchObject({
      approveStatus: 5,
      supplierStatus: 1,
      supplierStatusName: '合格',
      allowedActions: [],
    });
    const history = await ok(await w.buyer.as.get(supplierPath(`/approveList/${s.id}`)));
    expect((history as unknown as { nodeCode: string }[]).map((r) => r.nodeCode)).toEqual([
      'SUBMIT',
      'DIRECTOR',
      'AREA_MANAGER',
      'MANAGER',
    ]);
    const info = await ok(await w.buyer.as.get(supplierPath('/approveInfo'), { supplierId: s.id }));
    expect(
      (info.nodes as { nodeCode: string; state: string }[]).find((n) => n.nodeCode === 'PM')!.state,
    ).toBe('skipped');
    // The approvers were told at each level (待办), the creator on admission.
    const todo = await ctx.database.db.select().from(cgMessages).where(eq(cgMessages.bizId, s.id));
    expect(
      todo
        .filter((m) => m.msgType === 1)
        .map((m) => m.receiverId)
        .sort(),
    ).toEqual([w.director.id, w.areaManager.id, w.manager.id].sort());
    expect(todo.filter((m) => m.msgType === 2).map((m) => m.receiverId)).toEqual([w.buyerAdmin.id]);
  });

  it('offers each person in the list and the queues what the detail offers, before and after a level acted', async () => {
    await clear();
    const s = await newSupplier();
    await ok(await w.buyerAdmin.as.post(supplierPath('/submitApprove'), { json: { id: s.id } }));
    const offered = () =>
      actionsOffered([w.buyerAdmin, w.director, w.areaManager, w.manager], {
        id: s.id,
        detail: supplierPath(`/${s.id}`),
        list: supplierPath('/pages'),
        filter: { supplierCode: s.supplierCode as string },
        queues: ['/approveDirectorList', '/approveAreaManagerList', '/approveManagerList'].map(supplierPath),
      });
    // Nobody at a level acted yet: the creator may still withdraw it (cancel).
    expect((await offered())[0]).toContain('cancel');
    await ok(await w.director.as.post(supplierPath('/approve'), { json: { id: s.id } }));
    const acted = await offered();
    // The director acted in this round (read with the list's rows): no withdrawal; the area manager is next.
    expect(acted[0]).not.toContain('cancel');
    expect(acted[2]).toContain('approve');
  });

  it('refuses a submit without a business licence, with an expired one, or without a default account', async () => {
    await clear();
    const noLicence = await newSupplier({ qualifications: [{ qualType: 'SAFETY', certNo: 'AQ-1' }] });
    const a = await w.buyerAdmin.as.post(supplierPath('/submitApprove'), { json: { id: noLicence.id } });
    expect([a.status, a.body.msg]).toEqual([400, 'qualifications: 提交准入前请添加营业执照']);
    const expired = await newSupplier({
      qualifications: [{ qualType: 'BUSINESS_LICENSE', certNo: 'Y', validTo: '2026-11-21' }],
    });
    const b = await w.buyerAdmin.as.post(supplierPath('/submitApprove'), { json: { id: expired.id } });
    expect(b.status).toBe(409);
    expect(b.body.msg).toContain('营业执照已于 2026-11-21 过期');
    const noAccount = await newSupplier({ bankAccounts: [] });
    const c = await w.buyerAdmin.as.post(supplierPath('/submitApprove'), { json: { id: noAccount.id } });
    expect([c.status, c.body.msg]).toEqual([400, 'bankAccounts: 提交准入前请添加默认银行账户']);
    for (const s of [noLicence, expired, noAccount]) {
      expect((await ok(await w.buyerAdmin.as.get(supplierPath(`/${s.id}`)))).approveStatus).toBe(0);
    }
  });

  it('returns a rejected supplier to its creator, who may edit and resubmit it', async () => {
    await clear();
    const s = await newSupplier();
    await ok(await w.buyerAdmin.as.post(supplierPath('/submitApprove'), { json: { id: s.id } }));
    const noReason = await w.director.as.post(supplierPath('/reject'), { json: { id: s.id, opinion: ' ' } });
    expect(noReason.status).toBe(400);
    await ok(await w.director.as.post(supplierPath('/reject'), { json: { id: s.id, opinion: '资质不全' } }));
    const rejected = await ok(await w.buyerAdmin.as.get(supplierPath(`/${s.id}`)));
    expect(rejected).toMatchObject({ approveStatus: 6, lastRejectReason: '资质不全', supplierStatus: 0 });
    expect(rejected.allowedActions).toEqual(['edit', 'remove', 'submit']);
  });

  it('lets a purchase admin suspend and resume a qualified supplier, nobody else, each with a reason', async () => {
    await clear();
    const s = await newSupplier();
    const suspend = (who: typeof w.buyerAdmin, reason?: unknown) =>
      who.as.post(supplierPath('/suspend'), { json: { id: s.id, reason } });
    const early = await suspend(w.buyerAdmin, '质量问题');
    expect([early.status, early.body.msg]).toEqual([409, '只有合格的供应商可以暂停']);
    await admit(s.id);
    const admitted = await ok(await w.buyerAdmin.as.get(supplierPath(`/${s.id}`)));
    expect(admitted.statusActions).toEqual(['suspend', 'renewQualification']);
    expect(admitted.statusLogs).toEqual([]);
    expect((await suspend(w.buyer, '质量问题')).status).toBe(403);
    // A reason is required: missing, blank, too long or not a string is a 400 naming the field, and nothing changes.
    for (const reason of [undefined, '', '   ', 'x'.repeat(501), 42]) {
      const refused = await suspend(w.buyerAdmin, reason);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(/reason/);
    }
    expect((await ok(await w.buyerAdmin.as.get(supplierPath(`/${s.id}`)))).supplierStatus).toBe(1);

    const suspended = await ok(await suspend(w.buyerAdmin, ' 连续两批钢筋抽检不合格 '));
    expect(suspended).toMatchObject({
      supplierStatus: 2,
      supplierStatusName: '暂停',
      statusActions: ['resume', 'renewQualification'],
    });
    expect((await suspend(w.buyerAdmin, '再次暂停')).status).toBe(409);
    const resume = (reason: string) =>
      w.buyerAdmin.as.post(supplierPath('/resume'), { json: { id: s.id, reason } });
    expect((await resume('  ')).status).toBe(400);
    const resumed = await ok(await resume('整改复检合格'));
    expect(resumed.supplierStatus).toBe(1);
    // The history, newest first: who, when and why; a failed call left no row.
    const logs = resumed.statusLogs as {
      action: number;
      actionName: string;
      reason: string;
      operatorName: string;
      createTime: string;
    }[];
    expect(logs.map((l) => [l.action, l.actionName, l.reason])).toEqual([
      [2, '恢复', '整改复检合格'],
      [1, '暂停', '连续两批钢筋抽检不合格'],
    ]);
    expect(
      logs.every(
        (l) => l.operatorName.length > 0 && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(l.createTime),
      ),
    ).toBe(true);
    const english = caller(ctx, w.buyerAdmin.as.token, 'en');
    const en = (await ok(await english.get(supplierPath(`/${s.id}`)))).statusLogs as { actionName: string }[];
    expect(en.map((l) => l.actionName)).toEqual(['Resumed', 'Suspended']);
    const blank = await english.post(supplierPath('/suspend'), { json: { id: s.id, reason: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toMatch(/^reason: [A-Z]/);
  });

  it('keeps one history row per status change when two suspends race', async () => {
    await clear();
    const s = await newSupplier();
    await admit(s.id);
    const answers = await Promise.all(
      ['甲原因', '乙原因'].map((reason) =>
        w.buyerAdmin.as.post(supplierPath('/suspend'), { json: { id: s.id, reason } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const detail = await ok(await w.buyerAdmin.as.get(supplierPath(`/${s.id}`)));
    expect((detail.statusLogs as unknown[]).length).toBe(1);
  });
});

describe('the blacklist', () => {
  it('puts a supplier on the list only when its request is finally approved, and takes it off the same way', async () => {
    const { s, request } = await blacklistRequested();
    expect(request).toMatchObject({
      requestNo: expect.stringMatching(/^HMD20261122\d{4}$/),
      requestTypeName: '拉黑',
    });
    const second = await w.buyerAdmin.as.post(supplierPath('/black/submit'), {
      json: { supplierId: s.id, requestType: 1, reason: '再来一次' },
    });
    expect(second.status).toBe(409);
    expect(second.body.msg).toContain('已有未完成的黑名单申请');
    const noReason = await w.buyerAdmin.as.post(supplierPath('/black/submit'), {
      json: { supplierId: s.id, requestType: 1, reason: '' },
    });
    expect(noReason.status).toBe(400);

    await ok(await w.buyerAdmin.as.post(supplierPath('/black/submitApprove'), { json: { id: request.id } }));
    await ok(await w.director.as.post(supplierPath('/black/approve'), { json: { id: request.id } }));
    await ok(
      await w.areaManager.as.post(supplierPath('/black/approveAreaManager'), { json: { id: request.id } }),
    );
    expect((await ok(await w.buyer.as.get(supplierPath(`/${s.id}`)))).blacklistFlag).toBe(0);
    const queue = await ok(await w.manager.as.get(supplierPath('/black/approveManagerList')));
    expect((queue.records as { id: string }[]).map((r) => r.id)).toEqual([request.id]);
    await ok(await w.manager.as.post(supplierPath('/black/approveManager'), { json: { id: request.id } }));

    const listed = await ok(await w.buyer.as.get(supplierPath(`/${s.id}`)));
    expect(listed).toMatchObject({
      blacklistFlag: 1,
      blacklistReason: '供货质量不合格',
      blacklistUserName: 'sadmin',
    });
    const page = await ok(await w.buyerAdmin.as.get(supplierPath('/black/pages')));
    expect((page.records as { id: string }[]).map((r) => r.id)).toEqual([s.id]);
    const logs = await ok(await w.buyerAdmin.as.get(supplierPath('/black/logs'), { supplierId: s.id }));
    expect((logs.records as { approveStatus: number }[]).map((r) => r.approveStatus)).toEqual([5]);

    const again = await w.buyerAdmin.as.post(supplierPath('/black/submit'), {
      json: { supplierId: s.id, requestType: 1, reason: '重复' },
    });
    expect([again.status, again.body.msg]).toEqual([409, `供应商「${s.supplierName}」已在黑名单中`]);
    const off = await ok(
      await w.buyerAdmin.as.post(supplierPath('/black/submit'), {
        json: { supplierId: s.id, requestType: 2, reason: '整改完成' },
      }),
    );
    await ok(await w.buyerAdmin.as.post(supplierPath('/black/submitApprove'), { json: { id: off.id } }));
    await ok(await w.director.as.post(supplierPath('/black/approve'), { json: { id: off.id } }));
    await ok(
      await w.areaManager.as.post(supplierPath('/black/approveAreaManager'), { json: { id: off.id } }),
    );
    await ok(await w.manager.as.post(supplierPath('/black/approveManager'), { json: { id: off.id } }));
    expect(await ok(await w.buyer.as.get(supplierPath(`/${s.id}`)))).toMatchObject({
      blacklistFlag: 0,
      blacklistReason: '',
    });
    const notOn = await w.buyerAdmin.as.post(supplierPath('/black/submit'), {
      json: { supplierId: s.id, requestType: 2, reason: '再移出' },
    });
    expect(notOn.status).toBe(409);
    const history = await ok(await w.buyer.as.get(supplierPath(`/black/approveList/${off.id}`)));
    expect((history as unknown as unknown[]).length).toBe(4);
  });

  it('keeps one open request per supplier when two are raised at once', async () => {
    await clear();
    const s = await newSupplier();
    await admit(s.id);
    const raise = (who: Caller, reason: string) =>
      who.post(supplierPath('/black/submit'), { json: { supplierId: s.id, requestType: 1, reason } });
    const answers = await Promise.all([raise(w.buyerAdmin.as, '甲'), raise(w.buyerAdmin2.as, '乙')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const logs = await ok(await w.buyerAdmin.as.get(supplierPath('/black/logs'), { supplierId: s.id }));
    expect(logs.total).toBe(1);
  });

  it('offers each person in the requests list and the queues what the detail offers, as the levels act', async () => {
    const { s, request } = await blacklistRequested();
    await ok(await w.buyerAdmin.as.post(supplierPath('/black/submitApprove'), { json: { id: request.id } }));
    const offered = () =>
      actionsOffered([w.buyerAdmin, w.director, w.areaManager, w.manager], {
        id: request.id,
        detail: supplierPath(`/black/${request.id}`),
        list: supplierPath('/black/logs'),
        filter: { supplierId: s.id },
        queues: ['/approveDirectorList', '/approveAreaManagerList', '/approveManagerList'].map((queue) =>
          supplierPath(`/black${queue}`),
        ),
      });
    expect((await offered())[0]).toContain('cancel');
    await ok(await w.director.as.post(supplierPath('/black/approve'), { json: { id: request.id } }));
    const acted = await offered();
    expect(acted[0]).not.toContain('cancel');
    expect(acted[2]).toContain('approve');
  });

  it('lets the requester delete a draft request; a purchaser cannot raise one', async () => {
    await clear();
    const s = await newSupplier();
    const draft = await ok(
      await w.buyerAdmin.as.post(supplierPath('/black/submit'), {
        json: { supplierId: s.id, requestType: 1, reason: '待定' },
      }),
    );
    const del = (who: Caller) =>
      call(ctx.app, 'DELETE', `/api${supplierPath(`/black/delete/${draft.id}`)}`, { token: who.token });
    expect((await del(w.buyerAdmin2.as)).status).toBe(403);
    expect((await del(w.buyerAdmin.as)).status).toBe(200);
    expect(
      (
        await w.buyer.as.post(supplierPath('/black/submit'), {
          json: { supplierId: s.id, requestType: 1, reason: 'x' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('lists, export and other tenants', () => {
  it('filters the list and exports the same rows as xlsx', async () => {
    await clear();
    const a = await newSupplier({ supplierType: '2' });
    await newSupplier({ supplierType: '1' });
    const page = await ok(await w.buyer.as.get(supplierPath('/pages'), { supplierType: '2' }));
    expect((page.records as { id: string }[]).map((r) => r.id)).toEqual([a.id]);
    const byCredit = await ok(
      await w.buyer.as.get(supplierPath('/pages'), {
        creditCode: String(a.creditCode).slice(-6).toLowerCase(),
      }),
    );
    expect((byCredit.records as { id: string }[]).map((r) => r.id)).toEqual([a.id]);
    const response = await ctx.app.request(`/api${supplierPath('/export')}?supplierType=2`, {
      headers: { 'Blade-Auth': `bearer ${w.buyerAdmin.as.token}` },
    });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]!.slice(0, 3)).toEqual(['供应商编码', '供应商名称', '统一社会信用代码']);
    expect(rows.slice(1).map((r) => r[1])).toEqual([a.supplierName]);
    expect(rows[1]![3]).toBe('贸易商');
  });

  it('answers 404 for another tenant’s supplier and never lists it', async () => {
    await clear();
    const s = await newSupplier();
    const other = await newTenant(ctx, admin, '别家公司');
    expect((await other.admin.get(supplierPath(`/${s.id}`))).status).toBe(404);
    const page = await ok(await other.admin.get(supplierPath('/pages')));
    expect(page.total).toBe(0);
    const black = await other.admin.post(supplierPath('/black/submit'), {
      json: { supplierId: s.id, requestType: 1, reason: 'x' },
    });
    expect(black.status).toBe(400);
    expect(black.body.msg).toContain('供应商不存在或不属于本租户');
    expect(
      (
        await ctx.database.db
          .select()
          .from(gysSupplierBankAccounts)
          .where(eq(gysSupplierBankAccounts.supplierId, s.id))
      ).length,
    ).toBe(1);
  });
});
