import { getGetMessagePagesMockHandler } from '@/api/generated/purchar-execution/endpoints/cg-message/cg-message.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 消息 on mock data: `empty` and `error` states of the message list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetMessagePagesMockHandler) });
