import {
  getGetNeedsApproveInfoMockHandler,
  getGetNeedsApproveInfoResponseMock,
  getGetNeedsAreaManagerQueueMockHandler,
  getGetNeedsDetailMockHandler,
  getGetNeedsDetailResponseMock,
  getGetNeedsDirectorQueueMockHandler,
  getGetNeedsManagerQueueMockHandler,
  getGetNeedsPagesMockHandler,
  getGetNeedsProjectManagerQueueMockHandler,
} from '@/api/generated/purchar-needs/endpoints/cg-needs/cg-needs.msw';
import type { ApproveInfoOkResponse, NeedsDetailOkResponse } from '@/api/generated/purchar-needs/model';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';
import { shapeAnswer } from '@/mocks/shape-answer';

/**
 * 需求单 on mock data. The list and the queues answer bills in every state (shape-answer.ts keeps status, node
 * and names coherent); a bill opened on its own (detail, editor, approval progress) is a draft of the mock user by
 * default, so the editor opens, and each scenario puts it in one state its users meet: `needs/pending-pm` …
 * `needs/approved`, `needs/rejected`. `needs/empty` and `needs/error` are the list's and the queues' states.
 */
const STATES = {
  draft: 0,
  'pending-pm': 1,
  'pending-director': 2,
  'pending-area-manager': 3,
  'pending-manager': 4,
  approved: 5,
  rejected: 6,
} as const;

/** The detail and the approval progress of one bill at `status`, with its id the one asked for. */
function billAt(status: number) {
  return [
    getGetNeedsDetailMockHandler(({ request, params }) => {
      const generate = () => {
        const body = getGetNeedsDetailResponseMock();
        return { ...body, data: { ...body.data, id: String(params.id), approveStatus: status } };
      };
      return shapeAnswer(request, generate) as NeedsDetailOkResponse;
    }),
    getGetNeedsApproveInfoMockHandler(({ request }) => {
      const bizId = new URL(request.url).searchParams.get('needsId') ?? '1';
      const generate = () => {
        const body = getGetNeedsApproveInfoResponseMock();
        return { ...body, data: { ...body.data, bizId, approveStatus: status } };
      };
      return shapeAnswer(request, generate) as ApproveInfoOkResponse;
    }),
  ];
}

const lists = [
  getGetNeedsPagesMockHandler,
  getGetNeedsProjectManagerQueueMockHandler,
  getGetNeedsDirectorQueueMockHandler,
  getGetNeedsAreaManagerQueueMockHandler,
  getGetNeedsManagerQueueMockHandler,
];

export const mocks = defineMocks({
  defaults: () => billAt(STATES.draft),
  scenarios: {
    ...listScenarios(...lists),
    ...Object.fromEntries(Object.entries(STATES).map(([name, status]) => [name, () => billAt(status)])),
  },
});
