import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cgNeeds, cgNeedsItems } from '../../src/server/db/schema/procurement.ts';
import { tenantScope } from '../../src/server/db/tenant-scope.ts';
import { planLines, syncLines } from '../../src/server/documents/line-items.ts';
import { dateRange } from '../../src/server/documents/list-filters.ts';
import { nextDocumentNo } from '../../src/server/documents/numbering.ts';
import { readSheet, type ImportColumn } from '../../src/server/documents/import-sheet.ts';
import { cstDay, decimalFromJson, realDay, ValueError } from '../../src/server/domain/values.ts';
import { AppError } from '../../src/server/http/errors.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/** The document kit's pieces on their own: numbering, line sync, the sheet reader, list filters and values. */
const TENANT = '000000';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(async () => ctx.close());

describe('values', () => {
  it('keeps a JSON number exact or names the field, and refuses unreal days', () => {
    expect(decimalFromJson('qty', 12.5, 3)).toBe('12.5');
    expect(decimalFromJson('price', 1e-4, 4)).toBe('0.0001');
    expect(() => decimalFromJson('price', 1e-7, 4)).toThrow(ValueError);
    expect(() => decimalFromJson('items.2.qty', 0.1 + 0.2, 3)).toThrow(ValueError);
    expect(realDay('needDate', '2026-02-28')).toBe('2026-02-28');
    expect(() => realDay('needDate', '2026-02-30')).toThrow(ValueError);
    // 16:30 UTC is already the next day in China.
    expect(cstDay(new Date('2026-11-22T16:30:00Z'))).toBe('2026-11-23');
  });

  it('refuses a reversed date range naming its end field', () => {
    expect(() => dateRange(cgNeeds.createTime, '2026-02-02', '2026-02-01', { from: 'a', to: 'b' })).toThrow(
      AppError,
    );
    expect(dateRange(cgNeeds.createTime, undefined, undefined, { from: 'a', to: 'b' })).toEqual([
      undefined,
      undefined,
    ]);
  });
});

describe('nextDocumentNo', () => {
  it('counts per tenant, prefix and UTC+8 day', async () => {
    const db = ctx.database.db;
    const at = (iso: string) => () => new Date(iso);
    const next = (prefix: string, clock: () => Date) =>
      db.transaction((tx) => nextDocumentNo(tx, TENANT, prefix, clock));
    expect(await next('KT', at('2026-11-22T01:00:00Z'))).toBe('KT202611220001');
    expect(await next('KT', at('2026-11-22T15:59:59Z'))).toBe('KT202611220002');
    expect(await next('KT', at('2026-11-22T16:00:00Z'))).toBe('KT202611230001');
    expect(await next('KU', at('2026-11-22T01:00:00Z'))).toBe('KU202611220001');
    // A rolled-back save gives its number back.
    await expect(
      db.transaction(async (tx) => {
        await nextDocumentNo(tx, TENANT, 'KT', at('2026-11-22T01:00:00Z'));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await next('KT', at('2026-11-22T01:00:00Z'))).toBe('KT202611220003');
  });
});

describe('planLines and syncLines', () => {
  it('keeps sent lines by id, adds new ones, deletes the others logically, in chunks', async () => {
    const db = ctx.database.db;
    const now = new Date('2026-11-22T01:00:00Z');
    const needsId = '1990000000000000100';
    await tenantScope(db, TENANT).insert(cgNeeds, [
      { id: needsId, needsNo: 'KIT0001', title: 'kit', deptId: '1', createTime: now, updateTime: now },
    ]);
    let n = 0;
    const nextId = () => String(1990000000000001000n + BigInt(++n));
    const line = (id: string, lineNo: number, qty: string) => ({
      id,
      needsId,
      lineNo,
      materialId: '41000001',
      materialCode: 'WZ0101001',
      materialName: '钢筋',
      qty,
      createTime: now,
      updateTime: now,
    });
    const live = () =>
      db
        .select()
        .from(cgNeedsItems)
        .where(and(eq(cgNeedsItems.needsId, needsId), eq(cgNeedsItems.isDeleted, 0)))
        .orderBy(cgNeedsItems.lineNo);
    const scope = tenantScope(db, TENANT);
    type Sent = { id?: string; qty: string };
    const sent: Sent[] = [{ qty: '1' }, { qty: '2' }, { qty: '3' }];
    const first = planLines(sent, [], nextId, () => new Error('x'));
    await syncLines(scope, {
      table: cgNeedsItems,
      existing: [],
      rows: first.map((p) => line(p.id, p.lineNo, p.line.qty)),
      deletedStamp: { isDeleted: 1 },
      chunk: 2,
    });
    const stored = await live();
    expect(stored.map((l) => l.qty)).toEqual(['1.000', '2.000', '3.000']);

    // Keep the third (now first), drop the others, add one.
    const second = planLines(
      [{ id: stored[2]!.id, qty: '30' }, { qty: '4' }],
      stored,
      nextId,
      () => new Error('x'),
    );
    expect(second[0]!.kept?.id).toBe(stored[2]!.id);
    await syncLines(scope, {
      table: cgNeedsItems,
      existing: stored,
      rows: second.map((p) => line(p.id, p.lineNo, p.line.qty)),
      deletedStamp: { isDeleted: 1 },
    });
    const after = await live();
    expect(after.map((l) => [l.id === stored[2]!.id, l.lineNo, l.qty])).toEqual([
      [true, 1, '30.000'],
      [false, 2, '4.000'],
    ]);
    const all = await db.select().from(cgNeedsItems).where(eq(cgNeedsItems.needsId, needsId));
    expect(
      all
        .filter((l) => l.isDeleted === 1)
        .map((l) => l.id)
        .sort(),
    ).toEqual([stored[0]!.id, stored[1]!.id].sort());
  });

  it("refuses an id that is not one of the document's lines", () => {
    expect(() =>
      planLines(
        [{ id: '7' }],
        [{ id: '8' }],
        () => '9',
        (index, id) => new Error(`${index}:${id}`),
      ),
    ).toThrow('0:7');
  });
});

describe('readSheet', () => {
  type Key = 'code' | 'qty' | 'day' | 'note';
  const columns: ImportColumn<Key>[] = [
    { key: 'code', zh: '编码', en: 'Code', kind: { type: 'text' }, required: true, width: 10, example: 'A' },
    {
      key: 'qty',
      zh: '数量',
      en: 'Quantity',
      kind: { type: 'decimal', scale: 2, positive: true },
      required: true,
      width: 10,
      example: 1,
    },
    { key: 'day', zh: '日期', en: 'Day', kind: { type: 'day' }, width: 10, example: '' },
    { key: 'note', zh: '备注', en: 'Note', kind: { type: 'text', maxLength: 3 }, width: 10, example: '' },
  ];
  async function book(rows: (string | number | null)[][]) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('s');
    for (const row of rows) sheet.addRow(row);
    return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
  }

  it('reads titles in either language, skips blank rows and lists every wrong cell by row and column', async () => {
    const bytes = await book([
      ['*Code', 'Quantity', '日期', '备注'],
      ['A1', 1.5, '2026-12-01', 'ok'],
      [null, null, null, null],
      ['', 'x', '2026-02-30', 'toolong'],
      ['B2', 0.123, null, null],
    ]);
    const { rows, problems } = await readSheet(bytes, columns, 'zh');
    expect(rows.map((r) => r.row)).toEqual([2, 4, 5]);
    expect(rows[0]!.values).toEqual({ code: 'A1', qty: '1.5', day: '2026-12-01', note: 'ok' });
    expect(problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [4, 'code', '必填'],
      [4, 'qty', '不是数字'],
      [4, 'day', '日期应为 yyyy-MM-dd 的有效日期'],
      [4, 'note', '最多 3 个字符'],
      [5, 'qty', '最多 2 位小数'],
    ]);
  });

  it('refuses a sheet without a required column, naming it in the caller language', async () => {
    const bytes = await book([['Code'], ['A1']]);
    await expect(readSheet(bytes, columns, 'en')).rejects.toMatchObject({
      key: 'importColumnMissing',
      args: ['Quantity'],
    });
  });
});
