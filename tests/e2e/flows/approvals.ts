// Approving as a user does: from a document type's queue tab (demand bills, plans) or from a document's detail
// page (contracts, payment requests), through the opinion dialog, waiting for what the user would see change.
import type { Page } from 'playwright-core';
import { expectVisible } from '../harness.ts';
import { rowWith } from './people.ts';

/**
 * Opens the queue tab `tab` of the demand bills (its table named `tabName`) and decides on the bill titled `title`
 * with `action` (确认, 审批通过, 驳回), writing `opinion`; waits until the bill has left the queue.
 */
export async function decideOnQueue(
  page: Page,
  tab: string,
  tabName: string,
  title: string,
  action: string,
  opinion: string,
) {
  await page.goto(`/purchar/needs?tab=${tab}`);
  const queue = page.getByRole('table', { name: tabName });
  const row = rowWith(queue, title);
  await expectVisible(row, `${title} in ${tabName}`, 30_000);
  await row.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(opinion);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await row.waitFor({ state: 'detached' });
}

/**
 * Opens a document's detail at `path`, waits for `shows` (what tells the approver it is the right document),
 * approves it with `opinion` (none: the dialog's box left empty) and waits for the status `after`.
 */
export async function approveOnDetail(
  page: Page,
  path: string,
  shows: string,
  after: string,
  opinion?: string,
) {
  await page.goto(path);
  await expectVisible(page.getByText(shows).first(), `the document showing ${shows}`, 30_000);
  await page.getByRole('button', { name: '审批通过' }).click();
  const dialog = page.getByRole('dialog');
  if (opinion) await dialog.getByRole('textbox').fill(opinion);
  await dialog.getByRole('button', { name: '审批通过' }).click();
  await expectVisible(page.getByText(after).first(), `the status ${after}`, 30_000);
}
