import { getGetSmsListMockHandler } from '@/api/generated/blade-resource/endpoints/sms/sms.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 短信配置 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetSmsListMockHandler) });
