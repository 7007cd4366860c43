import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import {
  getGetNoticeListMockHandler,
  getPublishNoticeMockHandler,
  getSubmitNoticeMockHandler,
} from '@/api/generated/blade-desk/endpoints/notice/notice.msw';
import type { Notice, NoticeSubmit } from '@/api/generated/blade-desk/model';
import { getGetMenuButtonsMockHandler } from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import { getGetRoleTreeMockHandler } from '@/api/generated/blade-system/endpoints/role/role.msw';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { crudButtons, signInAsMockAdmin } from '../../support/mock-session';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// /desk/notice (通知公告) against MSW overrides shaped like the server: a draft is added for a role, then published.

let notices: Notice[] = [];
let submitted: NoticeSubmit[] = [];
let published: string[] = [];

beforeEach(() => {
  notices = [];
  submitted = [];
  published = [];
  signInAsMockAdmin();
  server.use(
    getGetMenuButtonsMockHandler({
      code: 200,
      success: true,
      msg: '',
      data: [crudButtons('notice')],
    }),
    getGetRoleTreeMockHandler({
      code: 200,
      success: true,
      msg: '',
      data: [{ id: '31', parentId: '0', title: '材料员', key: '31', value: '31' }],
    }),
    getGetNoticeListMockHandler(() => ({
      code: 200,
      success: true,
      msg: '',
      data: { records: notices, total: notices.length, size: 10, current: 1, pages: 1 },
    })),
    getSubmitNoticeMockHandler(async ({ request }) => {
      const body = (await request.json()) as NoticeSubmit;
      submitted.push(body);
      notices = [
        {
          id: '801',
          title: body.title,
          category: body.category,
          categoryName: '发布通知',
          content: body.content ?? '',
          publishStatus: 0,
          releaseTime: '',
          audienceType: body.audienceType,
          audienceIds: body.audienceIds ?? '',
          createTime: '2026-11-22 17:00:00',
        },
      ];
      return { code: 200, success: true, msg: '操作成功', data: null };
    }),
    getPublishNoticeMockHandler(({ request }) => {
      published.push(new URL(request.url).searchParams.get('ids') ?? '');
      notices = notices.map((n) => ({ ...n, publishStatus: 1, releaseTime: '2026-11-22 17:01:00' }));
      return { code: 200, success: true, msg: '操作成功', data: null };
    }),
  );
});
afterEach(() => {
  toast.dismiss();
});

describe('notices', () => {
  it('adds a draft for a role (its ids sent as the audience) and publishes it', async () => {
    const { user } = await renderApp('/desk/notice');
    await screen.findByRole('table', { name: '通知公告' });
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog');
    await user.type(within(form).getByLabelText('标题'), '停电通知');
    await user.selectOptions(within(form).getByLabelText('接收范围'), '指定角色');
    await user.click(within(form).getByRole('button', { name: /接收角色/ }));
    await user.click(await screen.findByRole('checkbox', { name: '材料员' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    const row = (await screen.findByText('停电通知')).closest('tr') as HTMLElement;
    expect(submitted[0]).toMatchObject({
      title: '停电通知',
      audienceType: 'roles',
      audienceIds: '31',
      category: 1,
    });
    expect(within(row).getByText('草稿')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: '发布' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '发布' }));
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
    expect(published).toEqual(['801']);
    expect(await within(row).findByText('已发布')).toBeInTheDocument();
  });
});
