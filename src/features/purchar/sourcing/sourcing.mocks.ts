import { getGetSourcingPagesMockHandler } from '@/api/generated/purchar-sourcing/endpoints/cg-sourcing/cg-sourcing.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 寻源单 (and the 定标审批 queues, the same call) on mock data: `empty` and `error` states of the list. */
export const mocks = defineMocks({ scenarios: listScenarios(getGetSourcingPagesMockHandler) });
