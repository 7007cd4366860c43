import {
  getGetPlanApproveInfoMockHandler,
  getGetPlanApproveInfoResponseMock,
  getGetPlanAreaManagerQueueMockHandler,
  getGetPlanDetailMockHandler,
  getGetPlanDetailResponseMock,
  getGetPlanDirectorQueueMockHandler,
  getGetPlanManagerQueueMockHandler,
  getGetPlanMaterialsMockHandler,
  getGetPlanPagesMockHandler,
  getGetPlanProjectManagerQueueMockHandler,
} from '@/api/generated/purchar-plans/endpoints/cg-plan-needs/cg-plan-needs.msw';
import {
  getGetChangeablePlansMockHandler,
  getGetPlanChangeDetailMockHandler,
  getGetPlanChangeDetailResponseMock,
  getGetPlanChangePagesMockHandler,
} from '@/api/generated/purchar-plans/endpoints/cg-plan-needs-change/cg-plan-needs-change.msw';
import { getGetPlanSummaryPagesMockHandler } from '@/api/generated/purchar-plans/endpoints/cg-plan-needs-summary/cg-plan-needs-summary.msw';
import type {
  ApproveInfoOkResponse,
  PlanChangeDetailOkResponse,
  PlanDetailOkResponse,
} from '@/api/generated/purchar-plans/model';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';
import { shapeAnswer } from '@/mocks/shape-answer';

/**
 * 需求计划, 计划变更 and 计划汇总 on mock data. A plan or change opened on its own is a draft of the mock user by
 * default (the editor opens); `plan-needs/approved`, `…/pending-director`, `…/rejected` put it in those states.
 * `plan-needs/empty` and `plan-needs/error` are the states of every list of the three screens and of planMaterial.
 */
const STATES = { draft: 0, 'pending-pm': 1, 'pending-director': 2, approved: 5, rejected: 6 } as const;

function documentsAt(status: number) {
  return [
    getGetPlanDetailMockHandler(({ request, params }) => {
      const generate = () => {
        const body = getGetPlanDetailResponseMock();
        return { ...body, data: { ...body.data, id: String(params.id), approveStatus: status } };
      };
      return shapeAnswer(request, generate) as PlanDetailOkResponse;
    }),
    getGetPlanChangeDetailMockHandler(({ request, params }) => {
      const generate = () => {
        const body = getGetPlanChangeDetailResponseMock();
        return { ...body, data: { ...body.data, id: String(params.id), approveStatus: status } };
      };
      return shapeAnswer(request, generate) as PlanChangeDetailOkResponse;
    }),
    getGetPlanApproveInfoMockHandler(({ request }) => {
      const bizId = new URL(request.url).searchParams.get('planNeedsId') ?? '1';
      const generate = () => {
        const body = getGetPlanApproveInfoResponseMock();
        return { ...body, data: { ...body.data, bizId, approveStatus: status } };
      };
      return shapeAnswer(request, generate) as ApproveInfoOkResponse;
    }),
  ];
}

const lists = [
  getGetPlanPagesMockHandler,
  getGetPlanProjectManagerQueueMockHandler,
  getGetPlanDirectorQueueMockHandler,
  getGetPlanAreaManagerQueueMockHandler,
  getGetPlanManagerQueueMockHandler,
  getGetPlanMaterialsMockHandler,
  getGetPlanChangePagesMockHandler,
  getGetPlanSummaryPagesMockHandler,
];

export const mocks = defineMocks({
  defaults: () => [...documentsAt(STATES.draft), getGetChangeablePlansMockHandler()],
  scenarios: {
    ...listScenarios(...lists),
    ...Object.fromEntries(Object.entries(STATES).map(([name, status]) => [name, () => documentsAt(status)])),
  },
});
