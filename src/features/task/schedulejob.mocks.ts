import { getGetScheduleJobListMockHandler } from '@/api/generated/purchase-task/endpoints/schedulejob/schedulejob.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 定时任务 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetScheduleJobListMockHandler) });
