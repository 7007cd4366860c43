import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as bizMocks from '@/api/generated/blade-system/endpoints/dict-biz/dict-biz.msw';
import * as dictMocks from '@/api/generated/blade-system/endpoints/dict/dict.msw';
import { getGetMenuButtonsMockHandler } from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import type { Dict, DictSubmit } from '@/api/generated/blade-system/model';
import type { TreeNode } from '@/api/generated/blade-system/model/common';
import { setLanguage } from '@/lib/i18n';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { menuNode, signInAsMockAdmin } from '../../support/mock-session';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// The dictionary screens (/dict-horizontal/index, /system/dictbiz, /dict-vertical/index) against an in-memory
// dictionary table behind MSW overrides that keep the server's rules: entries take their parent's code, code +
// key is unique, sealed entries are refused.

type Kind = 'dict' | 'dict-biz';

interface Calls {
  parentList: URLSearchParams[];
  childList: URLSearchParams[];
  submitted: DictSubmit[];
  removed: string[];
}

let rows: Dict[] = [];
let calls: Record<Kind, Calls>;

const blankCalls = (): Calls => ({ parentList: [], childList: [], submitted: [], removed: [] });

function entry(
  id: string,
  parentId: string,
  code: string,
  dictKey: string,
  dictValue: string,
  extra: Partial<Dict> = {},
): Dict {
  return {
    id,
    parentId,
    code,
    dictKey,
    dictValue,
    dictValueEn: '',
    sort: Number(id) % 100,
    remark: '',
    isSealed: 0,
    ...extra,
  };
}

function seed(): Dict[] {
  return [
    entry('101', '0', 'sex', '-1', '性别'),
    entry('102', '0', 'currency', '-1', '币种'),
    entry('103', '0', 'plan_type', '-1', '计划类型', { isSealed: 1 }),
    entry('201', '101', 'sex', '1', '男'),
    entry('202', '101', 'sex', '2', '女'),
    entry('203', '101', 'sex', '9', '保密', { isSealed: 1 }),
    entry('211', '102', 'currency', 'CNY', '人民币'),
  ];
}

const ok = { code: 200, success: true, msg: '操作成功', data: null };
const refuse = (msg: string) => ({ code: 400, success: false, msg, data: null });

function page(records: Dict[], query: URLSearchParams) {
  const current = Number(query.get('current') ?? 1);
  const size = Number(query.get('size') ?? 10);
  const code = query.get('code') ?? '';
  const name = query.get('dictValue') ?? '';
  const matching = records.filter((row) => row.code.includes(code) && row.dictValue.includes(name));
  return {
    code: 200,
    success: true,
    msg: '操作成功',
    data: {
      records: matching.slice((current - 1) * size, current * size),
      total: matching.length,
      size,
      current,
      pages: Math.ceil(matching.length / size),
    },
  };
}

function forest(parentId = '0'): Dict[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .map((row) => {
      const children = forest(row.id);
      return children.length ? { ...row, children } : row;
    });
}

function treeNodes(parentId = '0'): TreeNode[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .map((row) => {
      const children = treeNodes(row.id);
      const node: TreeNode = { id: row.id, parentId, title: row.dictValue, key: row.id, value: row.id };
      return children.length ? { ...node, children } : node;
    });
}

const mocksOf = (kind: Kind) =>
  kind === 'dict'
    ? {
        parentList: dictMocks.getGetDictParentListMockHandler,
        childList: dictMocks.getGetDictChildListMockHandler,
        detail: dictMocks.getGetDictDetailMockHandler,
        list: dictMocks.getGetDictListMockHandler,
        tree: dictMocks.getGetDictTreeMockHandler,
        submit: dictMocks.getSubmitDictMockHandler,
        remove: dictMocks.getRemoveDictMockHandler,
      }
    : {
        parentList: bizMocks.getGetDictBizParentListMockHandler,
        childList: bizMocks.getGetDictBizChildListMockHandler,
        detail: bizMocks.getGetDictBizDetailMockHandler,
        list: bizMocks.getGetDictBizListMockHandler,
        tree: bizMocks.getGetDictBizTreeMockHandler,
        submit: bizMocks.getSubmitDictBizMockHandler,
        remove: bizMocks.getRemoveDictBizMockHandler,
      };

/** One dictionary table served under dict/ or dict-biz/, with the server's rules. */
function serveDicts(kind: Kind) {
  const mocks = mocksOf(kind);
  const log = calls[kind];
  return [
    mocks.parentList(({ request }) => {
      const query = new URL(request.url).searchParams;
      log.parentList.push(query);
      return page(
        rows.filter((row) => row.parentId === '0'),
        query,
      );
    }),
    mocks.childList(({ request }) => {
      const query = new URL(request.url).searchParams;
      log.childList.push(query);
      return page(
        rows.filter((row) => row.parentId === query.get('parentId')),
        query,
      );
    }),
    mocks.detail(({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      return { code: 200, success: true, msg: '', data: rows.find((row) => row.id === id)! };
    }),
    mocks.list(() => ({ code: 200, success: true, msg: '', data: forest() })),
    mocks.tree(() => ({ code: 200, success: true, msg: '', data: treeNodes() })),
    mocks.submit(async ({ request }) => {
      const body = (await request.json()) as DictSubmit;
      log.submitted.push(body);
      const existing = rows.find((row) => row.id === body.id);
      if (existing?.isSealed === 1) return refuse(`字典已封存,不能修改或删除: ${existing.id}`);
      const parentId = body.parentId || '0';
      const code = parentId === '0' ? body.code : rows.find((row) => row.id === parentId)!.code;
      const dictKey = parentId === '0' ? '-1' : (body.dictKey ?? '');
      if (rows.some((row) => row.code === code && row.dictKey === dictKey && row.id !== body.id))
        return refuse(`当前字典键值已存在: ${code} / ${dictKey}`);
      const values = {
        parentId,
        code,
        dictKey,
        dictValue: body.dictValue,
        dictValueEn: body.dictValueEn ?? '',
        sort: body.sort,
        isSealed: body.isSealed,
        remark: body.remark ?? '',
      };
      if (existing) rows = rows.map((row) => (row.id === existing.id ? { ...row, ...values } : row));
      else rows = [...rows, { id: String(900 + rows.length), ...values }];
      return ok;
    }),
    mocks.remove(({ request }) => {
      const ids = new URL(request.url).searchParams.get('ids') ?? '';
      log.removed.push(ids);
      const gone = new Set(ids.split(','));
      const sealed = rows.filter((row) => gone.has(row.id) && row.isSealed === 1);
      if (sealed.length) return refuse(`字典已封存,不能修改或删除: ${sealed.map((row) => row.id).join(',')}`);
      rows = rows.filter((row) => !gone.has(row.id));
      return ok;
    }),
  ];
}

const CRUD = ['view', 'add', 'edit', 'delete'];

function serveAll(
  buttons: Record<string, readonly string[]> = { dict: CRUD, dictbiz: CRUD, dict_tree: CRUD },
) {
  server.use(
    getGetMenuButtonsMockHandler({
      code: 200,
      success: true,
      msg: '',
      data: Object.entries(buttons).map(([menu, actions]) =>
        menuNode(
          menu,
          actions.map((action) => menuNode(`${menu}_${action}`)),
        ),
      ),
    }),
    ...serveDicts('dict'),
    ...serveDicts('dict-biz'),
  );
}

afterEach(() => {
  toast.dismiss();
});

beforeEach(() => {
  rows = seed();
  calls = { dict: blankCalls(), 'dict-biz': blankCalls() };
  signInAsMockAdmin();
});

const tableNamed = (name: string) => screen.getByRole('table', { name });
const parentsTable = () => tableNamed('字典列表');
const childrenTable = () => tableNamed('字典项');
const rowIn = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;
const panelOf = (table: HTMLElement) => table.closest('section') as HTMLElement;
const dialog = () => screen.getByRole('dialog');

async function openSplit(path = '/dict-horizontal/index') {
  serveAll();
  const view = await renderApp(path);
  await within(await screen.findByRole('table', { name: '字典列表' })).findByText('性别');
  return view;
}

async function chooseSex(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(within(rowIn(parentsTable(), '性别')).getByRole('button', { name: '字典配置' }));
  await within(await screen.findByRole('table', { name: '字典项' })).findByText('男');
}

describe('字典管理 (/dict-horizontal/index)', () => {
  it('lists the dictionaries, and 字典配置 shows the chosen one’s entries beside them', async () => {
    const { user, router } = await openSplit();
    expect(calls.dict.parentList[0]?.get('current')).toBe('1');
    expect(calls.dict.parentList[0]?.get('size')).toBe('10');
    expect(within(parentsTable()).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('请在左侧字典列表中点击“字典配置”，查看和维护它的字典项')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '字典项' })).not.toBeInTheDocument();

    await chooseSex(user);
    expect(calls.dict.childList.at(-1)?.get('parentId')).toBe('101');
    expect(router.state.location.search).toMatchObject({ parentId: '101' });
    expect(screen.getByRole('heading', { name: '性别（sex）的字典项' })).toBeInTheDocument();
    expect(within(childrenTable()).getByText('女')).toBeInTheDocument();
    expect(within(childrenTable()).queryByText('人民币')).not.toBeInTheDocument();
    expect(within(rowIn(parentsTable(), '性别')).getByRole('button', { name: '字典配置' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(rowIn(parentsTable(), '币种')).getByRole('button', { name: '字典配置' }));
    expect(await within(childrenTable()).findByText('人民币')).toBeInTheDocument();
    expect(within(childrenTable()).queryByText('男')).not.toBeInTheDocument();
    expect(calls.dict.childList.at(-1)?.get('parentId')).toBe('102');
  });

  it('searches the dictionaries by code through the URL', async () => {
    const { user, router } = await openSplit();
    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('字典编号'), 'curr');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(within(parentsTable()).queryByText('性别')).not.toBeInTheDocument());
    expect(within(parentsTable()).getByText('币种')).toBeInTheDocument();
    expect(calls.dict.parentList.at(-1)?.get('code')).toBe('curr');
    expect(router.state.location.search).toMatchObject({ code: 'curr' });
  });

  it('opens the entries a bookmarked URL names, with the dictionary’s name', async () => {
    serveAll();
    await renderApp('/dict-horizontal/index?parentId=%22102%22');
    expect(
      await within(await screen.findByRole('table', { name: '字典项' })).findByText('人民币'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '币种（currency）的字典项' })).toBeInTheDocument();
  });

  it('adds a dictionary only with code, name, sort and sealed given (SPEC §5)', async () => {
    const { user } = await openSplit();
    await user.click(within(panelOf(parentsTable())).getByRole('button', { name: '新增' }));
    const form = dialog();
    await user.selectOptions(within(form).getByLabelText('封存'), '');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    const messages = {
      字典编号: '请输入字典编号',
      字典名称: '请输入字典名称',
      字典排序: '请输入字典排序',
      封存: '请选择封存',
    };
    for (const [label, message] of Object.entries(messages)) {
      await waitFor(() => expect(within(form).getByLabelText(label)).toHaveAccessibleDescription(message));
    }
    expect(calls.dict.submitted).toHaveLength(0);

    await user.type(within(form).getByLabelText('字典编号'), 'pay_content');
    await user.type(within(form).getByLabelText('字典名称'), '付款内容');
    await user.type(within(form).getByLabelText('字典排序'), '5');
    await user.selectOptions(within(form).getByLabelText('封存'), '否');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(calls.dict.submitted).toEqual([
      { code: 'pay_content', dictValue: '付款内容', dictValueEn: '', sort: 5, isSealed: 0, remark: '' },
    ]);
    expect(await within(parentsTable()).findByText('付款内容')).toBeInTheDocument();
  });

  it('adds an entry under the chosen dictionary: required messages first, then 新增成功 and the new row', async () => {
    const { user } = await openSplit();
    await chooseSex(user);
    await user.click(within(panelOf(childrenTable())).getByRole('button', { name: '新增' }));
    const form = dialog();
    expect(form).toHaveClass('max-w-[880px]');
    // A new entry starts under the chosen dictionary, with its code.
    expect(within(form).getByLabelText('字典编号')).toHaveValue('sex');
    await waitFor(() => expect(within(form).getByLabelText('上级字典')).toHaveTextContent('性别'));

    await user.clear(within(form).getByLabelText('字典编号'));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    for (const message of ['请输入字典编号', '请输入字典键值', '请输入字典名称', '请输入字典排序']) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(within(form).getByLabelText('字典键值')).toHaveAccessibleDescription('请输入字典键值');
    expect(calls.dict.submitted).toHaveLength(0);

    await user.type(within(form).getByLabelText('字典编号'), 'sex');
    await user.type(within(form).getByLabelText('字典键值'), '3');
    await user.type(within(form).getByLabelText('字典名称'), '未知');
    await user.type(within(form).getByLabelText('字典排序'), '3');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(calls.dict.submitted).toEqual([
      {
        parentId: '101',
        code: 'sex',
        dictKey: '3',
        dictValue: '未知',
        dictValueEn: '',
        sort: 3,
        isSealed: 0,
        remark: '',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(childrenTable()).findByText('未知')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s message when the key is taken', async () => {
    const { user } = await openSplit();
    await chooseSex(user);
    await user.click(within(panelOf(childrenTable())).getByRole('button', { name: '新增' }));
    const form = dialog();
    await user.type(within(form).getByLabelText('字典键值'), '1');
    await user.type(within(form).getByLabelText('字典名称'), '又一个男');
    await user.type(within(form).getByLabelText('字典排序'), '1');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await within(form).findByText('当前字典键值已存在: sex / 1')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(form).getByLabelText('字典名称')).toHaveValue('又一个男');
    expect(screen.queryByText('新增成功')).not.toBeInTheDocument();
  });

  it('edits an entry with its values and toasts 更新成功', async () => {
    const { user } = await openSplit();
    await chooseSex(user);
    await user.click(within(rowIn(childrenTable(), '女')).getByRole('button', { name: '编辑' }));
    const form = dialog();
    expect(within(form).getByLabelText('字典键值')).toHaveValue('2');
    await user.clear(within(form).getByLabelText('字典名称'));
    await user.type(within(form).getByLabelText('字典名称'), '女性');
    await user.click(within(form).getByRole('button', { name: '修改' }));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(calls.dict.submitted[0]).toMatchObject({
      id: '202',
      parentId: '101',
      dictKey: '2',
      dictValue: '女性',
    });
    expect(await within(childrenTable()).findByText('女性')).toBeInTheDocument();
  });

  it('does not offer to edit or delete a sealed entry, and says why', async () => {
    const { user } = await openSplit();
    await chooseSex(user);
    const sealedRow = rowIn(childrenTable(), '保密');
    for (const name of ['编辑', '删除']) {
      const button = within(sealedRow).getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('已封存的字典不能修改或删除');
      await user.click(button);
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // 查看 still works, and an unsealed row's buttons are live.
    expect(within(sealedRow).getByRole('button', { name: '查看' })).not.toHaveAttribute('aria-disabled');
    expect(within(rowIn(childrenTable(), '男')).getByRole('button', { name: '编辑' })).not.toHaveAttribute(
      'aria-disabled',
    );
    // The sealed dictionary on the left too.
    expect(within(rowIn(parentsTable(), '计划类型')).getByRole('button', { name: '编辑' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(calls.dict.submitted).toHaveLength(0);
    expect(calls.dict.removed).toHaveLength(0);
  });

  it('asks for a selection, refuses sealed rows, and batch-deletes after confirming', async () => {
    const { user } = await openSplit();
    await chooseSex(user);
    const panel = panelOf(childrenTable());
    const batchDelete = () => within(panel).getAllByRole('button', { name: '删除' })[0]!;
    await user.click(batchDelete());
    expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(within(rowIn(childrenTable(), '保密')).getByRole('checkbox'));
    await user.click(batchDelete());
    expect(await screen.findByText('已封存的字典不能删除：保密')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(within(rowIn(childrenTable(), '保密')).getByRole('checkbox'));

    await user.click(within(rowIn(childrenTable(), '男')).getByRole('checkbox'));
    await user.click(within(rowIn(childrenTable(), '女')).getByRole('checkbox'));
    await user.click(batchDelete());
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('确定将选择数据删除?');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(calls.dict.removed).toEqual([]);

    await user.click(batchDelete());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(calls.dict.removed).toEqual(['201,202']);
    await waitFor(() => expect(within(childrenTable()).queryByText('男')).not.toBeInTheDocument());
    expect(within(childrenTable()).getByText('保密')).toBeInTheDocument();
  });

  it('shows the server’s refusal when a delete is refused', async () => {
    const { user } = await openSplit();
    await user.click(within(rowIn(parentsTable(), '币种')).getByRole('button', { name: '删除' }));
    // Sealed by someone else since the list was loaded: the server refuses, and its reason is shown.
    rows = rows.map((row) => (row.id === '102' ? { ...row, isSealed: 1 } : row));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('字典已封存,不能修改或删除: 102')).toBeInTheDocument();
    expect(screen.queryByText('删除成功')).not.toBeInTheDocument();
  });

  it('shows only what the buttons allow', async () => {
    serveAll({ dict: ['view'] });
    await renderApp('/dict-horizontal/index');
    await within(await screen.findByRole('table', { name: '字典列表' })).findByText('性别');
    expect(within(rowIn(parentsTable(), '性别')).getByRole('button', { name: '查看' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await setLanguage('en');
    serveAll();
    const { user } = await renderApp('/dict-horizontal/index');
    await within(await screen.findByRole('table', { name: 'Dictionaries' })).findByText('性别');
    await user.click(within(panelOf(tableNamed('Dictionaries'))).getByRole('button', { name: 'Add' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Please enter the dictionary code')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please enter the sort order')).toBeInTheDocument();
  });
});

describe('业务字典 (/system/dictbiz)', () => {
  it('is the same screen on the dict-biz calls, with the dictbiz buttons', async () => {
    serveAll({ dictbiz: CRUD });
    const { user } = await renderApp('/system/dictbiz');
    await within(await screen.findByRole('table', { name: '字典列表' })).findByText('性别');
    expect(calls['dict-biz'].parentList).not.toHaveLength(0);
    expect(calls.dict.parentList).toHaveLength(0);

    await chooseSex(user);
    expect(calls['dict-biz'].childList.at(-1)?.get('parentId')).toBe('101');
    await user.click(within(panelOf(childrenTable())).getByRole('button', { name: '新增' }));
    const form = dialog();
    await user.type(within(form).getByLabelText('字典键值'), '3');
    await user.type(within(form).getByLabelText('字典名称'), '未知');
    await user.type(within(form).getByLabelText('字典排序'), '3');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(calls['dict-biz'].submitted).toMatchObject([{ parentId: '101', dictKey: '3', dictValue: '未知' }]);
    expect(calls.dict.submitted).toHaveLength(0);

    await user.click(within(rowIn(childrenTable(), '男')).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(calls['dict-biz'].removed).toEqual(['201']);
    expect(calls.dict.removed).toEqual([]);
  });
});

describe('字典树 (/dict-vertical/index)', () => {
  async function openTree() {
    serveAll();
    const view = await renderApp('/dict-vertical/index');
    await within(await screen.findByRole('treegrid', { name: '字典树' })).findByText('性别');
    return view;
  }
  const tree = () => screen.getByRole('treegrid', { name: '字典树' });

  it('shows the dictionaries as a tree whose entries open under them', async () => {
    const { user } = await openTree();
    expect(within(tree()).queryByText('男')).not.toBeInTheDocument();
    await user.click(within(tree()).getByRole('button', { name: '展开 性别' }));
    expect(within(tree()).getByText('男')).toBeInTheDocument();
    expect(rowIn(tree(), '男')).toHaveAttribute('aria-level', '2');
  });

  it('adds an entry under a row with 新增子项', async () => {
    const { user } = await openTree();
    await user.click(within(rowIn(tree(), '币种')).getByRole('button', { name: '新增子项' }));
    const form = dialog();
    expect(within(form).getByLabelText('字典编号')).toHaveValue('currency');
    await waitFor(() => expect(within(form).getByLabelText('上级字典')).toHaveTextContent('币种'));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入字典键值')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('字典键值'), 'USD');
    await user.type(within(form).getByLabelText('字典名称'), '美元');
    await user.type(within(form).getByLabelText('字典排序'), '2');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(calls.dict.submitted).toEqual([
      {
        parentId: '102',
        code: 'currency',
        dictKey: 'USD',
        dictValue: '美元',
        dictValueEn: '',
        sort: 2,
        isSealed: 0,
        remark: '',
      },
    ]);
    await user.click(within(tree()).getByRole('button', { name: '展开 币种' }));
    expect(await within(tree()).findByText('美元')).toBeInTheDocument();
  });

  it('edits a dictionary with the dictionary form, and not a sealed one', async () => {
    const { user } = await openTree();
    expect(within(rowIn(tree(), '计划类型')).getByRole('button', { name: '编辑' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(rowIn(tree(), '币种')).getByRole('button', { name: '编辑' }));
    const form = dialog();
    expect(within(form).queryByLabelText('字典键值')).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText('字典名称'));
    await user.type(within(form).getByLabelText('字典名称'), '货币');
    await user.click(within(form).getByRole('button', { name: '修改' }));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(calls.dict.submitted[0]).toMatchObject({ id: '102', code: 'currency', dictValue: '货币' });
    expect(calls.dict.submitted[0]).not.toHaveProperty('parentId');
    expect(await within(tree()).findByText('货币')).toBeInTheDocument();
  });

  it('deletes a row after confirming', async () => {
    const { user } = await openTree();
    await user.click(within(tree()).getByRole('button', { name: '展开 性别' }));
    await user.click(within(rowIn(tree(), '女')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('确定将选择数据删除?');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(calls.dict.removed).toEqual(['202']);
    await waitFor(() => expect(within(tree()).queryByText('女')).not.toBeInTheDocument());
  });
});
