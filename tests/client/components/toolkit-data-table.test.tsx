import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCreateTokenResponseMock } from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import { getGetDictionaryMockHandler } from '@/api/generated/blade-system/endpoints/dict/dict.msw';
import type { RowSelectionState } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { demoLatency, removeDemo, resetDemoStore } from '@/features/demo/demo-store';
import { listSearchSchema, searchText, sortOf, sortToSearch, toPageQuery } from '@/lib/list-search';
import { setTokens, setUserInfo } from '@/lib/session';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

// These screens do real work per keystroke (validation, a paged list); give them room on a loaded CI machine.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// The DataTable and the generic CRUD screen, on the demo screens (local data, so every interaction is real):
// list state in the URL, page size, sorting, column menu, search toggle, selection and batch delete, states.

beforeEach(() => {
  demoLatency.ms = 0;
  resetDemoStore();
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  setUserInfo(getCreateTokenResponseMock({ nick_name: '管理员', account: 'admin', tenant_id: '000000' }));
  server.use(
    getGetDictionaryMockHandler({
      code: 200,
      success: true,
      msg: '',
      data: [
        {
          id: '1',
          parentId: '0',
          code: 'currency',
          dictKey: 'CNY',
          dictValue: '人民币',
          sort: 1,
          remark: '',
        },
        { id: '2', parentId: '0', code: 'currency', dictKey: 'USD', dictValue: '美元', sort: 2, remark: '' },
        { id: '3', parentId: '0', code: 'currency', dictKey: 'EUR', dictValue: '欧元', sort: 3, remark: '' },
        { id: '4', parentId: '0', code: 'currency', dictKey: 'HKD', dictValue: '港币', sort: 4, remark: '' },
      ],
    }),
  );
});

afterEach(() => {
  toast.dismiss();
});

const table = () => screen.getByRole('table', { name: '通用 CRUD 示例' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const codes = () => bodyRows().map((row) => within(row).getAllByRole('cell')[3]?.textContent);
const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(`^${name}`) });

async function openDemo(path = '/demo/crud/common', firstCode = 'WL00001') {
  const view = await renderApp(path);
  await screen.findByText(firstCode);
  return view;
}

describe('list state in the URL', () => {
  it('opens the page and size a URL names, pages through the URL and goes back', async () => {
    const { user, router } = await openDemo('/demo/crud/common?current=2', 'WL00011');
    expect(codes()).toEqual(Array.from({ length: 10 }, (_, i) => `WL${String(11 + i).padStart(5, '0')}`));
    expect(screen.getByText('共 1000 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    // Dictionary cells show labels, not keys.
    const currencies = () => bodyRows().map((row) => within(row).getAllByRole('cell')[5]?.textContent ?? '');
    await waitFor(() =>
      expect(currencies().every((label) => ['人民币', '美元', '欧元', '港币'].includes(label))).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(await screen.findByText('WL00021')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ current: 3 });

    await user.click(screen.getByRole('button', { name: '上一页' }));
    expect(await screen.findByText('WL00011')).toBeInTheDocument();
    router.history.back();
    expect(await screen.findByText('WL00021')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ current: 3 });
  });

  it('jumps to a typed page number', async () => {
    const { user, router } = await openDemo();
    await user.type(screen.getByRole('spinbutton', { name: '页码' }), '7{Enter}');
    expect(await screen.findByText('WL00061')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ current: 7 });
  });

  it('offers the page sizes 10/30/50/100/200 and changing one starts at page 1', async () => {
    const { user, router } = await openDemo('/demo/crud/common?current=4', 'WL00031');
    const sizes = screen.getByRole('combobox', { name: '每页条数' });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 条/页', '30 条/页', '50 条/页', '100 条/页', '200 条/页']);
    await user.selectOptions(sizes, '50 条/页');
    // (querySelectorAll: role queries over hundreds of cells are slow in jsdom)
    await waitFor(() => expect(table().querySelectorAll('tbody tr')).toHaveLength(50));
    expect(router.state.location.search).toEqual({ size: 50 });
    expect(table().querySelector('tbody tr')).toHaveTextContent('WL00001');
  });

  it('falls back to defaults for a hand-edited URL', async () => {
    const { router } = await openDemo('/demo/crud/common?current=abc&size=7');
    expect(bodyRows()).toHaveLength(10);
    expect(router.state.location.search).toEqual({});
  });

  it('sorts by a sortable column through ascs/descs, and says so with aria-sort', async () => {
    const { user, router } = await openDemo();
    expect(header('名称')).not.toHaveAttribute('aria-sort');
    expect(header('金额')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('数量')).getByRole('button'));
    await waitFor(() => expect(header('数量')).toHaveAttribute('aria-sort', 'ascending'));
    expect(router.state.location.search).toEqual({ ascs: 'quantity' });
    const ascending = bodyRows().map((row) => Number(within(row).getAllByRole('cell')[7]?.textContent));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await user.click(within(header('数量')).getByRole('button'));
    await waitFor(() => expect(header('数量')).toHaveAttribute('aria-sort', 'descending'));
    expect(router.state.location.search).toEqual({ descs: 'quantity' });

    await user.click(within(header('数量')).getByRole('button'));
    await waitFor(() => expect(header('数量')).toHaveAttribute('aria-sort', 'none'));
    expect(router.state.location.search).toEqual({});
  });
});

describe('the toolbar', () => {
  it('hides and shows columns from the column menu', async () => {
    const { user } = await openDemo();
    await user.click(screen.getByRole('button', { name: '显示或隐藏列' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: '负责人' }));
    expect(within(menu).getByRole('menuitemcheckbox', { name: '负责人' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(within(table()).queryByRole('columnheader', { name: '负责人' })).not.toBeInTheDocument();
    // The menu stays open for the next column; Esc closes it.
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: '负责人' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(within(table()).getByRole('columnheader', { name: '负责人' })).toBeInTheDocument();
  });

  it('toggles the search form', async () => {
    const { user } = await openDemo();
    expect(screen.getByRole('search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '隐藏搜索' }));
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '显示搜索' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: '显示搜索' }));
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('refreshes the list', async () => {
    const { user } = await openDemo();
    await removeDemo(['100001']);
    expect(screen.getByText('WL00001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(screen.queryByText('WL00001')).not.toBeInTheDocument());
    expect(screen.getByText('共 999 条')).toBeInTheDocument();
  });
});

describe('selection and batch delete', () => {
  it('selects a page with the header checkbox and batch-deletes after confirmation', async () => {
    const { user } = await openDemo();
    const selectAll = screen.getByRole('checkbox', { name: '选择本页全部数据' });
    await user.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    expect(selectAll).toHaveProperty('indeterminate', true);
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true');

    await user.click(selectAll);
    expect(selectAll).toBeChecked();
    expect(screen.getByText('已选择 10 项')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: '删除' })[0]!);
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('确定将选择数据删除?');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(codes()[0]).toBe('WL00011'));
    expect(screen.getByText('共 990 条')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '选择本页全部数据' })).not.toBeChecked();
  });

  it('steps back a page after emptying the last one', async () => {
    const { user, router } = await openDemo('/demo/crud/common?current=100', 'WL00991');
    await user.click(screen.getByRole('checkbox', { name: '选择本页全部数据' }));
    await user.click(screen.getAllByRole('button', { name: '删除' })[0]!);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('WL00981')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ current: 99 });
    expect(screen.getByText('共 990 条')).toBeInTheDocument();
  });

  it('warns 请选择至少一条数据 without a selection, and a page change clears the selection', async () => {
    const { user } = await openDemo();
    await user.click(screen.getAllByRole('button', { name: '删除' })[0]!);
    expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    expect(screen.getByText('已选择 1 项')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('WL00011');
    expect(screen.queryByText(/已选择/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '选择第 11 行' })).not.toBeChecked();
  });
});

describe('table states', () => {
  interface Row {
    id: string;
    name: string;
  }
  const col = dataTableColumnHelper<Row>();
  const columns = col.columns([col.accessor('name', { header: '名字' })]);
  const props = {
    label: '表',
    columns,
    total: 0,
    page: { current: 1, size: 10 },
    onPageChange: () => {},
  };

  it('shows loading, empty and error (with retry) in the body', async () => {
    const retry = vi.fn();
    const { rerender } = render(<DataTable {...props} rows={undefined} loading />);
    expect(screen.getByRole('table', { name: '表' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('正在加载…');

    rerender(<DataTable {...props} rows={[]} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();

    rerender(<DataTable {...props} rows={undefined} error={new Error('服务器开小差了')} onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('数据加载失败');
    expect(screen.getByRole('alert')).toHaveTextContent('服务器开小差了');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('re-renders only the row whose selection changed', async () => {
    const rendered: string[] = [];
    const counted = col.columns([
      col.accessor('name', {
        header: '名字',
        cell: (info) => {
          rendered.push(info.row.id);
          return info.getValue();
        },
      }),
    ]);
    const rows = Array.from({ length: 10 }, (_, i) => ({ id: String(i + 1), name: `行${i + 1}` }));
    function Harness() {
      const [selection, setSelection] = useState<RowSelectionState>({});
      return (
        <DataTable
          {...props}
          columns={counted}
          rows={rows}
          total={10}
          selection={selection}
          onSelectionChange={setSelection}
        />
      );
    }
    render(<Harness />);
    expect(rendered).toHaveLength(10);
    rendered.length = 0;
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 3 行' }));
    expect(screen.getByRole('checkbox', { name: '选择第 3 行' })).toBeChecked();
    expect(rendered).toEqual(['3']);
  });

  it('keeps its header row sticky over a scrolling body', () => {
    render(<DataTable {...props} rows={[{ id: '1', name: 'a' }]} total={1} />);
    for (const th of screen.getAllByRole('columnheader'))
      expect(th.className).toMatch(/\bsticky\b.*\btop-0\b/);
  });
});

describe('list search params', () => {
  const schema = listSearchSchema({ name: searchText() });
  // What the router hands validateSearch: the URL's params, of any type.
  const parse = (raw: Record<string, unknown>) => schema.parse(raw as Parameters<typeof schema.parse>[0]);

  it('defaults, repairs and keeps filters', () => {
    expect(parse({})).toEqual({ current: 1, size: 10 });
    expect(parse({ current: '0', size: 25, name: '  ' })).toEqual({ current: 1, size: 10 });
    expect(parse({ current: 3, size: 200, name: 12, ascs: 'code' })).toEqual({
      current: 3,
      size: 200,
      name: '12',
      ascs: 'code',
    });
  });

  it('turns sort state into ascs/descs and back, and drops empty filters from the call', () => {
    expect(sortOf({ descs: 'amount' })).toEqual({ id: 'amount', desc: true });
    expect(sortToSearch({ id: 'code', desc: false })).toEqual({ ascs: 'code', descs: undefined });
    expect(
      toPageQuery({ current: 1, size: 10, ascs: undefined, descs: undefined, name: '' } as never),
    ).toEqual({
      current: 1,
      size: 10,
    });
  });
});
