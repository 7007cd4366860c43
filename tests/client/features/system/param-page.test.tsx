import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetMenuButtonsMockHandler } from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import {
  getGetParamListMockHandler,
  getRemoveParamMockHandler,
  getSubmitParamMockHandler,
} from '@/api/generated/blade-system/endpoints/param/param.msw';
import type { Param, ParamSubmit } from '@/api/generated/blade-system/model';
import { setLanguage } from '@/lib/i18n';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { menuNode, signInAsMockAdmin } from '../../support/mock-session';

// These screens do real work per keystroke (validation, a paged list); give them room on a loaded CI machine.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// /system/param (参数管理) against MSW overrides that behave like the server: a paged, filtered list, submit and
// remove, with the button permissions of menu/buttons deciding what is shown.

const ALL_BUTTONS = ['param_view', 'param_add', 'param_edit', 'param_delete'];

let params: Param[] = [];
let listCalls: URLSearchParams[] = [];
let submitted: ParamSubmit[] = [];
let removed: string[] = [];

const param = (n: number, extra: Partial<Param> = {}): Param => ({
  id: String(1000 + n),
  tenantId: '000000',
  paramName: `参数${n}`,
  paramKey: `key.${String(n).padStart(3, '0')}`,
  paramValue: `value-${n}`,
  remark: '',
  createTime: '2026-01-01 08:00:00',
  updateTime: '2026-01-01 08:00:00',
  ...extra,
});

function serveParams({
  buttons = ALL_BUTTONS,
  submitAnswer,
}: { buttons?: string[]; submitAnswer?: () => Response } = {}) {
  server.use(
    getGetMenuButtonsMockHandler({
      code: 200,
      success: true,
      msg: '',
      data: [
        menuNode(
          'param',
          buttons.map((code) => menuNode(code)),
        ),
      ],
    }),
    getGetParamListMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      listCalls.push(query);
      const current = Number(query.get('current') ?? 1);
      const size = Number(query.get('size') ?? 10);
      const name = query.get('paramName') ?? '';
      const key = query.get('paramKey') ?? '';
      const rows = params.filter((p) => p.paramName.includes(name) && p.paramKey.includes(key));
      return {
        code: 200,
        success: true,
        msg: '操作成功',
        data: {
          records: rows.slice((current - 1) * size, current * size),
          total: rows.length,
          size,
          current,
          pages: Math.ceil(rows.length / size),
        },
      };
    }),
    getSubmitParamMockHandler(async ({ request }) => {
      const body = (await request.json()) as ParamSubmit;
      submitted.push(body);
      if (submitAnswer) return (await submitAnswer().json()) as never;
      if (body.id)
        params = params.map((p) => (p.id === body.id ? { ...p, ...body, remark: body.remark ?? '' } : p));
      else params = [param(900, { ...body, id: '9000', remark: body.remark ?? '' }), ...params];
      return { code: 200, success: true, msg: '操作成功', data: null };
    }),
    getRemoveParamMockHandler(({ request }) => {
      const ids = new URL(request.url).searchParams.get('ids') ?? '';
      removed.push(ids);
      const gone = new Set(ids.split(','));
      params = params.filter((p) => !gone.has(p.id));
      return { code: 200, success: true, msg: '操作成功', data: null };
    }),
  );
}

function signIn() {
  signInAsMockAdmin();
}

// Sonner keeps toasts in module state and replays the active ones to the next test's Toaster.
afterEach(() => {
  toast.dismiss();
});

beforeEach(() => {
  params = Array.from({ length: 25 }, (_, i) => param(i + 1));
  listCalls = [];
  submitted = [];
  removed = [];
  signIn();
});

const table = () => screen.getByRole('table', { name: '参数管理' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');

async function openParams(path = '/system/param', firstRow = '参数1') {
  serveParams();
  const view = await renderApp(path);
  await screen.findByText(firstRow);
  return view;
}

describe('the parameter list', () => {
  it('loads page 1 of 10, keeps paging in the URL, and goes back with history', async () => {
    const { user, router } = await openParams();
    expect(listCalls[0]?.get('current')).toBe('1');
    expect(listCalls[0]?.get('size')).toBe('10');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('共 25 条')).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['', '序号', '参数名称', '参数键名', '参数键值', '备注', '更新时间', '操作']);

    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('参数11')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ current: 2 });
    expect(listCalls.at(-1)?.get('current')).toBe('2');
    // The index column counts across pages.
    expect(within(bodyRows()[0]!).getByText('11')).toBeInTheDocument();

    router.history.back();
    expect(await screen.findByText('参数1')).toBeInTheDocument();
    expect(router.state.location.search).not.toHaveProperty('current');
  });

  it('opens the page a bookmarked URL names', async () => {
    await openParamsAt('/system/param?current=3&size=10');
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('changes the page size and starts again at page 1', async () => {
    const { user, router } = await openParams('/system/param?current=2', '参数11');
    await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '30 条/页');
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(router.state.location.search).toMatchObject({ size: 30 });
    expect(router.state.location.search).not.toHaveProperty('current');
    expect(listCalls.at(-1)?.get('size')).toBe('30');
    expect(listCalls.at(-1)?.get('current')).toBe('1');
  });

  it('searches by name and key through the URL, and clears the search', async () => {
    params.push(param(77, { paramName: '初始密码', paramKey: 'account.initPassword' }));
    const { user, router } = await openParams();
    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('参数名称'), '初始');
    await user.type(within(search).getByLabelText('参数键名'), 'account');
    await user.click(within(search).getByRole('button', { name: '搜索' }));

    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(router.state.location.search).toMatchObject({ paramName: '初始', paramKey: 'account' });
    expect(listCalls.at(-1)?.get('paramName')).toBe('初始');
    expect(listCalls.at(-1)?.get('paramKey')).toBe('account');

    await user.click(within(screen.getByRole('search')).getByRole('button', { name: '清空' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(router.state.location.search).toEqual({});
  });
});

async function openParamsAt(path: string) {
  serveParams();
  const view = await renderApp(path);
  await screen.findAllByRole('row');
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  return view;
}

describe('adding and editing a parameter', () => {
  it('says what is missing on blur (SPEC §5), then adds, toasts 新增成功 and shows the new row', async () => {
    const { user } = await openParams();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = dialog();
    expect(within(form).getByRole('heading', { name: '新增参数' })).toBeInTheDocument();

    await user.click(within(form).getByLabelText('参数名称'));
    await user.click(within(form).getByLabelText('参数键名'));
    expect(await within(form).findByText('请输入参数名称')).toBeInTheDocument();
    await user.click(within(form).getByLabelText('参数键值'));
    expect(await within(form).findByText('请输入参数键名')).toBeInTheDocument();
    await user.click(within(form).getByLabelText('备注'));
    expect(await within(form).findByText('请输入参数键值')).toBeInTheDocument();
    expect(within(form).getByLabelText('参数名称')).toHaveAccessibleDescription('请输入参数名称');
    expect(submitted).toHaveLength(0);

    await user.type(within(form).getByLabelText('参数名称'), '  系统名称 ');
    await user.type(within(form).getByLabelText('参数键名'), 'system.name');
    await user.type(within(form).getByLabelText('参数键值'), '采购管理系统');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(submitted).toEqual([
      { paramName: '系统名称', paramKey: 'system.name', paramValue: '采购管理系统', remark: '' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table()).findByText('system.name')).toBeInTheDocument();
  });

  it('edits a row with its values, sends its id and toasts 更新成功', async () => {
    const { user } = await openParams();
    await user.click(within(rowOf('参数2')).getByRole('button', { name: '编辑' }));
    const form = dialog();
    expect(within(form).getByRole('heading', { name: '编辑参数' })).toBeInTheDocument();
    expect(within(form).getByLabelText('参数键名')).toHaveValue('key.002');
    await user.clear(within(form).getByLabelText('参数键值'));
    await user.type(within(form).getByLabelText('参数键值'), 'changed');
    await user.click(within(form).getByRole('button', { name: '修改' }));

    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(submitted[0]).toMatchObject({ id: '1002', paramKey: 'key.002', paramValue: 'changed' });
    expect(await within(table()).findByText('changed')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server message when the key is taken', async () => {
    serveParams({
      submitAnswer: () =>
        HttpResponse.json(
          { code: 400, success: false, msg: '参数键名已存在: key.001', data: null },
          { status: 400 },
        ),
    });
    const { user } = await renderApp('/system/param');
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const form = dialog();
    await user.type(within(form).getByLabelText('参数名称'), '重复');
    await user.type(within(form).getByLabelText('参数键名'), 'key.001');
    await user.type(within(form).getByLabelText('参数键值'), 'x');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('参数键名已存在: key.001');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(form).getByLabelText('参数名称')).toHaveValue('重复');
    expect(screen.queryByText('新增成功')).not.toBeInTheDocument();
  });

  it('shows a row read-only in view mode', async () => {
    const { user } = await openParams();
    await user.click(within(rowOf('参数3')).getByRole('button', { name: '查看' }));
    const form = dialog();
    expect(within(form).getByRole('heading', { name: '查看参数' })).toBeInTheDocument();
    expect(within(form).getByLabelText('参数名称')).toHaveValue('参数3');
    for (const label of ['参数名称', '参数键名', '参数键值', '备注']) {
      expect(within(form).getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(within(form).queryByRole('button', { name: /保存|修改/ })).not.toBeInTheDocument();
    await user.click(within(form).getAllByRole('button', { name: '关闭' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('deleting parameters', () => {
  it('deletes one row after confirmation', async () => {
    const { user } = await openParams();
    await user.click(within(rowOf('参数4')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('确定将选择数据删除?');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(removed).toEqual(['1004']);
    await waitFor(() => expect(within(table()).queryByText('参数4')).not.toBeInTheDocument());
  });

  it('asks for a selection first, then batch-deletes the selected rows', async () => {
    const { user } = await openParams();
    const toolbarDelete = () => screen.getAllByRole('button', { name: '删除' })[0]!;
    await user.click(toolbarDelete());
    expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(within(rowOf('参数5')).getByRole('checkbox'));
    await user.click(within(rowOf('参数6')).getByRole('checkbox'));
    expect(screen.getByText('已选择 2 项')).toBeInTheDocument();
    await user.click(toolbarDelete());
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('确定将选择数据删除?');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(removed).toEqual([]);

    await user.click(toolbarDelete());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(removed).toEqual(['1005,1006']);
    await waitFor(() => expect(screen.queryByText('已选择 2 项')).not.toBeInTheDocument());
  });
});

describe('permissions and language', () => {
  it('shows only what the buttons allow', async () => {
    serveParams({ buttons: ['param_view'] });
    await renderApp('/system/param');
    await screen.findByText('参数1');
    expect(within(rowOf('参数1')).getByRole('button', { name: '查看' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await setLanguage('en');
    serveParams();
    const { user } = await renderApp('/system/param');
    await screen.findByText('参数1');
    expect(screen.getByRole('table', { name: 'Parameters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Please enter the parameter name')).toBeInTheDocument();
  });
});
