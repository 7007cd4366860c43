import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import {
  getGetApiLogDetailMockHandler,
  getGetApiLogListMockHandler,
} from '@/api/generated/blade-log/endpoints/log-api/log-api.msw';
import { getGetMenuButtonsMockHandler } from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import type { ApiLog } from '@/api/generated/blade-log/model';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { menuNode, signInAsMockAdmin } from '../../support/mock-session';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// /monitor/log/api (接口日志) against MSW overrides shaped like the server: a filtered page and the detail call.

const row = (n: number, extra: Partial<ApiLog> = {}): ApiLog => ({
  id: String(500 + n),
  tenantId: '000000',
  serviceId: 'blade-system',
  serverHost: '',
  serverIp: '',
  env: '',
  method: 'GET',
  requestUri: `/api/blade-system/post/list${n}`,
  userAgent: 'test',
  remoteIp: '10.0.0.1',
  params: 'postName=x',
  createBy: 'admin',
  createTime: '2026-11-22 17:00:00',
  type: '1',
  title: 'list',
  status: n % 2 ? 200 : 404,
  time: '3',
  ...extra,
});

let listCalls: URLSearchParams[] = [];
let detailCalls: string[] = [];

beforeEach(() => {
  listCalls = [];
  detailCalls = [];
  signInAsMockAdmin();
  const rows = Array.from({ length: 4 }, (_, i) => row(i + 1));
  server.use(
    getGetMenuButtonsMockHandler({ code: 200, success: true, msg: '', data: [menuNode('log_api')] }),
    getGetApiLogListMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      listCalls.push(query);
      const status = query.get('status');
      const records = rows.filter((r) => !status || String(r.status) === status);
      return {
        code: 200,
        success: true,
        msg: '',
        data: { records, total: records.length, size: 10, current: 1, pages: 1 },
      };
    }),
    getGetApiLogDetailMockHandler(({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? '';
      detailCalls.push(id);
      return {
        code: 200,
        success: true,
        msg: '',
        data: row(Number(id) - 500, { params: 'postName=x&password=******' }),
      };
    }),
  );
});
afterEach(() => {
  toast.dismiss();
});

describe('the API log', () => {
  it('filters by status through the URL and shows a detail with masked parameters', async () => {
    const { user, router } = await renderApp('/monitor/log/api');
    await screen.findByText('/api/blade-system/post/list1');
    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('状态码'), '404');
    await user.type(within(search).getByLabelText('操作人'), 'admin');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(screen.queryByText('/api/blade-system/post/list1')).not.toBeInTheDocument());
    expect(router.state.location.search).toMatchObject({ status: '404', createBy: 'admin' });
    expect(listCalls.at(-1)?.get('status')).toBe('404');
    expect(listCalls.at(-1)?.get('createBy')).toBe('admin');

    const line = screen.getByText('/api/blade-system/post/list2').closest('tr') as HTMLElement;
    await user.click(within(line).getByRole('button', { name: '详情' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('postName=x&password=******')).toBeInTheDocument();
    expect(detailCalls).toEqual(['502']);
  });
});
