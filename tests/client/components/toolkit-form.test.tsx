import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createQueryClient } from '@/app/query-client';
import { getCreateTokenResponseMock } from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import { getGetDictionaryMockHandler } from '@/api/generated/blade-system/endpoints/dict/dict.msw';
import { submitParamBody } from '@/api/generated/blade-system/zod/param/param.zod';
import type { DictItem } from '@/api/generated/blade-system/model';
import { ApiError } from '@/api/http';
import { DictionaryCell } from '@/components/data-table/dictionary-cell';
import type { FieldDef } from '@/components/form/field-def';
import { FormFields } from '@/components/form/form-fields';
import { withRequiredMessages } from '@/components/form/schema';
import { applyServerError } from '@/components/form/server-errors';
import { ToastHost } from '@/components/ui/toast-host';
import { demoLatency, resetDemoStore } from '@/features/demo/demo-store';
import { setLanguage } from '@/lib/i18n';
import { setTokens, setUserInfo } from '@/lib/session';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

// These screens do real work per keystroke (validation, a paged list); give them room on a loaded CI machine.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// The form side of the toolkit: field kinds, validation messages (on blur), server 400 messages on the form,
// view mode, the cached dictionary select, tree select and upload.

const item = (code: string, dictKey: string, dictValue: string): DictItem => ({
  id: `${code}-${dictKey}`,
  parentId: '0',
  code,
  dictKey,
  dictValue,
  sort: Number(dictKey),
  remark: '',
});

const DICTIONARIES: Record<string, DictItem[]> = {
  currency: [item('currency', '1', '人民币'), item('currency', '2', '美元')],
  pay_content: [item('pay_content', '1', '预付款'), item('pay_content', '2', '进度款')],
};

let dictionaryCalls: string[] = [];

beforeEach(() => {
  dictionaryCalls = [];
  demoLatency.ms = 0;
  resetDemoStore();
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  setUserInfo(getCreateTokenResponseMock({ nick_name: '管理员', account: 'admin', tenant_id: '000000' }));
  server.use(
    getGetDictionaryMockHandler(({ request }) => {
      const code = new URL(request.url).searchParams.get('code') ?? '';
      dictionaryCalls.push(code);
      return { code: 200, success: true, msg: '', data: DICTIONARIES[code] ?? [] };
    }),
  );
});

afterEach(() => {
  toast.dismiss();
});

/** A component under test inside a query client, with the toasts. */
function renderInClient(ui: ReactNode) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <ToastHost />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}

function FieldsHarness<V extends Record<string, unknown>>({
  fields,
  values,
  readOnly,
}: {
  fields: FieldDef<V>[];
  values: V;
  readOnly?: boolean;
}) {
  const form = useForm<V>({ defaultValues: values as never });
  const current = form.watch();
  return (
    <form>
      <FormFields control={form.control} fields={fields} idPrefix="t" readOnly={readOnly} />
      <output data-testid="values">{JSON.stringify(current)}</output>
    </form>
  );
}

const valuesOf = () =>
  JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, unknown>;

describe('validation on the CRUD dialog', () => {
  async function openAddDialog(add = '新增') {
    const view = await renderApp('/demo/crud/common');
    await screen.findByText('WL00001');
    await view.user.click(screen.getByRole('button', { name: add }));
    return { ...view, form: screen.getByRole('dialog') };
  }

  it('checks a field when it loses focus and again as it is corrected', async () => {
    const { user, form } = await openAddDialog();
    await user.click(within(form).getByLabelText('名称'));
    expect(within(form).queryByText('请输入名称')).not.toBeInTheDocument();
    await user.tab();
    expect(await within(form).findByText('请输入名称')).toBeInTheDocument();
    expect(within(form).getByLabelText('名称')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(form).getByLabelText('手机号'), '123');
    await user.tab();
    expect(await within(form).findByText('手机号码长度不为11位')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('手机号'));
    await user.type(within(form).getByLabelText('手机号'), '12345678901');
    await user.tab();
    expect(await within(form).findByText('手机号码格式不正确')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('名称'), '钢筋');
    await user.tab();
    await waitFor(() => expect(within(form).queryByText('请输入名称')).not.toBeInTheDocument());
  });

  it('lists every missing field on submit and sends nothing', async () => {
    const { user, form } = await openAddDialog();
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual(['请输入名称', '请输入编号', '请选择类别', '请输入金额']),
    );
    // The first invalid field gets the focus.
    expect(within(form).getByLabelText('名称')).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('puts a field-named server message under that field and keeps the dialog open', async () => {
    const { user, form } = await openAddDialog();
    await user.type(within(form).getByLabelText('名称'), '钢筋');
    await user.type(within(form).getByLabelText('编号'), 'WL00001');
    await user.selectOptions(within(form).getByLabelText('类别'), '设备');
    await user.type(within(form).getByLabelText('金额'), '12.5');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(within(form).getByLabelText('编号')).toHaveAccessibleDescription('编号 WL00001 已存在'),
    );
    expect(within(form).getByLabelText('编号')).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('编号'));
    await user.type(within(form).getByLabelText('编号'), 'NEW-1');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('NEW-1')).toBeInTheDocument();
  });

  it('gives the focus back to the button that opened it when Esc closes it', async () => {
    const { user } = await openAddDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '新增' })).toHaveFocus();
  });

  it('keeps room for the error line, so an error on blur does not move the buttons', async () => {
    const { user, form } = await openAddDialog();
    const name = within(form).getByLabelText('名称');
    const slot = name.parentElement!.lastElementChild!;
    expect(slot).toHaveClass('min-h-4');
    expect(slot).toBeEmptyDOMElement();
    await user.click(name);
    await user.tab();
    expect(await within(form).findByText('请输入名称')).toBeInTheDocument();
    expect(name.parentElement!.lastElementChild).toBe(slot);
  });

  it('stops text inputs at the schema maxLength', async () => {
    const { form } = await openAddDialog();
    expect(within(form).getByLabelText('名称')).toHaveAttribute('maxlength', '50');
    expect(within(form).getByLabelText('编号')).toHaveAttribute('maxlength', '20');
    expect(within(form).getByLabelText('备注')).toHaveAttribute('maxlength', '500');
    expect(within(form).getByLabelText('手机号')).not.toHaveAttribute('maxlength');
  });

  it('validates in English after a language switch', async () => {
    await setLanguage('en');
    const { user, form } = await openAddDialog('Add');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter the name')).toBeInTheDocument();
    expect(within(form).getAllByText('Please select the category').length).toBeGreaterThan(0);
  });
});

describe('the form demo', () => {
  it('shows a message that names no field above the form', async () => {
    const { user } = await renderApp('/demo/crud/form');
    await user.type(await screen.findByLabelText('名称'), '保留');
    await user.type(screen.getByLabelText('编号'), 'X-1');
    await user.selectOptions(screen.getByLabelText('类别'), '服务');
    await user.type(screen.getByLabelText('金额'), '1');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('名称“保留”为保留名称，请更换')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: '提交' })).toBeEnabled();
  });

  it('shows progress while submitting, then the result', async () => {
    const { user } = await renderApp('/demo/crud/form');
    await user.type(await screen.findByLabelText('名称'), '水泥');
    await user.type(screen.getByLabelText('编号'), 'X-2');
    await user.selectOptions(screen.getByLabelText('类别'), '原材料');
    await user.type(screen.getByLabelText('金额'), '3');
    await user.click(screen.getByRole('switch', { name: '启用' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('button', { name: '提交' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    const result = within(screen.getByRole('region', { name: '提交的数据' })).getByText(/"name"/);
    expect(JSON.parse(result.textContent ?? '{}')).toMatchObject({
      name: '水泥',
      code: 'X-2',
      amount: 3,
      enabled: 0,
    });
  });

  it('turns every field read-only in view mode', async () => {
    const { user } = await renderApp('/demo/crud/form');
    await user.type(await screen.findByLabelText('名称'), '水泥');
    await user.click(screen.getByRole('button', { name: '查看' }));
    expect(screen.getByLabelText('名称')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('名称')).toHaveValue('水泥');
    for (const label of ['编号', '类别', '币种', '金额', '开始日期', '所属部门', '手机号', '备注']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(screen.getByRole('switch', { name: '启用' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '提交' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '上传文件' })).not.toBeInTheDocument();
    expect(screen.queryByText('上传文件')).not.toBeInTheDocument();
  });
});

describe('field kinds', () => {
  it('reads each dictionary once per code, however many selects and cells ask', async () => {
    type V = { a?: string; b?: string; c?: string };
    const fields: FieldDef<V>[] = [
      { name: 'a', label: '币种A', kind: 'dictionary', code: 'currency' },
      { name: 'b', label: '币种B', kind: 'dictionary', code: 'currency' },
      { name: 'c', label: '付款内容', kind: 'dictionary', code: 'pay_content' },
    ];
    const { user } = renderInClient(
      <>
        <FieldsHarness fields={fields} values={{ a: '2' }} />
        <table>
          <tbody>
            <tr>
              <td>
                <DictionaryCell code="currency" value="1" />
              </td>
            </tr>
          </tbody>
        </table>
      </>,
    );
    await waitFor(() => expect(screen.getByLabelText('币种A')).toHaveDisplayValue('美元'));
    expect(screen.getByText('人民币', { selector: 'td' })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('付款内容')).getByRole('option', { name: '进度款' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('币种B'), '人民币');
    expect(valuesOf()).toMatchObject({ a: '2', b: '1' });
    expect(dictionaryCalls.sort()).toEqual(['currency', 'pay_content']);
  });

  it('picks a node from a tree select and clears it', async () => {
    type V = { deptId?: string };
    const nodes = [
      {
        id: '1',
        title: '总公司',
        children: [{ id: '11', title: '华东区域', children: [{ id: '111', title: '上海项目部' }] }],
      },
    ];
    const { user } = renderInClient(
      <FieldsHarness<V> fields={[{ name: 'deptId', label: '部门', kind: 'tree', nodes }]} values={{}} />,
    );
    await user.click(screen.getByLabelText('部门'));
    await user.click(await screen.findByRole('button', { name: '展开 总公司' }));
    await user.click(screen.getByRole('button', { name: '展开 华东区域' }));
    await user.click(screen.getByRole('button', { name: '上海项目部' }));
    expect(screen.getByLabelText('部门')).toHaveTextContent('上海项目部');
    expect(valuesOf()).toEqual({ deptId: '111' });

    await user.click(screen.getByRole('button', { name: '清除' }));
    expect(valuesOf()).toEqual({});
  });

  it('reads 启用/停用 beside a status switch and 是/否 beside any other', async () => {
    type V = { status: number; isDefault: number };
    const fields: FieldDef<V>[] = [
      { name: 'status', label: '状态', kind: 'switch', values: [0, 1] },
      { name: 'isDefault', label: '默认', kind: 'switch', values: [0, 1] },
    ];
    const { user } = renderInClient(<FieldsHarness fields={fields} values={{ status: 1, isDefault: 0 }} />);
    expect(screen.getByRole('switch', { name: '状态' })).toHaveTextContent('启用');
    expect(screen.getByRole('switch', { name: '默认' })).toHaveTextContent('否');
    await user.click(screen.getByRole('switch', { name: '状态' }));
    expect(screen.getByRole('switch', { name: '状态' })).toHaveTextContent('停用');
  });

  it('keeps number, switch, select and date values typed', async () => {
    type V = { n?: number; on: number; kind?: number; day?: string };
    const fields: FieldDef<V>[] = [
      { name: 'n', label: '数量', kind: 'number' },
      { name: 'on', label: '启用', kind: 'switch', values: [0, 1] },
      {
        name: 'kind',
        label: '级别',
        kind: 'select',
        options: [
          { label: '一级', value: 1 },
          { label: '二级', value: 2 },
        ],
      },
      { name: 'day', label: '日期', kind: 'date' },
    ];
    const { user } = renderInClient(<FieldsHarness fields={fields} values={{ on: 0 }} />);
    await user.type(screen.getByLabelText('数量'), '42');
    await user.click(screen.getByRole('switch', { name: '启用' }));
    await user.selectOptions(screen.getByLabelText('级别'), '二级');
    await user.type(screen.getByLabelText('日期'), '2026-03-01');
    expect(valuesOf()).toEqual({ n: 42, on: 1, kind: 2, day: '2026-03-01' });
    expect(screen.getByRole('switch', { name: '启用' })).toHaveAttribute('aria-checked', 'true');
    await user.clear(screen.getByLabelText('数量'));
    expect(valuesOf()).not.toHaveProperty('n');
  });

  it('empties a number field that had a value, so typing replaces the old number', async () => {
    type V = { sort?: number };
    const { user } = renderInClient(
      <FieldsHarness<V> fields={[{ name: 'sort', label: '排序', kind: 'number' }]} values={{ sort: 1 }} />,
    );
    const input = screen.getByLabelText('排序');
    expect(input).toHaveDisplayValue('1');
    await user.clear(input);
    expect(input).toHaveDisplayValue('');
    expect(valuesOf()).not.toHaveProperty('sort');
    await user.type(input, '5');
    expect(input).toHaveDisplayValue('5');
    expect(valuesOf()).toEqual({ sort: 5 });
    await user.clear(input);
    await user.type(input, '7');
    expect(valuesOf()).toEqual({ sort: 7 });
  });

  it('uploads a file to put-file as multipart and stores the link', async () => {
    let contentType = '';
    let uploaded = '';
    server.use(
      mswHttp.post('*/blade-resource/oss/endpoint/put-file', async ({ request }) => {
        contentType = request.headers.get('content-type') ?? '';
        // (jsdom's File does not survive Node's fetch intact, so only the part is checked here; the bytes and
        // the name are checked in a real browser by the e2e tests)
        uploaded = (await request.formData()).has('file') ? 'file part' : 'none';
        return HttpResponse.json({
          code: 200,
          success: true,
          msg: '',
          data: {
            link: '/api/blade-resource/oss/endpoint/file/abc123abc123abc123.pdf',
            domain: '',
            name: 'abc123abc123abc123.pdf',
            originalName: '合同.pdf',
          },
        });
      }),
    );
    type V = { file?: string };
    const { user } = renderInClient(
      <FieldsHarness<V> fields={[{ name: 'file', label: '附件', kind: 'upload' }]} values={{}} />,
    );
    await user.upload(
      screen.getByLabelText('上传文件'),
      new File(['%PDF-1.4'], '合同.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('link', { name: 'abc123abc123abc123.pdf' })).toBeInTheDocument();
    expect(valuesOf()).toEqual({ file: '/api/blade-resource/oss/endpoint/file/abc123abc123abc123.pdf' });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(uploaded).toBe('file part');

    await user.click(screen.getByRole('button', { name: '移除文件' }));
    expect(valuesOf()).toEqual({});
  });

  it('refuses an avatar that is not JPEG or PNG before sending it', async () => {
    type V = { avatar?: string };
    renderInClient(
      <FieldsHarness<V>
        fields={[{ name: 'avatar', label: '头像', kind: 'upload', category: 'avatar' }]}
        values={{}}
      />,
    );
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('上传文件'), new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('不支持此文件类型');
    expect(valuesOf()).toEqual({});
  });
});

describe('schemas and server messages', () => {
  const schema = withRequiredMessages(submitParamBody.omit({ id: true }), {
    paramName: '请输入参数名称',
    paramKey: '请输入参数键名',
    paramValue: '请输入参数键值',
  });

  it('adds the required messages to the generated schema and keeps its other rules', () => {
    const blank = schema.safeParse({ paramName: '  ', paramKey: '', paramValue: '' });
    expect(blank.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['paramName', '请输入参数名称'],
      ['paramKey', '请输入参数键名'],
      ['paramValue', '请输入参数键值'],
    ]);
    const tooLong = schema.safeParse({ paramName: 'x'.repeat(256), paramKey: 'k', paramValue: 'v' });
    expect(tooLong.error?.issues[0]?.path).toEqual(['paramName']);
    expect(schema.parse({ paramName: ' a ', paramKey: 'k', paramValue: 'v', remark: null })).toEqual({
      paramName: 'a',
      paramKey: 'k',
      paramValue: 'v',
      remark: null,
    });
  });

  it('maps a server message to the field it names, else to the form', () => {
    const calls: unknown[][] = [];
    const setError = (...args: unknown[]) => calls.push(args);
    applyServerError(setError, new ApiError('paramKey: 已存在', 400, 400), ['paramKey'], 'net');
    applyServerError(setError, new ApiError('参数键名已存在: a.b', 400, 400), ['paramKey'], 'net');
    applyServerError(setError, new ApiError('other: x', 400, 400), ['paramKey'], 'net');
    applyServerError(setError, new TypeError('Failed to fetch'), ['paramKey'], '网络异常');
    expect(calls).toEqual([
      ['paramKey', { type: 'server', message: '已存在' }, { shouldFocus: true }],
      ['root.server', { type: 'server', message: '参数键名已存在: a.b' }],
      ['root.server', { type: 'server', message: 'other: x' }],
      ['root.server', { type: 'server', message: '网络异常' }],
    ]);
  });

  it('rejects what zod rejects (sanity check of the shared z import)', () => {
    expect(z.string().safeParse(1).success).toBe(false);
  });
});
