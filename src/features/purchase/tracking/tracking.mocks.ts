import { getGetPurchaseProcessTrackingMockHandler } from '@/api/generated/purchase-contract/endpoints/ht-contract/ht-contract.msw';
import type {
  TrackingEntry,
  TrackingLine,
  TrackingPageResult,
  TrackingStep,
  TrackingStepCode,
} from '@/api/generated/purchase-contract/model';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

const NAMES: Record<TrackingStepCode, string> = {
  NEEDS: '需求单',
  PLAN: '需求计划',
  ASSIGN: '需求分包',
  SOURCING: '寻源定标',
  CONTRACT: '采购合同',
  ORDER: '采购订单',
  STOCK_IN: '采购入库',
  INVOICE: '发票关联',
  PAYMENT: '付款申请',
  PAID: '已付款',
};
const ORDER = Object.keys(NAMES) as TrackingStepCode[];

let nextId = 1_900_000_000_000_000_000n;
const entry = (e: Partial<TrackingEntry> & Pick<TrackingEntry, 'no' | 'time'>): TrackingEntry => ({
  id: String(nextId++),
  personName: '',
  party: '',
  qty: null,
  unitPrice: null,
  amount: null,
  offerCount: null,
  statusName: '',
  ...e,
});

/** The steps of a line from the entries it reached; the waits are the calendar days between first entries. */
function steps(reached: Partial<Record<TrackingStepCode, TrackingEntry[]>>): TrackingStep[] {
  let previous: string | null = null;
  return ORDER.map((step) => {
    const entries = reached[step] ?? [];
    const time = entries[0]?.time ?? '';
    const day = time.slice(0, 10);
    const waitDays =
      day && previous ? Math.round((Date.parse(day) - Date.parse(previous)) / 86_400_000) : null;
    if (day) previous = day;
    const sum = (pick: (e: TrackingEntry) => number | null) =>
      entries.some((e) => pick(e) !== null) ? entries.reduce((s, e) => s + (pick(e) ?? 0), 0) : null;
    return {
      step,
      stepName: NAMES[step],
      reached: entries.length > 0,
      time,
      waitDays,
      qty: sum((e) => e.qty),
      amount: sum((e) => e.amount),
      entries,
    };
  });
}

/** HT-B of the golden path: 100 t rebar from a demand line through sourcing, received, invoiced and 95 % paid. */
const sourcedLine: TrackingLine = {
  contractId: '1900000000000000101',
  contractNo: 'HT202611050001',
  contractStatusName: '已完成',
  supplierName: '上海宝钢建材有限公司',
  contractItemId: '1900000000000000111',
  needsItemId: '1900000000000000011',
  lineNo: 1,
  materialCode: 'WL-0001',
  materialName: '螺纹钢 HRB400 Φ20',
  unitName: '吨',
  contractQty: 100,
  orderedQty: 100,
  receivedQty: 100,
  remainingQty: 0,
  approveTime: '2026-11-06 10:12:00',
  needsNo: 'XQ202610200003',
  orders: [
    {
      orderId: '1900000000000000121',
      orderNo: 'DD202611060001',
      orderDate: '2026-11-06',
      orderQty: 100,
      receivedQty: 100,
      closedQty: 0,
      orderStatus: 3,
      orderStatusName: '已到货',
    },
  ],
  steps: steps({
    NEEDS: [
      entry({
        no: 'XQ202610200003 #1',
        time: '2026-10-20 09:30:00',
        personName: '陈材',
        qty: 100,
        statusName: '审批通过',
      }),
    ],
    PLAN: [
      entry({
        no: 'JH202610080001 #3',
        time: '2026-10-08 14:00:00',
        personName: '陈材',
        qty: 300,
        unitPrice: 3900,
        amount: 1170000,
        statusName: '审批通过',
      }),
    ],
    ASSIGN: [
      entry({
        no: 'XQ202610200003 #1',
        time: '2026-10-23 11:00:00',
        personName: '周主管',
        party: '吴采购',
        qty: 100,
      }),
    ],
    SOURCING: [
      entry({
        no: 'XY202610260002 #1',
        time: '2026-10-26 16:20:00',
        personName: '吴采购',
        party: '上海宝钢建材有限公司',
        offerCount: 3,
        qty: 100,
        unitPrice: 3880,
        statusName: '审批通过',
      }),
    ],
    CONTRACT: [
      entry({
        no: 'HT202611050001 #1',
        time: '2026-11-05 10:00:00',
        personName: '吴采购',
        party: '上海宝钢建材有限公司',
        qty: 100,
        unitPrice: 3880,
        amount: 388000,
        statusName: '已完成',
      }),
    ],
    ORDER: [
      entry({
        no: 'DD202611060001',
        time: '2026-11-06',
        personName: '吴采购',
        qty: 100,
        unitPrice: 3880,
        amount: 388000,
        statusName: '已到货',
      }),
    ],
    STOCK_IN: [
      entry({
        no: 'RK202611120001',
        time: '2026-11-12',
        personName: '孙库管',
        qty: 60,
        unitPrice: 3880,
        amount: 232800,
      }),
      entry({
        no: 'RK202611180002',
        time: '2026-11-18',
        personName: '孙库管',
        qty: 40,
        unitPrice: 3880,
        amount: 155200,
      }),
    ],
    INVOICE: [entry({ no: '24611001', time: '2026-11-20 15:00:00', personName: '吴财务', amount: 388000 })],
    PAYMENT: [
      entry({
        no: 'FK202611210001',
        time: '2026-11-21 09:00:00',
        personName: '吴采购',
        amount: 368600,
        statusName: '审批通过',
      }),
    ],
    PAID: [entry({ no: 'ZF202611250001', time: '2026-11-25', personName: '吴财务', amount: 368600 })],
  }),
};

/** A contract written by hand (no demand line), ordered and waiting for delivery. */
const handLine: TrackingLine = {
  ...sourcedLine,
  contractId: '1900000000000000201',
  contractNo: 'HT202611200004',
  contractStatusName: '履行中',
  supplierName: '江苏华建水泥有限公司',
  contractItemId: '1900000000000000211',
  needsItemId: null,
  materialCode: 'WL-0102',
  materialName: '普通硅酸盐水泥 P.O 42.5',
  contractQty: 40,
  orderedQty: 40,
  receivedQty: 0,
  remainingQty: 0,
  approveTime: '2026-11-21 08:40:00',
  needsNo: null,
  orders: [
    {
      ...sourcedLine.orders[0]!,
      orderId: '1900000000000000221',
      orderNo: 'DD202611220003',
      orderDate: '2026-11-22',
      orderQty: 40,
      receivedQty: 0,
      orderStatus: 1,
      orderStatusName: '待到货',
    },
  ],
  steps: steps({
    CONTRACT: [
      entry({
        no: 'HT202611200004 #1',
        time: '2026-11-20 13:30:00',
        personName: '吴采购',
        party: '江苏华建水泥有限公司',
        qty: 40,
        unitPrice: 480,
        amount: 19200,
        statusName: '履行中',
      }),
    ],
    ORDER: [
      entry({
        no: 'DD202611220003',
        time: '2026-11-22',
        personName: '吴采购',
        qty: 40,
        unitPrice: 480,
        amount: 19200,
        statusName: '待到货',
      }),
    ],
  }),
};

/** A demand line sourced and awarded but not contracted yet (shown when the search names its bill). */
const demandLine: TrackingLine = {
  ...sourcedLine,
  contractId: null,
  contractNo: '',
  contractStatusName: '',
  supplierName: '',
  contractItemId: null,
  needsItemId: '1900000000000000012',
  lineNo: 2,
  materialCode: 'WL-0102',
  materialName: '普通硅酸盐水泥 P.O 42.5',
  contractQty: 0,
  orderedQty: 0,
  receivedQty: 0,
  remainingQty: 0,
  approveTime: '',
  orders: [],
  steps: steps({
    NEEDS: [
      entry({
        no: 'XQ202610200003 #2',
        time: '2026-10-20 09:30:00',
        personName: '陈材',
        qty: 40,
        statusName: '审批通过',
      }),
    ],
    ASSIGN: [
      entry({
        no: 'XQ202610200003 #2',
        time: '2026-10-22 10:00:00',
        personName: '王主管',
        party: '吴采购',
        qty: 40,
      }),
    ],
    SOURCING: [
      entry({
        no: 'XJ202610250001 #2',
        time: '2026-10-25 14:00:00',
        personName: '吴采购',
        party: '江苏华建水泥有限公司',
        qty: 40,
        unitPrice: 480,
        offerCount: 2,
        statusName: '审批通过',
      }),
    ],
  }),
};

const page = (current: number, size: number, needsNo: string | null): TrackingPageResult => {
  const records = needsNo ? [sourcedLine, demandLine] : [sourcedLine, handLine];
  return { code: 200, success: true, msg: '操作成功', data: { records, total: 2, size, current, pages: 1 } };
};

/**
 * 采购过程跟踪 on mock data: by default two coherent lines (HT-B from its demand line to 95 % paid; a hand-written
 * contract ordered, nothing received), since random steps would not read as a process; searched by a demand bill,
 * HT-B's line and the bill's second line, awarded but not contracted yet. `tracking/empty` and
 * `tracking/error` are the list's other states.
 */
export const mocks = defineMocks({
  defaults: () => [
    getGetPurchaseProcessTrackingMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      return page(Number(query.get('current')) || 1, Number(query.get('size')) || 10, query.get('needsNo'));
    }),
  ],
  scenarios: listScenarios(getGetPurchaseProcessTrackingMockHandler),
});
