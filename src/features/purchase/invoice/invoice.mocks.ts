import {
  getGetInvoiceLinkableContractsMockHandler,
  getGetInvoiceLinkPagesMockHandler,
} from '@/api/generated/purchase-invoice/endpoints/cw-invoice-contract/cw-invoice-contract.msw';
import {
  getGetInvoiceDetailMockHandler,
  getGetInvoicePagesMockHandler,
  getGetInvoicePartiesMockHandler,
} from '@/api/generated/purchase-invoice/endpoints/cw-invoice/cw-invoice.msw';
import type { InvoiceDetail, InvoiceHeader } from '@/api/generated/purchase-invoice/model';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/**
 * 发票 on mock data: plausible invoices (a 专票 fully linked, a 数电票 partly linked, a 普票 not linked), the
 * parties of the form and a contract to link to. `invoice/empty` and `invoice/error` are the list's states.
 */
const ok = <T>(data: T) => ({ code: 200, success: true, msg: '操作成功', data });

function invoice(
  id: string,
  no: string,
  code: string,
  type: [string, string],
  total: [number, number, number],
  linked: number,
  status: [number, string],
): InvoiceHeader {
  return {
    id,
    invoiceNo: no,
    invoiceCode: code,
    invoiceType: type[0],
    invoiceTypeName: type[1],
    supplierId: '1000000000000000001',
    sellerName: '上海宝钢建材有限公司',
    sellerTaxNo: '91310000MA1FL0XX2K',
    buyerId: '1000000000000000002',
    buyerName: '示范建设集团有限公司',
    buyerTaxNo: '',
    invoiceDate: '2026-11-20',
    amountExclTax: total[0],
    taxRate: 13,
    taxAmount: total[1],
    totalAmount: total[2],
    linkedAmount: linked,
    unlinkedAmount: Math.round((total[2] - linked) * 100) / 100,
    linkStatus: status[0],
    linkStatusName: status[1],
    attachId: null,
    fileName: '',
    remark: '',
    createUserName: '吴财务',
    createTime: '2026-11-21 10:15:00',
    allowedActions: linked === 0 ? ['edit', 'delete', 'link'] : linked < total[2] ? ['link'] : [],
  };
}

const INVOICES = [
  invoice(
    '1000000000000000101',
    '12345678',
    '3100231130',
    ['1', '增值税专用发票'],
    [343362.83, 44637.17, 388000],
    388000,
    [2, '已关联'],
  ),
  invoice(
    '1000000000000000102',
    '26312000000012345678',
    '',
    ['3', '数电票(专用发票)'],
    [40000, 5200, 45200],
    20000,
    [1, '部分关联'],
  ),
  invoice(
    '1000000000000000103',
    '87654321',
    '3100231130',
    ['2', '增值税普通发票'],
    [8849.56, 1150.44, 10000],
    0,
    [0, '未关联'],
  ),
];

function detailOf(id: string): InvoiceDetail {
  const header = INVOICES.find((i) => i.id === id) ?? INVOICES[1]!;
  const links =
    header.linkedAmount > 0
      ? [
          {
            id: '1000000000000000201',
            invoiceId: header.id,
            invoiceNo: header.invoiceNo,
            contractId: '1000000000000000301',
            contractNo: 'HT202611200001',
            contractName: '主体结构钢材采购合同',
            orderId: null,
            orderNo: '',
            stockInId: null,
            stockInNo: '',
            amount: header.linkedAmount,
            linkTime: '2026-11-21 10:20:00',
            allowedActions: ['unlink' as const],
          },
        ]
      : [];
  return { ...header, fileLink: '', links };
}

const defaults = () => [
  getGetInvoicePagesMockHandler(() =>
    ok({ records: INVOICES, total: INVOICES.length, size: 10, current: 1, pages: 1 }),
  ),
  getGetInvoiceDetailMockHandler(({ params }) => ok(detailOf(String(params.id)))),
  getGetInvoicePartiesMockHandler(() =>
    ok({
      buyers: [{ id: '1000000000000000002', name: '示范建设集团有限公司', taxNo: '' }],
      sellers: [{ id: '1000000000000000001', name: '上海宝钢建材有限公司', taxNo: '91310000MA1FL0XX2K' }],
    }),
  ),
  getGetInvoiceLinkableContractsMockHandler(() =>
    ok([
      {
        contractId: '1000000000000000301',
        contractNo: 'HT202611200001',
        contractName: '主体结构钢材采购合同',
        totalAmount: 388000,
        invoicedAmount: 20000,
        invoiceableAmount: 368000,
        orders: [{ id: '1000000000000000401', orderNo: 'DD202611200001' }],
        stockIns: [
          {
            id: '1000000000000000501',
            stockInNo: 'RK202611210001',
            stockInDate: '2026-11-21',
            amountInclTax: 194000,
          },
        ],
      },
    ]),
  ),
];

export const mocks = defineMocks({
  defaults,
  scenarios: listScenarios(getGetInvoicePagesMockHandler, getGetInvoiceLinkPagesMockHandler),
});
