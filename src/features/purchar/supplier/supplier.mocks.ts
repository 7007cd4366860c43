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
  getRenewQualificationMockHandler,
} from '@/api/generated/purchar-supplier/endpoints/gys-supplier/gys-supplier.msw';
import type { ApproveInfoOkResponse, SupplierDetailOkResponse } from '@/api/generated/purchar-supplier/model';
import { defineMocks, failure, listScenarios } from '@/mocks/define-mocks';
import { shapeAnswer } from '@/mocks/shape-answer';

/**
 * 供应商 on mock data. The list and the queues answer suppliers in every state; a supplier opened on its own is a
 * draft of the mock user by default (the editor opens), and each scenario puts it in one state its users meet:
 * `supplier/pending-director` … `supplier/approved`, `supplier/rejected`. `supplier/empty` and `supplier/error`
 * are the lists' states (the expiring-certificates list too). On `supplier/approved` the detail offers 资质更新;
 * `supplier/renew-refused` answers the renewal with the server's refusal of a past end date, shown under its field.
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
            // An admitted supplier is where 资质更新 is offered (to the purchase admin the mock user stands for).
            statusActions: admitted ? ['suspend', 'renewQualification'] : [],
            qualificationHistory: admitted ? body.data.qualificationHistory : [],
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
    'renew-refused': () => [
      ...supplierAt(STATES.approved),
      failure(
        getRenewQualificationMockHandler,
        'validTo: 有效期止 2020-01-01 已过(今天是 2026-11-22),请上传仍在有效期内的证书',
        400,
      ),
    ],
  },
});
