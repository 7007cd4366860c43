import { getGetOssListMockHandler } from '@/api/generated/blade-resource/endpoints/oss/oss.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 对象存储 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetOssListMockHandler) });
