// What the browser tests of the demo organisation share: signing in as a demo person in a session of their own,
// rows and toasts as a user finds them, the editors' project and project-manager pickers, and a workbook on disk
// for an import. One place, so the files that walk the purchasing screens do not each carry a copy.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { expectVisible, type TestContext } from '../harness.ts';

/** The password of every seeded demo person (clerk, pm, director, area, manager, buyer_admin, buyer, keeper, finance). */
export const DEMO_PASSWORD = 'demo1234';

/** A fresh, isolated browser session signed in as `account`. */
export async function signInAs(t: TestContext, account: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await t.newSession();
  await t.signIn(page, { account, password });
  return page;
}

/** The rows of a table (or tree grid) showing exactly `text` in one of their cells. */
export const rowWith = (table: Locator, text: string) =>
  table.getByRole('row').filter({ has: table.page().getByText(text, { exact: true }) });

/** Waits for a success toast saying `text` (earlier toasts may still be on screen). */
export const expectSuccess = (page: Page, text: string | RegExp) =>
  expectVisible(
    page.locator('[data-sonner-toast][data-type="success"]').filter({ hasText: text }).last(),
    `the success toast ${String(text)}`,
  );

/** Waits for an error toast saying `text`. */
export const expectError = (page: Page, text: string | RegExp) =>
  expectVisible(
    page.locator('[data-sonner-toast][data-type="error"]').filter({ hasText: text }).last(),
    `the error toast ${String(text)}`,
  );

/** A department tree picker of an editor: 总公司 › 华东区域 › 上海项目部. */
export async function pickShanghai(page: Page, label = '项目部') {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('button', { name: '展开 总公司' }).click();
  await page.getByRole('button', { name: '展开 华东区域' }).click();
  await page.getByRole('button', { name: '上海项目部', exact: true }).click();
}

/** Picks the option containing `text` of a native select once the options have arrived. */
export async function selectOptionWith(select: Locator, text: string) {
  const option = select.locator('option', { hasText: text }).first();
  await option.waitFor({ state: 'attached' });
  await select.selectOption((await option.getAttribute('value'))!);
}

/** The demo project manager 王项目 as a bill's or plan's 确认项目经理. */
export const pickProjectManager = (page: Page, name = '王项目') =>
  selectOptionWith(page.getByLabel('确认项目经理'), name);

/** Writes a one-sheet workbook of `rows` to a temporary file and returns its path (for setInputFiles). */
export async function workbookFile(rows: (string | number)[][], sheet = '明细', name = 'lines.xlsx') {
  const book = new ExcelJS.Workbook();
  const worksheet = book.addWorksheet(sheet);
  for (const row of rows) worksheet.addRow(row);
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-workbook-')), name);
  writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}
