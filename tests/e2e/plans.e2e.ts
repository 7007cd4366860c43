// Demand plans end to end against the real server, with the seeded demo people (clerk 陈材 of 上海项目部, pm 王项目,
// director, area, manager): the clerk imports a plan's lines from a workbook and submits it; each level approves as
// itself. A demand bill drawing from the plan (从计划选择) is refused when it asks for more than the plan line has
// left; a plan change raises the line, and once it is approved the same bill goes through.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectPath, expectVisible, test } from './harness.ts';
import {
  expectError,
  expectSuccess,
  pickProjectManager,
  pickShanghai,
  rowWith,
  signInAs,
  workbookFile,
} from './flows/people.ts';

interface Answer<T = unknown> {
  success: boolean;
  msg: string;
  data: T;
}

/** Calls the API from inside a signed-in page, with its token (as the client does). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = document.cookie.match(/saber-access-token=([^;]+)/)?.[1] ?? '';
      const answer = await fetch(`/api${path}`, {
        method,
        headers: {
          'Blade-Auth': `bearer ${decodeURIComponent(token)}`,
          Authorization: `Basic ${btoa('saber:saber_secret')}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await answer.json()) as Answer<T>;
    },
    { method, path, body },
  ) as Promise<Answer<T>>;
}

async function ok<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await api<T>(page, method, path, body);
  assert.ok(answer.success, `${method} ${path}: ${answer.msg}`);
  return answer.data;
}

/** The approvals after submit, each person signed in as themselves (PM confirm, director, area, manager). */
async function approveAll(
  people: Record<'pm' | 'director' | 'area' | 'manager', Page>,
  base: string,
  id: string,
) {
  await ok(people.pm, 'POST', `${base}/confirmSubmit/${id}`, {});
  await ok(people.director, 'POST', `${base}/approve`, { id });
  await ok(people.area, 'POST', `${base}/approveAreaManager`, { id });
  await ok(people.manager, 'POST', `${base}/approveManager`, { id });
}

test(
  'a plan is imported and approved; a bill drawing beyond it is refused until a plan change raises the line',
  async (t) => {
    const stamp = Date.now().toString(36).slice(-5);
    const clerk = await signInAs(t, 'clerk');
    const people = {
      pm: await signInAs(t, 'pm'),
      director: await signInAs(t, 'director'),
      area: await signInAs(t, 'area'),
      manager: await signInAs(t, 'manager'),
    };

    // The clerk writes a plan whose lines come from a workbook, saves and submits it.
    await clerk.goto('/purchar/plan-needs');
    await clerk.getByRole('button', { name: '新增', exact: true }).click();
    await expectPath(clerk, '/purchar/plan-needs/add');
    await expectVisible(clerk.getByText('基本信息', { exact: true }), 'the plan editor');
    const planName = `E2E计划${stamp}`;
    await clerk.getByLabel('计划名称').fill(planName);
    await pickShanghai(clerk);
    await pickProjectManager(clerk);
    const file = await workbookFile(
      [
        ['*物料编码', '*计划数量', '计划单价', '使用部位'],
        ['WZ0101001', 10, 3850, '2#楼'],
        ['WZ0102001', 20.5, 420, '2#楼 基础'],
      ],
      '计划明细',
      'plan.xlsx',
    );
    await clerk.getByLabel('导入明细').setInputFiles(file);
    const grid = clerk.getByRole('table', { name: '计划明细' });
    await expectVisible(grid.getByLabel('第 2 行 计划数量'), 'the imported lines');
    assert.equal(await grid.getByLabel('第 1 行 计划数量').inputValue(), '10');
    await clerk.getByRole('button', { name: '保存草稿' }).click();
    await expectSuccess(clerk, '新增成功');
    await clerk.waitForURL((url) => url.pathname.startsWith('/purchar/plan-needs/edit/'));
    const planId = clerk.url().split('/').pop()!;

    await clerk.goto('/purchar/plan-needs');
    const myPlans = clerk.getByRole('table', { name: '我的需求计划' });
    const planRow = rowWith(myPlans, planName);
    await planRow.getByRole('button', { name: '提交', exact: true }).click();
    await clerk.getByRole('alertdialog').getByRole('button', { name: '提交', exact: true }).click();
    await expectSuccess(clerk, '提交成功');
    await approveAll(people, '/purchar/cg-plan-needs', planId);
    await clerk.goto(`/purchar/plan-needs/${planId}`);
    await expectVisible(clerk.getByText('审批通过').first(), 'the approved plan');
    await expectVisible(clerk.getByText('版本 1'), 'version 1 on the plan');
    const plan = await ok<{ planNo: string; items: { id: string }[] }>(
      clerk,
      'GET',
      `/purchar/cg-plan-needs/${planId}`,
    );

    // A bill draws the rebar line from the plan and asks for 12 of the 10 planned: refused at submit.
    await clerk.goto('/purchar/needs/add');
    await expectVisible(clerk.getByText('基本信息', { exact: true }), 'the bill editor');
    const title = `E2E按计划${stamp}`;
    await clerk.getByLabel('标题').fill(title);
    await pickShanghai(clerk);
    await pickProjectManager(clerk);
    await clerk.getByRole('button', { name: '从计划选择' }).click();
    const picker = clerk.getByRole('dialog', { name: '从需求计划选择物料' });
    await picker.getByLabel('物料编码/名称').fill('WZ0101001');
    await picker.getByRole('button', { name: '查询' }).click();
    const planLine = picker.getByRole('row').filter({ hasText: `计划 ${plan.planNo} 第 1 行` });
    await planLine.getByRole('checkbox').check();
    await picker.getByRole('button', { name: '加入 1 行' }).click();
    const lines = clerk.getByRole('table', { name: '需求明细' });
    assert.equal(await lines.getByLabel('第 1 行 数量').inputValue(), '10', 'what is left is proposed');
    await lines.getByLabel('第 1 行 数量').fill('12');
    await clerk.getByRole('button', { name: '保存草稿' }).click();
    await expectSuccess(clerk, '新增成功');
    await clerk.waitForURL((url) => url.pathname.startsWith('/purchar/needs/edit/'));
    const billId = clerk.url().split('/').pop()!;
    await clerk.goto('/purchar/needs');
    const myBills = clerk.getByRole('table', { name: '我的需求单' });
    await rowWith(myBills, title).getByRole('button', { name: '提交', exact: true }).click();
    await clerk.getByRole('alertdialog').getByRole('button', { name: '提交', exact: true }).click();
    await expectError(clerk, '剩余可提报数量 10.000');
    await expectVisible(rowWith(myBills, title).getByText('草稿'), 'the bill still a draft');

    // A plan change raises the line to 15; approved, it is version 2 of the plan.
    await clerk.goto('/purchar/plan-needs-change/add');
    await expectVisible(clerk.getByText('基本信息', { exact: true }), 'the change editor');
    const planSelect = clerk.getByLabel('需求计划', { exact: true });
    const option = planSelect.locator('option', { hasText: plan.planNo });
    await option.waitFor({ state: 'attached' });
    await planSelect.selectOption((await option.getAttribute('value'))!);
    await clerk.getByLabel('变更原因').fill('增加楼层');
    const planLines = clerk.getByRole('list', { name: '计划明细' });
    await planLines
      .getByRole('listitem')
      .filter({ hasText: 'WZ0101001' })
      .getByRole('button', { name: '加入变更' })
      .click();
    const changeGrid = clerk.getByRole('table', { name: '变更明细' });
    await changeGrid.getByLabel('第 1 行 变更后数量').fill('15');
    await clerk.getByRole('button', { name: '保存草稿' }).click();
    await expectSuccess(clerk, '新增成功');
    await clerk.waitForURL((url) => url.pathname.startsWith('/purchar/plan-needs-change/edit/'));
    const changeId = clerk.url().split('/').pop()!;
    await ok(clerk, 'POST', '/purchar/cg-plan-needs-change/submitApprove', { id: changeId });
    await approveAll(people, '/purchar/cg-plan-needs-change', changeId);
    await clerk.goto(`/purchar/plan-needs/${planId}`);
    await expectVisible(clerk.getByText('版本 2'), 'version 2 on the plan');
    await expectVisible(clerk.getByText('增加楼层'), 'what the change was for');

    // The same bill now goes through, and the plan line shows what it took.
    await clerk.goto('/purchar/needs');
    await rowWith(myBills, title).getByRole('button', { name: '提交', exact: true }).click();
    await clerk.getByRole('alertdialog').getByRole('button', { name: '提交', exact: true }).click();
    await expectSuccess(clerk, '提交成功');
    await approveAll(people, '/purchar/cg-needs', billId);
    const after = await ok<{
      items: { id: string; planQty: number; demandedQty: number; remainingQty: number }[];
    }>(clerk, 'GET', `/purchar/cg-plan-needs/${planId}`);
    const rebar = after.items.find((item) => item.id === plan.items[0]!.id)!;
    assert.deepEqual([rebar.planQty, rebar.demandedQty, rebar.remainingQty], [15, 12, 3]);
  },
  { timeoutMs: 240_000 },
);
