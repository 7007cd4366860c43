import { getGetNoticeListMockHandler } from '@/api/generated/blade-desk/endpoints/notice/notice.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 通知公告 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetNoticeListMockHandler) });
