// The approvals inbox end to end against the real server, with the seeded demo people (password demo1234):
// a director approves a demand bill from /work/todo on a phone (375 px wide: no horizontal page scroll, touch
// targets of at least 44 px) and finds it under 已办; a leave request goes from the form to the director's
// handle screen to its detail with the history.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { expectPath, expectVisible, test, type TestContext } from './harness.ts';

const PASSWORD = 'demo1234';
const PHONE = { width: 375, height: 800 };

interface Answer<T = unknown> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

/** Calls the API from inside a signed-in page, with its token (as the client does). */
async function ok<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = (await page.evaluate(
    async ({ method, path, body }) => {
      const token = document.cookie.match(/saber-access-token=([^;]+)/)?.[1] ?? '';
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          'Blade-Auth': `bearer ${decodeURIComponent(token)}`,
          Authorization: `Basic ${btoa('saber:saber_secret')}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { method, path, body },
  )) as Answer<T>;
  assert.ok(answer.success, `${method} ${path}: ${answer.msg}`);
  return answer.data;
}

async function signInAs(t: TestContext, account: string, viewport?: typeof PHONE): Promise<Page> {
  const page = await t.newSession();
  if (viewport) await page.setViewportSize(viewport);
  await t.signIn(page, { account, password: PASSWORD });
  return page;
}

/** The page does not scroll sideways (a wide table may scroll inside its own box). */
async function expectNoHorizontalScroll(page: Page, where: string) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  assert.ok(scroll <= width, `${where}: the page is ${scroll} px wide on a ${width} px screen`);
}

/** A control a thumb can hit: at least 44 × 44 px. */
async function expectTouchTarget(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  assert.ok(box, `${what} is on screen`);
  assert.ok(box.height >= 44 && box.width >= 44, `${what} is ${box.width}×${box.height} px, under 44 px`);
}

const expectSuccess = (page: Page, text: string) =>
  expectVisible(
    page.locator('[data-sonner-toast][data-type="success"]').filter({ hasText: text }),
    `the success toast ${text}`,
  );

test('a director approves a demand bill from 待办 on a phone and finds it under 已办', async (t) => {
  // The clerk's bill, submitted and confirmed by the project manager through the API as themselves.
  const clerk = await signInAs(t, 'clerk');
  const pm = await signInAs(t, 'pm');
  const pmUser = await ok<{ id: string; account: string; deptId: string }>(pm, 'GET', '/blade-user/info');
  const materials = await ok<{ records: { id: string }[] }>(
    clerk,
    'GET',
    '/purchar/cg-material/pages?current=1&size=2&keyword=WZ0101',
  );
  const stamp = Date.now().toString(36).slice(-5);
  const bill = await ok<{ id: string; needsNo: string }>(clerk, 'POST', '/purchar/cg-needs/addOrEdit', {
    title: `手机审批${stamp}`,
    deptId: pmUser.deptId,
    projectManagerId: pmUser.id,
    items: materials.records.map((m) => ({ materialId: m.id, qty: 2, estimatedPrice: 100 })),
  });
  await ok(clerk, 'POST', '/purchar/cg-needs/submitApprove', { id: bill.id });
  await ok(pm, 'POST', `/purchar/cg-needs/confirmSubmit/${bill.id}`, {});

  // The director, on a phone.
  const director = await signInAs(t, 'director', PHONE);
  await director.goto('/work/todo');
  const card = director.getByRole('listitem').filter({ hasText: bill.needsNo });
  await expectVisible(card, `${bill.needsNo} in 待办`);
  await expectVisible(card.getByText('需求单'), 'the document type on the card');
  await expectVisible(card.getByText('总监审批'), 'the node it waits at');
  await expectNoHorizontalScroll(director, '/work/todo');
  const open = card.getByRole('link', { name: '办理' });
  await expectTouchTarget(open, '办理');
  await open.click();
  await expectPath(director, `/purchar/needs/${bill.id}`);

  // The bill's own screen: its lines, progress and history; approve with an opinion.
  const approve = director.getByRole('button', { name: '审批通过', exact: true }).first();
  await expectVisible(approve, 'the approve button');
  await expectNoHorizontalScroll(director, 'the bill detail');
  await expectTouchTarget(approve, '审批通过');
  await expectTouchTarget(director.getByRole('button', { name: '驳回', exact: true }).first(), '驳回');
  await approve.click();
  const dialog = director.getByRole('dialog');
  await dialog.getByRole('textbox').fill('现场核实,同意');
  const confirm = dialog.getByRole('button', { name: '审批通过', exact: true });
  await expectTouchTarget(confirm, 'the dialog’s 审批通过');
  await confirm.click();
  await expectVisible(director.getByText('待区域经理审批').first(), 'the bill moved on to the area manager');

  // It left 待办 and is under 已办 with the director's action.
  await director.goto('/work/done');
  const done = director.getByRole('listitem').filter({ hasText: bill.needsNo });
  await expectVisible(done, `${bill.needsNo} in 已办`);
  await expectVisible(done.getByText('通过', { exact: true }), 'the director’s action');
  await expectNoHorizontalScroll(director, '/work/done');
  await director.goto('/work/todo');
  await expectVisible(director.getByRole('heading', { name: '待办事务' }), 'the todo list');
  assert.equal(await director.getByRole('listitem').filter({ hasText: bill.needsNo }).count(), 0);
});

test('a leave request goes from the form to the director’s handle screen to its detail with history', async (t) => {
  const clerk = await signInAs(t, 'clerk');
  await clerk.goto('/work/start');
  // Exactly 发起: the sidebar's 发起事务 is a link too.
  const start = clerk.getByRole('main').getByRole('link', { name: '发起', exact: true });
  await expectVisible(start, 'the leave process in 发起事务');
  assert.equal(await start.getAttribute('href'), '/work/process/leave/form/leave');
  await start.click();
  await expectPath(clerk, '/work/process/leave/form/leave', 30_000);
  await clerk.getByLabel('请假类型').selectOption('PERSONAL');
  await clerk.getByLabel('开始日期').fill('2026-12-07');
  await clerk.getByLabel('结束日期').fill('2026-12-08');
  await clerk.getByLabel('请假天数').fill('1.5');
  const reason = `E2E家中有事${Date.now().toString(36).slice(-5)}`;
  await clerk.getByLabel('请假事由').fill(reason);
  await clerk.getByRole('button', { name: '提交申请' }).click();
  await expectSuccess(clerk, '请假申请已提交');
  await clerk.waitForURL((url) => url.pathname.startsWith('/work/process/leave/detail/'));
  const detailPath = new URL(clerk.url()).pathname;
  await expectVisible(clerk.getByText('待总监审批').first(), 'the request waiting for the director');
  const leaveNo = (await clerk
    .getByText(/^QJ\d{12}$/)
    .first()
    .textContent())!;

  // The director handles it from 待办, on the handle route.
  const director = await signInAs(t, 'director', PHONE);
  await director.goto('/work/todo?bizType=LEAVE');
  const card = director.getByRole('listitem').filter({ hasText: leaveNo });
  await expectVisible(card, `${leaveNo} in 待办`);
  await card.getByRole('link', { name: '办理' }).click();
  await director.waitForURL((url) => url.pathname.startsWith('/work/process/leave/handle/'));
  await expectVisible(director.getByText(reason), 'the reason on the handle screen');
  await expectNoHorizontalScroll(director, 'the handle screen');
  const agree = director.getByRole('button', { name: '同意', exact: true });
  await expectTouchTarget(agree, '同意');
  await director.getByLabel('审批意见').fill('注意交接');
  await agree.click();
  await expectSuccess(director, '已办理');
  await expectPath(director, '/work/done');

  // The applicant sees where it stands and the history with the director's comment.
  await clerk.goto(detailPath);
  await expectVisible(clerk.getByText('待经理审批').first(), 'the request now waiting for the manager');
  await expectVisible(clerk.getByText('注意交接'), 'the director’s comment in the history');
});
