import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NeedsDetail } from '@/api/generated/purchar-needs/model';
import type { OfferFile } from '@/api/generated/purchar-sourcing/model';
import {
  getDeleteSupplierOfferFileMockHandler,
  getGetSupplierOfferFilesMockHandler,
  getImportSupplierDetailsMockHandler,
  getUploadSupplierOfferFileMockHandler,
} from '@/api/generated/purchar-sourcing/endpoints/cg-sourcing/cg-sourcing.msw';
import { server } from '../../../msw-server';
import { renderApp } from '../../../render-app';
import { apiFor, deptIdOf, signInAs, userIdOf, type Api } from '../../../support/fixtures';
import { startRealBackend, type RealBackend } from '../../../support/real-backend';

configure({ asyncUtilTimeout: 5000 });
// Each test builds its bill through the whole approval chain first: generous on a shared, busy machine.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

// 寻源单 and 定标审批 against the real server with the demo seed (its grants and suppliers): a bill approved and
// assigned to 吴采购 through the API, a sourcing bill with three offers per line; the editor marks the lowest offer
// and asks a reason of a non-lowest winner; once submitted, the director finds it on 定标审批 with its matrix.

let backend: RealBackend;
const REBAR = '41000001';
const people = new Map<string, Api>();
async function as(account: string): Promise<Api> {
  let api = people.get(account);
  if (!api) {
    api = await apiFor(backend, account);
    people.set(account, api);
  }
  return api;
}

beforeAll(async () => {
  backend = await startRealBackend();
});
afterAll(() => backend.close());
beforeEach(() => backend.serve());
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

/** A sourcing bill of 吴采购's over one approved, assigned rebar line, with three suppliers' offers. */
async function sourcingWithOffers(title: string) {
  const clerk = await as('clerk');
  const bill = await clerk.post<NeedsDetail>('/purchar/cg-needs/addOrEdit', {
    title,
    deptId: await deptIdOf(backend, '上海项目部'),
    projectManagerId: await userIdOf(backend, 'pm'),
    items: [{ materialId: REBAR, qty: 8, estimatedPrice: 4100 }],
  });
  await clerk.post('/purchar/cg-needs/submitApprove', { id: bill.id });
  await (await as('pm')).post(`/purchar/cg-needs/confirmSubmit/${bill.id}`, {});
  await (await as('director')).post('/purchar/cg-needs/approve', { id: bill.id });
  await (await as('area')).post('/purchar/cg-needs/approveAreaManager', { id: bill.id });
  await (await as('manager')).post('/purchar/cg-needs/approveManager', { id: bill.id });
  const buyerId = await userIdOf(backend, 'buyer');
  await (
    await as('buyer_admin')
  ).post('/purchar/cg-needs-subpackage/subpackage', {
    purchaserId: buyerId,
    lines: [{ needsItemId: bill.items[0]!.id }],
  });
  const buyer = await as('buyer');
  const mine = await buyer.get<{ records: { id: string; needsNo: string }[] }>(
    `/purchar/cg-needs-purchar/pages?needsNo=${bill.needsNo}`,
  );
  const made = await buyer.post<{ id: string; sourcingNo: string }>(
    '/purchar/cg-needs-purchar/create-sourcing',
    {
      sourcingName: title,
      lines: [{ allocationId: mine.records[0]!.id }],
    },
  );
  const options = await buyer.get<{ id: string; supplierCode: string }[]>(
    '/purchar/cg-sourcing/supplierOptions',
  );
  const ids = ['GYS0001', 'GYS0002', 'GYS0004'].map(
    (code) => options.find((o) => o.supplierCode === code)!.id,
  );
  const detail = await buyer.post<{ items: { id: string }[] }>('/purchar/cg-sourcing/edit', {
    id: made.id,
    sourcingName: title,
    supplierIds: ids,
  });
  const line = detail.items[0]!.id;
  for (const [i, price] of [4000, 3900, 3950].entries()) {
    await buyer.post('/purchar/cg-sourcing/supplier-offer/add', {
      sourcingId: made.id,
      supplierId: ids[i],
      offers: [{ sourcingItemId: line, unitPrice: price }],
    });
  }
  return { ...made, line, ids };
}

describe('the sourcing editor', () => {
  it('marks the lowest offer and refuses a non-lowest winner without a reason', async () => {
    const sourcing = await sourcingWithOffers('编辑器测试');
    await signInAs(backend, 'buyer');
    const { user } = await renderApp(`/purchar/sourcing/${sourcing.id}`);
    const matrix = await screen.findByRole('table', { name: '比价矩阵' });
    const lowest = await waitFor(() => {
      const cells = matrix.querySelectorAll('[data-lowest="true"]');
      expect(cells).toHaveLength(1);
      return cells[0] as HTMLElement;
    });
    expect(lowest).toHaveTextContent('3,900');
    expect(within(lowest).getByText('最低')).toBeInTheDocument();

    await user.click(within(matrix).getByRole('button', { name: '定标' }));
    const dialog = await screen.findByRole('dialog', { name: /^第 1 行定标/ });
    await user.type(within(dialog).getByLabelText('中标数量 上海宝钢建材有限公司'), '8');
    await user.click(within(dialog).getByRole('button', { name: '定标' }));
    await screen.findByText(/不是最低报价,请填写定标理由/);
    await user.type(within(dialog).getByLabelText('定标理由 上海宝钢建材有限公司'), '交期最短');
    await user.click(within(dialog).getByRole('button', { name: '定标' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(matrix).getByText('中标数量 8')).toBeInTheDocument());
  });
});

describe('offer files and the offer import', () => {
  // Offer files come from the contract's mocks here (a list the remove call empties): jsdom's File does not cross
  // into the real server's Request. Storing by content, links and the edit rule are tested on the server
  // (tests/server/sourcing-flow.test.ts) and in the browser (tests/e2e/sourcing.e2e.ts).
  function offerFilesOnMock(supplierId: string, supplierName: string, names: string[]) {
    let files: OfferFile[] = names.map((name, index) => ({
      id: String(7000 + index),
      supplierId,
      supplierName,
      fileType: 3,
      fileTypeName: '技术方案',
      attachId: String(8000 + index),
      originalName: name,
      contentType: 'application/pdf',
      fileSize: 2048,
      link: `/api/blade-resource/oss/endpoint/file/${name}?tenantId=000000&expires=0&sign=abc`,
      createTime: '2026-11-27 09:00:00',
    }));
    server.use(
      getGetSupplierOfferFilesMockHandler(() => ({ code: 200, success: true, msg: '', data: files })),
      getDeleteSupplierOfferFileMockHandler(({ params }) => {
        files = files.filter((f) => f.id !== params.id);
        return { code: 200, success: true, msg: '' };
      }),
    );
  }

  it('lists a supplier’s offer files with signed links and removes one after a confirmation', async () => {
    const sourcing = await sourcingWithOffers('报价文件测试');
    offerFilesOnMock(sourcing.ids[0]!, '上海宝钢建材有限公司', ['tech.pdf']);
    await signInAs(backend, 'buyer');
    const { user } = await renderApp(`/purchar/sourcing/${sourcing.id}`);
    const matrix = await screen.findByRole('table', { name: '比价矩阵' });
    await user.click(within(matrix).getByRole('button', { name: '报价文件 上海宝钢建材有限公司' }));
    const dialog = await screen.findByRole('dialog', { name: '上海宝钢建材有限公司 的报价文件' });
    const link = await within(dialog).findByRole('link', { name: 'tech.pdf' });
    expect(link.getAttribute('href')).toMatch(/sign=/);
    expect(within(dialog).getByRole('cell', { name: '技术方案' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('上传文件')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '删除 tech.pdf' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除报价文件' });
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已删除 tech.pdf')).toBeInTheDocument();
    expect(await within(dialog).findByText('尚未上传报价文件')).toBeInTheDocument();
  });

  it('uploads the chosen file for the supplier and says so', async () => {
    const sourcing = await sourcingWithOffers('报价文件上传');
    let sent = 0;
    server.use(
      getUploadSupplierOfferFileMockHandler(() => {
        sent += 1;
        return {
          code: 200,
          success: true,
          msg: '',
          data: {
            id: '1',
            supplierId: sourcing.ids[2]!,
            supplierName: '安徽皖通电线电缆有限公司',
            fileType: 3,
            fileTypeName: '技术方案',
            attachId: '2',
            originalName: '技术方案.pdf',
            contentType: 'application/pdf',
            fileSize: 20,
            link: '/api/blade-resource/file/x.pdf?sign=1',
            createTime: '2026-11-27 09:00:00',
          },
        };
      }),
    );
    await signInAs(backend, 'buyer');
    const { user } = await renderApp(`/purchar/sourcing/${sourcing.id}`);
    const matrix = await screen.findByRole('table', { name: '比价矩阵' });
    await user.click(within(matrix).getByRole('button', { name: '报价文件 安徽皖通电线电缆有限公司' }));
    const dialog = await screen.findByRole('dialog', { name: /安徽皖通电线电缆有限公司 的报价文件/ });
    expect(await within(dialog).findByText(/不超过 20 MB/)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('文件类型'), '技术方案');
    await user.upload(
      within(dialog).getByLabelText('上传文件'),
      new File(['%PDF-1.4'], '技术方案.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('已上传 技术方案.pdf')).toBeInTheDocument();
    expect(sent).toBe(1);
  });

  it('shows the files read-only once the bill is submitted', async () => {
    const sourcing = await sourcingWithOffers('报价文件只读');
    offerFilesOnMock(sourcing.ids[1]!, '江苏华东钢铁贸易有限公司', ['quote.pdf']);
    const buyer = await as('buyer');
    await buyer.post('/purchar/cg-sourcing/award', {
      sourcingId: sourcing.id,
      sourcingItemId: sourcing.line,
      awards: [{ supplierId: sourcing.ids[1], winQty: 8 }],
    });
    await buyer.post('/purchar/cg-sourcing/submitApprove', { id: sourcing.id });
    await signInAs(backend, 'buyer');
    const { user } = await renderApp(`/purchar/sourcing/${sourcing.id}`);
    const matrix = await screen.findByRole('table', { name: '比价矩阵' });
    expect(screen.queryByRole('button', { name: '导入报价' })).toBeNull();
    await user.click(within(matrix).getByRole('button', { name: '报价文件 江苏华东钢铁贸易有限公司' }));
    const dialog = await screen.findByRole('dialog', { name: /江苏华东钢铁贸易有限公司 的报价文件/ });
    expect(await within(dialog).findByRole('link', { name: 'quote.pdf' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('上传文件')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '删除 quote.pdf' })).toBeNull();
  });

  // The import's answer comes from the contract's mock here: the server's reading of the workbook is tested on
  // the server (tests/server/sourcing-flow.test.ts); this is about what the editor shows of the answer.
  it('shows every wrong row of an offer import and stores nothing', async () => {
    const sourcing = await sourcingWithOffers('报价导入测试');
    server.use(
      getImportSupplierDetailsMockHandler({
        code: 200,
        success: true,
        msg: '',
        data: {
          valid: false,
          rowCount: 3,
          imported: 0,
          errors: [
            {
              row: 2,
              column: 'unitPrice',
              columnName: '含税单价',
              value: '-5',
              message: '含税单价不能小于 0',
            },
            {
              row: 3,
              column: 'supplierCode',
              columnName: '供应商编码',
              value: 'X1',
              message: '供应商未被邀请',
            },
          ],
        },
      }),
    );
    await signInAs(backend, 'buyer');
    const { user } = await renderApp(`/purchar/sourcing/${sourcing.id}`);
    await screen.findByRole('button', { name: '下载报价表' });
    await user.upload(
      screen.getByLabelText('导入报价', { selector: 'input' }),
      new File(['PK'], 'offers.xlsx'),
    );
    const dialog = await screen.findByRole('dialog', { name: '导入失败' });
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['2', '3']);
    expect(within(dialog).getByText('供应商未被邀请')).toBeInTheDocument();
  });
});

describe('定标审批', () => {
  it('lists a submitted bill for the director, with its matrix', async () => {
    const sourcing = await sourcingWithOffers('审批测试');
    const buyer = await as('buyer');
    await buyer.post('/purchar/cg-sourcing/award', {
      sourcingId: sourcing.id,
      sourcingItemId: sourcing.line,
      awards: [{ supplierId: sourcing.ids[1], winQty: 8 }],
    });
    await buyer.post('/purchar/cg-sourcing/submitApprove', { id: sourcing.id });
    await signInAs(backend, 'director');
    const { user } = await renderApp('/purchaseApprove/index');
    await user.click(await screen.findByRole('button', { name: new RegExp(sourcing.sourcingNo) }));
    await screen.findByRole('table', { name: '比价矩阵' });
    expect(await screen.findByRole('button', { name: '通过' })).toBeEnabled();
  });
});
