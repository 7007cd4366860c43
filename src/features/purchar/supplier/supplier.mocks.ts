import {
  getGetSupplierApproveInfoMockHandler,
  getGetSupplierApproveInfoResponseMock,
  getGetSupplierAreaManagerQueueMockHandler,
  getGetSupplierDetailMockHandler,
  getGetSupplierDetailResponseMock,
  getGetSupplierDirectorQueueMockHandler,
  getGetSupplierManagerQueueMockHandler,
  getGetSupplierPagesMockHandler,
  getGetExpiringQualificationsMockHandler,
} from '@/api/generated/purchar-supplier/endpoints/gys-supplier/gys-supplier.msw';
import type { ApproveInfoOkResponse, SupplierDetailOkResponse } from '@/api/generated/purchar-supplier/model';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';
import { shapeAnswer } from '@/mocks/shape-answer';

/**
 * 供应商 on mock data. The list and the queues answer suppliers in every state; a supplier opened on its own is a
 * draft of the mock user by default (the editor opens), and each scenario puts it in one state its users meet:
 * `supplier/pending-director` … `supplier/approved`, `supplier/rejected`. `supplier/empty` and `supplier/error`
 * are the lists' states (the expiring-certificates list too).
 */
const STATES = {
  draft: 0,
  'pending-director': 2,
  'pending-area-manager': 3,
  'pending-manager': 4,
  approved: 5,
  rejected: 6,
} as const;

function supplierAt(status: number) {
  return [
    getGetSupplierDetailMockHandler(({ request, params }) => {
      const generate = () => {
        const body = getGetSupplierDetailResponseMock();
        const admitted = status === 5;
        return {
          ...body,
          data: {
            ...body.data,
            id: String(params.id),
            approveStatus: status,
            supplierStatus: admitted ? 1 : 0,
            blacklistFlag: 0,
          },
        };
      };
      return shapeAnswer(request, generate) as SupplierDetailOkResponse;
    }),
    getGetSupplierApproveInfoMockHandler(({ request }) => {
      const bizId = new URL(request.url).searchParams.get('supplierId') ?? '1';
      const generate = () => {
        const body = getGetSupplierApproveInfoResponseMock();
        return { ...body, data: { ...body.data, bizId, approveStatus: status } };
      };
      return shapeAnswer(request, generate) as ApproveInfoOkResponse;
    }),
  ];
}

const lists = [
  getGetSupplierPagesMockHandler,
  getGetSupplierDirectorQueueMockHandler,
  getGetSupplierAreaManagerQueueMockHandler,
  getGetSupplierManagerQueueMockHandler,
  getGetExpiringQualificationsMockHandler,
];

export const mocks = defineMocks({
  defaults: () => supplierAt(STATES.draft),
  scenarios: {
    ...listScenarios(...lists),
    ...Object.fromEntries(Object.entries(STATES).map(([name, status]) => [name, () => supplierAt(status)])),
  },
});
