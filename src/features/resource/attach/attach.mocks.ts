import { getGetAttachListMockHandler } from '@/api/generated/blade-resource/endpoints/attach/attach.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 附件管理 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetAttachListMockHandler) });
