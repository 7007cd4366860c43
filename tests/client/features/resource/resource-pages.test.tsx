import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetMenuButtonsMockHandler } from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import {
  getEnableOssMockHandler,
  getGetOssListMockHandler,
  getSubmitOssMockHandler,
} from '@/api/generated/blade-resource/endpoints/oss/oss.msw';
import {
  getEnableSmsMockHandler,
  getGetSmsListMockHandler,
  getSendSmsMessageMockHandler,
} from '@/api/generated/blade-resource/endpoints/sms/sms.msw';
import {
  getGetAttachListMockHandler,
  getRemoveAttachMockHandler,
} from '@/api/generated/blade-resource/endpoints/attach/attach.msw';
import { getPutFileMockHandler } from '@/api/generated/blade-resource/endpoints/oss-endpoint/oss-endpoint.msw';
import type { Attach, Oss, OssSubmit, Sms } from '@/api/generated/blade-resource/model';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { crudButtons, menuNode, signInAsMockAdmin } from '../../support/mock-session';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// /resource/oss, /resource/sms and /resource/attach against MSW overrides that answer like the server: masked keys,
// one enabled configuration, send-message and uploads, with the buttons of menu/buttons deciding what is shown.

const page = <T,>(records: T[]) => ({
  code: 200,
  success: true,
  msg: '操作成功',
  data: { records, total: records.length, size: 10, current: 1, pages: 1 },
});
const done = { code: 200, success: true, msg: '操作成功', data: null };

const oss = (n: number, extra: Partial<Oss> = {}): Oss => ({
  id: String(100 + n),
  tenantId: '000000',
  category: 2,
  ossCode: `minio-${n}`,
  endpoint: 'http://127.0.0.1:9000',
  bucketName: 'purchasing',
  accessKey: 'AKIA******',
  secretKey: '******',
  region: 'us-east-1',
  appId: '',
  maxFileSize: 20,
  remark: '',
  status: 1,
  updateTime: '2026-11-25 10:00:00',
  ...extra,
});

function buttons(...menus: ReturnType<typeof menuNode>[]) {
  server.use(getGetMenuButtonsMockHandler({ code: 200, success: true, msg: '', data: menus }));
}

afterEach(() => {
  toast.dismiss();
});
beforeEach(() => {
  signInAsMockAdmin();
});

const table = (name: string) => screen.getByRole('table', { name });
const rowOf = (name: string, text: string) =>
  within(table(name)).getByText(text).closest('tr') as HTMLElement;

describe('对象存储', () => {
  let rows: Oss[];
  let enabled: string[];
  let submitted: OssSubmit[];
  beforeEach(() => {
    rows = [
      oss(1, { status: 2 }),
      oss(2, { category: 1, ossCode: 'local', endpoint: '', accessKey: '', secretKey: '' }),
    ];
    enabled = [];
    submitted = [];
    buttons(crudButtons('oss', ['enable']));
    server.use(
      getGetOssListMockHandler(() => page(rows)),
      getEnableOssMockHandler(({ request }) => {
        const id = new URL(request.url).searchParams.get('id') ?? '';
        enabled.push(id);
        rows = rows.map((row) => ({ ...row, status: row.id === id ? 2 : 1 }));
        return done;
      }),
      getSubmitOssMockHandler(async ({ request }) => {
        submitted.push((await request.json()) as OssSubmit);
        return done;
      }),
    );
  });

  it('lists configurations with masked keys and marks the enabled one; enabling another switches it', async () => {
    const { user } = await renderApp('/resource/oss');
    await screen.findByText('minio-1');
    expect(within(rowOf('对象存储', 'minio-1')).getByText('启用', { selector: 'span' })).toBeInTheDocument();
    expect(within(rowOf('对象存储', 'minio-1')).getByText('AKIA******')).toBeInTheDocument();
    expect(within(rowOf('对象存储', 'local')).getByText('本地磁盘')).toBeInTheDocument();
    // The enabled row has no 启用 button; the other one has.
    expect(within(rowOf('对象存储', 'minio-1')).queryByRole('button', { name: '启用' })).toBeNull();
    await user.click(within(rowOf('对象存储', 'local')).getByRole('button', { name: '启用' }));
    expect(await screen.findByText('已启用 local,其余配置已停用')).toBeInTheDocument();
    expect(enabled).toEqual(['102']);
    await waitFor(() =>
      expect(within(rowOf('对象存储', 'local')).queryByRole('button', { name: '启用' })).toBeNull(),
    );
  });

  it('sends the masked secret back untouched on edit (the server keeps the stored one)', async () => {
    const { user } = await renderApp('/resource/oss');
    await screen.findByText('minio-1');
    await user.click(within(rowOf('对象存储', 'minio-1')).getByRole('button', { name: '编辑' }));
    const form = screen.getByRole('dialog');
    expect(within(form).getByLabelText('SecretKey')).toHaveValue('******');
    await user.type(within(form).getByLabelText('备注'), '主存储');
    await user.click(within(form).getByRole('button', { name: '修改' }));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(submitted[0]).toMatchObject({
      id: '101',
      secretKey: '******',
      accessKey: 'AKIA******',
      remark: '主存储',
    });
  });

  it('hides enable, add, edit and delete without their buttons', async () => {
    buttons(menuNode('oss', [menuNode('oss_view')]));
    await renderApp('/resource/oss');
    await screen.findByText('minio-1');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(within(rowOf('对象存储', 'local')).queryByRole('button', { name: '启用' })).toBeNull();
    expect(within(rowOf('对象存储', 'local')).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(rowOf('对象存储', 'local')).getByRole('button', { name: '查看' })).toBeInTheDocument();
  });
});

describe('短信配置', () => {
  const sms = (n: number, extra: Partial<Sms> = {}): Sms => ({
    id: String(200 + n),
    tenantId: '000000',
    category: 2,
    smsCode: `tencent-${n}`,
    templateId: '1234567',
    accessKey: 'AKID******',
    secretKey: '******',
    regionId: 'ap-guangzhou',
    signName: '采购平台',
    appId: '1400000000',
    remark: '',
    status: 2,
    updateTime: '2026-11-25 10:00:00',
    ...extra,
  });
  let sent: URLSearchParams[];
  beforeEach(() => {
    sent = [];
    buttons(crudButtons('sms', ['enable', 'send']));
    server.use(
      getGetSmsListMockHandler(() => page([sms(1), sms(2, { status: 1, category: 1, smsCode: 'dev-log' })])),
      getEnableSmsMockHandler(done),
      getSendSmsMessageMockHandler(({ request }) => {
        const query = new URL(request.url).searchParams;
        sent.push(query);
        return {
          code: 200,
          success: true,
          msg: '操作成功',
          data: { smsCode: 'tencent-1', phones: (query.get('phones') ?? '').split(',') },
        };
      }),
    );
  });

  it('checks numbers and parameters before sending, then sends and says to how many', async () => {
    const { user } = await renderApp('/resource/sms');
    await screen.findByText('tencent-1');
    expect(within(rowOf('短信配置', 'dev-log')).getByText('日志 (开发用)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '发送短信' }));
    const form = screen.getByRole('dialog');
    await user.type(within(form).getByLabelText('手机号码'), '1380013800');
    await user.type(within(form).getByLabelText('模板参数 (JSON)'), '[[1]');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入 11 位手机号码,多个用英文逗号分隔')).toBeInTheDocument();
    expect(within(form).getByText('请输入 JSON 对象,如 {"code":"1234"}')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(within(form).getByLabelText('手机号码'));
    await user.type(within(form).getByLabelText('手机号码'), '13800138000,13900139000');
    await user.clear(within(form).getByLabelText('模板参数 (JSON)'));
    await user.type(within(form).getByLabelText('模板参数 (JSON)'), '{{"code":"4821"}');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已发送到 2 个号码')).toBeInTheDocument();
    expect(sent[0]?.get('phones')).toBe('13800138000,13900139000');
    expect(sent[0]?.get('params')).toBe('{"code":"4821"}');
  });
});

describe('附件管理', () => {
  const attach = (n: number, extra: Partial<Attach> = {}): Attach => ({
    id: String(300 + n),
    link: `/api/blade-resource/oss/endpoint/file/abcdefghijklmnopqrstuvw${n}.pdf?tenantId=000000&expires=1&sign=x`,
    domain: '',
    name: `abcdefghijklmnopqrstuvw${n}.pdf`,
    originalName: `合同${n}.pdf`,
    extension: 'pdf',
    attachSize: 2048 * n,
    contentType: 'application/pdf',
    ossId: null,
    ossCode: '',
    createUser: '1',
    createUserName: '管理员',
    createTime: '2026-11-25 10:00:00',
    ...extra,
  });
  let rows: Attach[];
  let removed: string[];
  beforeEach(() => {
    rows = [attach(1), attach(2, { ossCode: 'minio-1', ossId: '101' })];
    removed = [];
    buttons(crudButtons('attach'));
    server.use(
      getGetAttachListMockHandler(() => page(rows)),
      getRemoveAttachMockHandler(({ request }) => {
        const ids = new URL(request.url).searchParams.get('ids') ?? '';
        removed.push(ids);
        rows = rows.filter((row) => !ids.split(',').includes(row.id));
        return done;
      }),
      getPutFileMockHandler(() => {
        rows = [attach(3, { originalName: '新上传.pdf' }), ...rows];
        return {
          code: 200,
          success: true,
          msg: '操作成功',
          data: {
            link: rows[0]!.link,
            domain: '',
            name: rows[0]!.name,
            originalName: '新上传.pdf',
            attachId: '303',
          },
        };
      }),
    );
  });

  it('lists files with their storage, size and signed links to open and download', async () => {
    await renderApp('/resource/attach');
    await screen.findByText('合同1.pdf');
    const first = rowOf('附件管理', '合同1.pdf');
    expect(within(first).getByText('本地磁盘')).toBeInTheDocument();
    expect(within(first).getByText('2.0 KB')).toBeInTheDocument();
    expect(within(rowOf('附件管理', '合同2.pdf')).getByText('minio-1')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '合同1.pdf' })).toHaveAttribute('href', attach(1).link);
    expect(within(first).getByRole('link', { name: '下载' })).toHaveAttribute('download', '合同1.pdf');
  });

  it('uploads a file through the dialog and shows it in the list', async () => {
    const { user } = await renderApp('/resource/attach');
    await screen.findByText('合同1.pdf');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = screen.getByRole('dialog');
    await user.upload(
      within(form).getByLabelText('上传文件'),
      new File(['%PDF-1.7'], '新上传.pdf', { type: 'application/pdf' }),
    );
    expect(
      await within(form).findByRole('link', { name: /abcdefghijklmnopqrstuvw3\.pdf$/ }),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    expect(await within(table('附件管理')).findByText('新上传.pdf')).toBeInTheDocument();
  });

  it('removes an attachment after confirmation', async () => {
    const { user } = await renderApp('/resource/attach');
    await screen.findByText('合同1.pdf');
    await user.click(within(rowOf('附件管理', '合同1.pdf')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('确定将选择数据删除?');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(removed).toEqual(['301']);
    await waitFor(() => expect(within(table('附件管理')).queryByText('合同1.pdf')).toBeNull());
  });
});
