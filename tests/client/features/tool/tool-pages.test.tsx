import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import {
  getCopyCodeMockHandler,
  getGetCodeListMockHandler,
  getGetCodeTablesMockHandler,
  getSubmitCodeMockHandler,
} from '@/api/generated/blade-develop/endpoints/code/code.msw';
import {
  getGetDatasourceListMockHandler,
  getSubmitDatasourceMockHandler,
} from '@/api/generated/blade-develop/endpoints/datasource/datasource.msw';
import type { Code, CodeSubmit, Datasource, DatasourceSubmit } from '@/api/generated/blade-develop/model';
import {
  getGetReportListMockHandler,
  getRemoveReportMockHandler,
} from '@/api/generated/blade-report/endpoints/report/report.msw';
import type { Report } from '@/api/generated/blade-report/model';
import { getGetMenuButtonsMockHandler } from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { crudButtons, menuNode, signInAsMockAdmin } from '../../support/mock-session';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// 研发工具 (/tool/datasource, /tool/code, /tool/report) and 基础数据 › 报表 against MSW answers shaped like the server.

const ok = { code: 200, success: true, msg: '操作成功', data: null };
const page = <T,>(records: T[]) => ({
  code: 200,
  success: true,
  msg: '',
  data: { records, total: records.length, size: 10, current: 1, pages: 1 },
});

beforeEach(() => {
  signInAsMockAdmin();
  server.use(
    getGetMenuButtonsMockHandler({
      code: 200,
      success: true,
      msg: '',
      data: [
        crudButtons('datasource'),
        crudButtons('code', ['gen']),
        menuNode('report_list', [menuNode('report_list_delete')]),
        menuNode('cg_report'),
      ],
    }),
  );
});
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

describe('data sources', () => {
  let rows: Datasource[];
  let submitted: DatasourceSubmit[];
  beforeEach(() => {
    rows = [];
    submitted = [];
    server.use(
      getGetDatasourceListMockHandler(() => page(rows)),
      getSubmitDatasourceMockHandler(async ({ request }) => {
        const body = (await request.json()) as DatasourceSubmit;
        submitted.push(body);
        if (!body.url.includes('postgresql://')) {
          return {
            code: 400,
            success: false,
            msg: 'url: 不是有效的 PostgreSQL 连接地址,应为 jdbc:postgresql://主机:端口/数据库',
            data: null,
          };
        }
        rows = [
          {
            id: '501',
            name: body.name,
            driverClass: body.driverClass,
            url: body.url,
            username: body.username,
            password: '******',
            remark: body.remark ?? '',
            createTime: '2026-11-25 10:00:00',
          },
        ];
        return ok;
      }),
    );
  });

  it('adds a data source: a URL the server refuses shows under its field; the password is never shown back', async () => {
    const { user } = await renderApp('/tool/datasource');
    await screen.findByRole('table', { name: '数据源管理' });
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog', { name: '新增数据源' });
    await user.type(within(form).getByLabelText('名称'), '报表库');
    await user.type(within(form).getByLabelText('连接地址'), 'mysql://db/reports');
    await user.type(within(form).getByLabelText('用户名'), 'reporter');
    await user.type(within(form).getByLabelText('密码'), 'S3cret!pass');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    const url = within(form).getByLabelText('连接地址');
    await waitFor(() => expect(url).toHaveAccessibleDescription(/不是有效的 PostgreSQL 连接地址/));
    expect(url).toHaveAttribute('aria-invalid', 'true');

    await user.clear(url);
    await user.type(url, 'jdbc:postgresql://db.internal:5432/reports');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    const row = (await screen.findByText('报表库')).closest('tr') as HTMLElement;
    expect(submitted.at(-1)).toMatchObject({
      name: '报表库',
      driverClass: 'org.postgresql.Driver',
      url: 'jdbc:postgresql://db.internal:5432/reports',
      password: 'S3cret!pass',
    });
    expect(within(row).getByText('已设置')).toBeInTheDocument();
    expect(within(row).queryByText('******')).toBeNull();

    // Editing opens with an empty password: saved as it is, the server keeps the stored one.
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const edit = await screen.findByRole('dialog', { name: '编辑数据源' });
    expect(within(edit).getByLabelText('密码')).toHaveValue('');
    await user.click(within(edit).getByRole('button', { name: '修改' }));
    await waitFor(() => expect(submitted.at(-1)).toMatchObject({ id: '501', password: '' }));
  });
});

describe('code generator', () => {
  let rows: Code[];
  let submitted: CodeSubmit[];
  let generated: string[];
  let copied: string[];
  beforeEach(() => {
    rows = [];
    submitted = [];
    generated = [];
    copied = [];
    server.use(
      getGetCodeListMockHandler(() => page(rows)),
      getGetCodeTablesMockHandler({
        code: 200,
        success: true,
        msg: '',
        data: [
          { tableName: 'cg_material', comment: '' },
          { tableName: 'kc_storehouse', comment: '仓库' },
        ],
      }),
      getSubmitCodeMockHandler(async ({ request }) => {
        const body = (await request.json()) as CodeSubmit;
        submitted.push(body);
        rows = [
          {
            id: '601',
            codeName: body.codeName,
            serviceName: body.serviceName,
            tableName: body.tableName,
            tablePrefix: body.tablePrefix ?? '',
            packageName: body.packageName,
            apiPath: body.apiPath,
            tableExists: true,
            createTime: '2026-11-25 10:00:00',
          },
        ];
        return ok;
      }),
      getCopyCodeMockHandler(({ request }) => {
        copied.push(new URL(request.url).searchParams.get('id') ?? '');
        return ok;
      }),
      // The generated handler answers JSON; the server answers a zip.
      http.post('*/blade-develop/code/gen-code', ({ request }) => {
        generated.push(new URL(request.url).searchParams.get('ids') ?? '');
        return new HttpResponse(new Uint8Array([80, 75, 5, 6]), {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="code-storehouse.zip"',
          },
        });
      }),
    );
  });

  it('configures a table of the database, generates its zip and copies the configuration', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:code');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await renderApp('/tool/code');
    await screen.findByRole('table', { name: '代码生成' });
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog', { name: '新增代码生成配置' });
    await user.type(within(form).getByLabelText('模块名'), '仓库');
    await user.selectOptions(within(form).getByLabelText('表名'), 'kc_storehouse (仓库)');
    await user.type(within(form).getByLabelText('表前缀'), 'kc_');
    await user.type(within(form).getByLabelText('服务名'), 'purchar-master');
    await user.type(within(form).getByLabelText('功能路径'), 'purchar/storehouse');
    await user.type(within(form).getByLabelText('接口路径'), '/purchar/kc-storehouse');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    const row = (await screen.findByText('kc_storehouse')).closest('tr') as HTMLElement;
    expect(submitted[0]).toMatchObject({ codeName: '仓库', tableName: 'kc_storehouse', tablePrefix: 'kc_' });

    await user.click(within(row).getByRole('button', { name: '生成代码 仓库' }));
    await waitFor(() => expect(saved).toEqual(['code-storehouse.zip']));
    expect(generated).toEqual(['601']);

    await user.click(within(row).getByRole('button', { name: '复制 仓库' }));
    expect(await screen.findByText('已复制')).toBeInTheDocument();
    expect(copied).toEqual(['601']);
  });
});

describe('reports', () => {
  let reports: Report[];
  let removed: string[];
  beforeEach(() => {
    reports = [
      {
        id: '7000001',
        name: '计划汇总',
        categoryName: '需求管理',
        description: '需求计划按物料汇总',
        screen: '/purchar/plan-needs-summary',
        exportUrl: '/api/purchar/cg-plan-needs-summary/export',
      },
      {
        id: '7000002',
        name: '需求汇总',
        categoryName: '需求管理',
        description: '审批通过的需求单明细',
        screen: '/purchar/needs-summary',
        exportUrl: '',
      },
    ];
    removed = [];
    server.use(
      getGetReportListMockHandler(() => page(reports)),
      getRemoveReportMockHandler(({ request }) => {
        const ids = new URL(request.url).searchParams.get('ids') ?? '';
        removed.push(ids);
        reports = reports.filter((report) => !ids.split(',').includes(report.id));
        return ok;
      }),
    );
  });

  it('/tool/report lists each report with a link to its screen and its export, and removes one', async () => {
    const { user } = await renderApp('/tool/report');
    const table = await screen.findByRole('table', { name: '报表管理' });
    const first = (await within(table).findByText('计划汇总')).closest('tr') as HTMLElement;
    expect(within(first).getByRole('link', { name: '打开报表 计划汇总' })).toHaveAttribute(
      'href',
      '/purchar/plan-needs-summary',
    );
    expect(within(first).getByRole('button', { name: '导出报表 计划汇总' })).toBeInTheDocument();
    const second = within(table).getByText('需求汇总').closest('tr') as HTMLElement;
    expect(within(second).queryByRole('button', { name: /导出报表/ })).toBeNull();

    await user.click(within(second).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: /确定|删除/ }));
    await waitFor(() => expect(removed).toEqual(['7000002']));
    await waitFor(() => expect(within(table).queryByText('需求汇总')).toBeNull());
  });

  it('/purchar/report lists the same reports without removal', async () => {
    await renderApp('/purchar/report');
    const table = await screen.findByRole('table', { name: '报表' });
    const first = (await within(table).findByText('计划汇总')).closest('tr') as HTMLElement;
    expect(within(first).getByRole('link', { name: '打开报表 计划汇总' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: '删除' })).toBeNull();
  });
});
