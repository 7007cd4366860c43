import { http, HttpResponse } from 'msw';
import {
  getCreateOrderStockInMockHandler,
  getGetOrderStockInListsMockHandler,
  getUploadOrderStockInPhotoMockHandler,
} from '@/api/generated/purchase-contract/endpoints/cg-order-info/cg-order-info.msw';
import {
  getGetOtherStockInPagesMockHandler,
  getGetStockInMaterialPagesMockHandler,
  getGetStockInMaterialPagesResponseMock,
  getGetStockInMockHandler,
  getGetStockInPagesMockHandler,
  getGetStockInPagesResponseMock,
  getGetStockInResponseMock,
} from '@/api/generated/stock/endpoints/kc-stock-in/kc-stock-in.msw';
import {
  getGetOtherStockOutPagesMockHandler,
  getGetStockOutMockHandler,
  getGetStockOutPagesMockHandler,
  getGetStockOutResponseMock,
} from '@/api/generated/stock/endpoints/kc-stock-out/kc-stock-out.msw';
import {
  getGetSlowMoverPagesMockHandler,
  getGetStockBalancePagesMockHandler,
  getGetStockLedgerPagesMockHandler,
  getGetStockMovementPagesMockHandler,
} from '@/api/generated/stock/endpoints/kc-stock-summary/kc-stock-summary.msw';
import type {
  StockInDetailResult,
  StockInPhoto,
  StockInPageResult,
  StockMaterialPageResult,
  StockOutDetailResult,
} from '@/api/generated/stock/model';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';
import { shapeAnswer } from '@/mocks/shape-answer';

/**
 * Stock on mock data. A document opened on its own (detail, editor) is a draft with the id asked for, so the
 * editors open and the 确认 buttons show; `stock/posted` makes it posted, `stock/receipt` a purchase receipt naming
 * its order and contract with two photos (`stock/receipt-no-photos` without). Receiving (新增采购入库) answers
 * plausible order lines, stores any photo picked and answers a posted receipt; `stock/photo-refused` refuses
 * uploads as the server refuses a renamed PDF. `stock/empty` and `stock/error` are the states of every list
 * (stock-ins, stock-outs, balances, ledger, 收发存, slow movers, an order's receipts, the lines a receipt may take).
 */

/** A thumbnail the browser can draw without a server: a tinted square naming what it shows. */
const picture = (label: string, tint: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="${tint}"/><text x="80" y="88" font-size="18" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`;
let uploads = 0;
const RECEIPT_PHOTOS: StockInPhoto[] = [
  {
    id: '1990000000000000101',
    attachId: '1990000000000000201',
    fileName: '到货钢筋.jpg',
    contentType: 'image/jpeg',
    link: picture('钢筋', '#64748b'),
  },
  {
    id: '1990000000000000102',
    attachId: '1990000000000000202',
    fileName: '送货单.png',
    contentType: 'image/png',
    link: picture('送货单', '#0f766e'),
  },
];
function documentsAt(status: 0 | 1) {
  return [
    getGetStockInMockHandler(({ request, params }) => {
      const generate = () => {
        const body = getGetStockInResponseMock();
        const data = { ...body.data, id: String(params.id), status, stockInType: 2 as const, photos: [] };
        return { ...body, data };
      };
      return shapeAnswer(request, generate) as StockInDetailResult;
    }),
    getGetStockOutMockHandler(({ request, params }) => {
      const generate = () => {
        const body = getGetStockOutResponseMock();
        return { ...body, data: { ...body.data, id: String(params.id), status } };
      };
      return shapeAnswer(request, generate) as StockOutDetailResult;
    }),
  ];
}

/** A posted purchase receipt against the demo-like order DD…/HT… (HT-B of the golden path: rebar at 3880). */
function purchaseReceipt(id: string, photos: StockInPhoto[] = RECEIPT_PHOTOS) {
  const body = getGetStockInResponseMock();
  return {
    ...body,
    data: {
      ...body.data,
      id,
      status: 1 as const,
      stockInType: 1 as const,
      otherType: '',
      otherTypeName: '',
      orderNo: 'DD202611220001',
      contractNo: 'HT202611200001',
      photos,
    },
  };
}

/**
 * Receiving against an order: create answers a posted receipt, an order's receipts are a page of stock-ins, and
 * the order lines a receipt may take carry plausible ordered / received / remaining quantities.
 */
function receiving() {
  return [
    getCreateOrderStockInMockHandler(
      ({ request }) =>
        shapeAnswer(request, () => purchaseReceipt('1990000000000000001')) as StockInDetailResult,
    ),
    getGetOrderStockInListsMockHandler(
      ({ request }) => shapeAnswer(request, () => getGetStockInPagesResponseMock()) as StockInPageResult,
    ),
    getUploadOrderStockInPhotoMockHandler(async ({ request }) => {
      const file = (await request.formData()).get('file');
      const fileName = file instanceof File ? file.name : 'photo.jpg';
      const attachId = String(1990000000000000300n + BigInt(++uploads));
      return {
        code: 200,
        success: true,
        msg: '操作成功',
        data: { attachId, fileName, link: picture(fileName, '#475569') },
      };
    }),
    getGetStockInMaterialPagesMockHandler(({ request }) => {
      const generate = () => {
        const body = getGetStockInMaterialPagesResponseMock();
        const purchase = new URL(request.url).searchParams.get('stockInType') === '1';
        const records = body.data.records.map((row, i) =>
          purchase
            ? {
                ...row,
                orderItemId: row.materialId,
                orderQty: 100,
                receivedQty: 60 - i * 10,
                closedQty: 0,
                remainingQty: 40 + i * 10,
                unitPrice: 3880,
                taxRate: 13,
              }
            : row,
        );
        return { ...body, data: { ...body.data, records } };
      };
      return shapeAnswer(request, generate) as StockMaterialPageResult;
    }),
  ];
}

export const mocks = defineMocks({
  defaults: () => [...documentsAt(0), ...receiving()],
  scenarios: {
    ...listScenarios(
      getGetStockInPagesMockHandler,
      getGetOtherStockInPagesMockHandler,
      getGetStockOutPagesMockHandler,
      getGetOtherStockOutPagesMockHandler,
      getGetStockBalancePagesMockHandler,
      getGetStockLedgerPagesMockHandler,
      getGetStockMovementPagesMockHandler,
      getGetSlowMoverPagesMockHandler,
      getGetOrderStockInListsMockHandler,
      getGetStockInMaterialPagesMockHandler,
    ),
    posted: () => documentsAt(1),
    // A purchase receipt's detail: posted, naming its order and contract, with its photos.
    receipt: () => [
      getGetStockInMockHandler(
        ({ request, params }) =>
          shapeAnswer(request, () => purchaseReceipt(String(params.id))) as StockInDetailResult,
      ),
    ],
    'receipt-no-photos': () => [
      getGetStockInMockHandler(
        ({ request, params }) =>
          shapeAnswer(request, () => purchaseReceipt(String(params.id), [])) as StockInDetailResult,
      ),
    ],
    'photo-refused': () => [
      http.post('*/purchase/cg-order-info/stock-in/photo', () =>
        HttpResponse.json(
          {
            code: 400,
            success: false,
            msg: 'file: 入库照片只能是 JPEG、PNG 或 WebP 图片(按文件内容判断): 送货单.jpg',
            data: null,
          },
          { status: 400 },
        ),
      ),
    ],
  },
});
