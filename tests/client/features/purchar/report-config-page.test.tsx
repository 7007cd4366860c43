import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetMenuButtonsMockHandler } from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import {
  getAddReportConfigMockHandler,
  getGetReportConfigPageMockHandler,
  getSetReportConfigStatusMockHandler,
} from '@/api/generated/purchar-config/endpoints/cg-report-config/cg-report-config.msw';
import type {
  ReportConfig,
  ReportConfigAdd,
  ReportConfigStatusSubmit,
} from '@/api/generated/purchar-config/model';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { menuNode, signInAsMockAdmin } from '../../support/mock-session';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// /purchar/report-config (报表/审批配置) against MSW overrides that behave like the server: the list answers what
// was saved, add keeps the levels in the fixed order and refuses a second setting of a type, status flips a row.

const NAMES: Record<string, string> = { NEEDS: '需求单', CONTRACT: '合同' };
const ORDER = ['PM', 'DIRECTOR', 'AREA_MANAGER', 'MANAGER'] as const;
const ok = <T,>(data: T) => ({ code: 200, success: true, msg: '操作成功', data });

let rows: ReportConfig[] = [];
let adds: ReportConfigAdd[] = [];
let statusCalls: ReportConfigStatusSubmit[] = [];

const row = (extra: Partial<ReportConfig>): ReportConfig => ({
  id: '5001',
  bizType: 'NEEDS',
  bizTypeName: '需求单',
  nodes: ['PM', 'DIRECTOR', 'MANAGER'],
  minAmounts: {},
  allowSelfApproval: 0,
  status: 1,
  remark: '',
  createTime: '2026-11-22 17:00:00',
  updateTime: '2026-11-22 17:00:00',
  ...extra,
});

function serve() {
  server.use(
    getGetMenuButtonsMockHandler(
      ok([
        menuNode(
          'cg_report_config',
          ['view', 'add', 'edit', 'delete'].map((suffix) => menuNode(`cg_report_config_${suffix}`)),
        ),
      ]),
    ),
    getGetReportConfigPageMockHandler(() =>
      ok({ records: rows, total: rows.length, size: 10, current: 1, pages: rows.length ? 1 : 0 }),
    ),
    getAddReportConfigMockHandler(async ({ request }) => {
      const body = (await request.json()) as ReportConfigAdd;
      adds.push(body);
      if (rows.some((r) => r.bizType === body.bizType)) {
        return (await HttpResponse.json(
          {
            code: 409,
            success: false,
            msg: `bizType: ${NAMES[body.bizType]}已有审批配置,请编辑已有的配置`,
            data: null,
          },
          { status: 409 },
        ).json()) as never;
      }
      const saved = row({
        id: String(6000 + adds.length),
        bizType: body.bizType,
        bizTypeName: NAMES[body.bizType] ?? body.bizType,
        nodes: ORDER.filter((node) => body.nodes.includes(node)),
        status: body.status ?? 1,
        remark: body.remark ?? '',
      });
      rows = [...rows, saved];
      return ok(saved);
    }),
    getSetReportConfigStatusMockHandler(async ({ request }) => {
      const body = (await request.json()) as ReportConfigStatusSubmit;
      statusCalls.push(body);
      rows = rows.map((r) => (r.id === body.id ? { ...r, status: body.status } : r));
      return ok(rows.find((r) => r.id === body.id)!);
    }),
  );
}

afterEach(() => {
  toast.dismiss();
});

beforeEach(() => {
  rows = [];
  adds = [];
  statusCalls = [];
  signInAsMockAdmin();
  serve();
});

const table = () => screen.getByRole('table', { name: '报表/审批配置' });

describe('报表/审批配置', () => {
  it('adds a chain from the ticked levels, in the fixed order, after saying what is missing or not allowed', async () => {
    const { user } = await renderApp('/purchar/report-config');
    await within(await screen.findByRole('table', { name: '报表/审批配置' })).findByText('暂无数据');
    expect(screen.getByText(/没有配置或配置已停用的单据类型使用默认审批链/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = screen.getByRole('dialog');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请至少选择一个审批级别')).toBeInTheDocument();
    expect(within(form).getByLabelText('单据类型')).toHaveAccessibleDescription('请选择单据类型');
    expect(adds).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('单据类型'), '合同');
    const levels = within(form).getByRole('group', { name: '审批级别' });
    // Ticked out of order, and with the project manager, which a contract does not have.
    await user.click(within(levels).getByRole('checkbox', { name: '经理' }));
    await user.click(within(levels).getByRole('checkbox', { name: '总监' }));
    await user.click(within(levels).getByRole('checkbox', { name: '项目经理' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(
      await within(form).findByText('项目经理确认只适用于需求单、需求计划和需求计划变更'),
    ).toBeInTheDocument();
    expect(adds).toEqual([]);

    // Keyboard: Space unticks the focused box.
    within(levels).getByRole('checkbox', { name: '项目经理' }).focus();
    await user.keyboard(' ');
    expect(within(levels).getByRole('checkbox', { name: '项目经理' })).not.toBeChecked();
    await user.type(within(form).getByLabelText('备注'), '合同不经区域经理');
    // A minimum amount on the manager's level: contracts below it skip the manager.
    const minimums = within(form).getByRole('group', { name: '最低金额' });
    await user.type(within(minimums).getByLabelText('经理'), '100000');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]).toEqual({
      bizType: 'CONTRACT',
      nodes: ['DIRECTOR', 'MANAGER'],
      minAmounts: { MANAGER: 100000 },
      allowSelfApproval: 0,
      status: 1,
      remark: '合同不经区域经理',
    });
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    const added = (await within(table()).findByText('合同')).closest('tr') as HTMLElement;
    expect(within(added).getByText('总监 → 经理')).toBeInTheDocument();
    expect(within(added).getByText('启用')).toBeInTheDocument();
  });

  it("shows the server's refusal of a second setting for the same document type under the type", async () => {
    rows = [row({})];
    const { user } = await renderApp('/purchar/report-config');
    await within(await screen.findByRole('table', { name: '报表/审批配置' })).findByText('需求单');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = screen.getByRole('dialog');
    await user.selectOptions(within(form).getByLabelText('单据类型'), '需求单');
    await user.click(within(form).getByRole('checkbox', { name: '经理' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('需求单已有审批配置,请编辑已有的配置')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('disables a setting only after confirming, and shows it disabled', async () => {
    rows = [row({})];
    const { user } = await renderApp('/purchar/report-config');
    const needs = (
      await within(await screen.findByRole('table', { name: '报表/审批配置' })).findByText('需求单')
    ).closest('tr') as HTMLElement;
    expect(within(needs).getByText('项目经理 → 总监 → 经理')).toBeInTheDocument();

    await user.click(within(needs).getByRole('button', { name: '停用' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('停用后,新提交的需求单改用默认审批链。确定停用?');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(statusCalls).toEqual([]);

    await user.click(within(needs).getByRole('button', { name: '停用' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(statusCalls).toEqual([{ id: '5001', status: 0 }]));
    expect(await screen.findByText('已停用')).toBeInTheDocument();
    const after = within(table()).getByText('需求单').closest('tr') as HTMLElement;
    await waitFor(() => expect(within(after).getByRole('button', { name: '启用' })).toBeInTheDocument());

    await user.click(within(after).getByRole('button', { name: '启用' }));
    confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('启用后,新提交的需求单按 项目经理 → 总监 → 经理 审批。确定启用?');
    await user.click(within(confirm).getByRole('button', { name: '启用' }));
    await waitFor(() => expect(statusCalls.at(-1)).toEqual({ id: '5001', status: 1 }));
  });
});
