import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@/api/generated/blade-user/model';
import { avatarProblem } from '@/features/profile/profile-schema';
import { getUserInfo } from '@/lib/session';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { installDomPolyfills, resetShellStores, serveShell, signInLocally } from '../../shell-support';

const INFO: UserInfo = {
  id: '1123598821738675201',
  tenantId: '000000',
  account: 'zhangsan',
  name: '张三',
  realName: '张小三',
  avatar: '',
  email: 'zs@example.com',
  phone: '',
  roleId: '1',
  deptId: '1',
  postId: '1',
  roleName: '管理员',
  deptName: '总公司',
};

const ok = (data: unknown = null) => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data });

interface Calls {
  saved: unknown[];
  uploads: { category: string | null; size: number }[];
  passwords: URLSearchParams[];
}

function serveProfile(calls: Calls, uploadAnswer?: () => Response) {
  server.use(
    mswHttp.get('*/blade-user/info', () => ok(INFO)),
    mswHttp.post('*/blade-user/update-info', async ({ request }) => {
      calls.saved.push(await request.json());
      return ok();
    }),
    mswHttp.post('*/blade-resource/oss/endpoint/put-file', async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      // (jsdom's FormData does not survive Node's fetch intact: the e2e test checks the bytes in a browser.)
      calls.uploads.push({ category: new URL(request.url).searchParams.get('category'), size: file.size });
      if (uploadAnswer) return uploadAnswer();
      return ok({
        link: '/api/blade-resource/oss/endpoint/file/abc.jpg',
        domain: '',
        name: 'abc.jpg',
        originalName: file.name,
      });
    }),
    mswHttp.post('*/blade-user/update-password', ({ request }) => {
      calls.passwords.push(new URL(request.url).searchParams);
      return ok();
    }),
  );
}

const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

let calls: Calls;
beforeAll(installDomPolyfills);
beforeEach(() => {
  resetShellStores();
  serveShell();
  signInLocally();
  calls = { saved: [], uploads: [], passwords: [] };
});
afterEach(resetShellStores);

describe('personal info (SPEC §2, §5)', () => {
  it(
    'checks the phone (11 digits, mainland pattern), email and required names before saving',
    { timeout: 20_000 },
    async () => {
      serveProfile(calls);
      const { user } = await renderApp('/info/index');
      const phone = await screen.findByLabelText('手机号码');
      expect(screen.getByLabelText('昵称')).toHaveValue('张三');

      await user.type(phone, '138');
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByText('手机号码长度不为11位')).toBeInTheDocument();
      expect(phone).toHaveAttribute('aria-invalid', 'true');

      await user.clear(phone);
      await user.type(phone, '12345678901');
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByText('手机号码格式不正确')).toBeInTheDocument();

      await user.clear(screen.getByLabelText('昵称'));
      await user.clear(screen.getByLabelText('电子邮箱'));
      await user.type(screen.getByLabelText('电子邮箱'), 'not-an-email');
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByText('请输入昵称')).toBeInTheDocument();
      expect(screen.getByText('邮箱格式不正确')).toBeInTheDocument();
      expect(calls.saved).toEqual([]);

      await user.type(screen.getByLabelText('昵称'), '三哥');
      await user.clear(screen.getByLabelText('电子邮箱'));
      await user.clear(phone);
      await user.type(phone, '13800138000');
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByText('更新成功', {}, { timeout: 3000 })).toBeInTheDocument();
      expect(calls.saved).toEqual([
        { avatar: '', name: '三哥', realName: '张小三', phone: '13800138000', email: '' },
      ]);
      // The header follows the new name.
      expect(getUserInfo()?.nick_name).toBe('三哥');
      expect(screen.getByRole('button', { name: '用户菜单: 三哥' })).toBeInTheDocument();
    },
  );

  it('refuses a gif and a file over 500 KB in the browser, uploads a small jpg and saves its link', async () => {
    serveProfile(calls);
    const { user } = await renderApp('/info/index');
    await screen.findByLabelText('昵称');
    const input = screen.getByTestId('avatar-file');

    fireEvent.change(input, { target: { files: [file('a.gif', 'image/gif', 1000)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('头像只能是 JPG 或 PNG 格式');
    fireEvent.change(input, { target: { files: [file('big.png', 'image/png', 600 * 1024)] } });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('头像大小不能超过 500KB'));
    expect(calls.uploads).toEqual([]);

    fireEvent.change(input, { target: { files: [file('me.jpg', 'image/jpeg', 20 * 1024)] } });
    expect(await screen.findByText('头像已上传，保存后生效', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(calls.uploads.map((upload) => upload.category)).toEqual(['avatar']);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.saved).toHaveLength(1));
    expect(calls.saved[0]).toMatchObject({ avatar: '/api/blade-resource/oss/endpoint/file/abc.jpg' });
    expect(getUserInfo()?.avatar).toBe('/api/blade-resource/oss/endpoint/file/abc.jpg');
  });

  it("shows the server's refusal of an upload beside the avatar", async () => {
    serveProfile(calls, () =>
      HttpResponse.json(
        { code: 400, success: false, msg: '头像只能是 JPG 或 PNG 图片', data: null },
        { status: 400 },
      ),
    );
    await renderApp('/info/index');
    await screen.findByLabelText('昵称');
    fireEvent.change(screen.getByTestId('avatar-file'), {
      target: { files: [file('fake.png', 'image/png', 100)] },
    });
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((node) => node.textContent === '头像只能是 JPG 或 PNG 图片'),
      ).toBe(true),
    );
  });

  it('knows the avatar rules', () => {
    expect(avatarProblem({ name: 'a.jpg', type: 'image/jpeg', size: 500 * 1024 })).toBeUndefined();
    expect(avatarProblem({ name: 'a.png', type: 'image/png', size: 500 * 1024 + 1 })).toBe('size');
    expect(avatarProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(avatarProblem({ name: 'a.png', type: 'image/gif', size: 10 })).toBe('type');
    expect(avatarProblem({ name: 'a.JPEG', type: '', size: 10 })).toBeUndefined();
  });

  it('changes the password on its tab (6-20 letters and digits), then signs in again', async () => {
    serveProfile(calls);
    const { router, user } = await renderApp('/info/index');
    await user.click(await screen.findByRole('tab', { name: '修改密码' }));
    expect(router.state.location.search).toEqual({ tab: 'password' });
    const panel = screen.getByRole('tabpanel');
    await user.type(within(panel).getByLabelText('原密码'), 'old-pass1');
    await user.type(within(panel).getByLabelText('新密码'), 'abcdef');
    await user.type(within(panel).getByLabelText('确认密码'), 'abcdef');
    await user.click(within(panel).getByRole('button', { name: '确认修改' }));
    expect(await within(panel).findByText('请输入6-20位，带数字和字母组合的密码')).toBeInTheDocument();
    await user.clear(within(panel).getByLabelText('新密码'));
    await user.type(within(panel).getByLabelText('新密码'), 'abc123');
    await user.clear(within(panel).getByLabelText('确认密码'));
    await user.type(within(panel).getByLabelText('确认密码'), 'abc124');
    await user.click(within(panel).getByRole('button', { name: '确认修改' }));
    expect(await within(panel).findByText('两次密码输入不一致')).toBeInTheDocument();
    await user.clear(within(panel).getByLabelText('确认密码'));
    await user.type(within(panel).getByLabelText('确认密码'), 'abc123');
    await user.click(within(panel).getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(Object.fromEntries(calls.passwords[0]!)).toEqual({
      oldPassword: 'old-pass1',
      newPassword: 'abc123',
      newPassword1: 'abc123',
    });
  });

  it('moves between the tabs with the arrow keys', async () => {
    serveProfile(calls);
    const { user } = await renderApp('/info/index');
    const info = await screen.findByRole('tab', { name: '个人信息' });
    expect(info).toHaveAttribute('aria-selected', 'true');
    info.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: '修改密码' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByRole('tab', { name: '修改密码' })).toHaveFocus();
  });
});
