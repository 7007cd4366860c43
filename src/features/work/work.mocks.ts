import {
  getGetWorkClaimListMockHandler,
  getGetWorkDoneListMockHandler,
  getGetWorkSendListMockHandler,
  getGetWorkTodoListMockHandler,
} from '@/api/generated/blade-flow/endpoints/work/work.msw';
import { defineMocks, emptyPage, failure } from '@/mocks/define-mocks';

/**
 * /work/* on mock data: the generated answers fill the inbox lists with documents of every type; `work/empty`
 * empties 待签, 待办, 已发 and 已办, `work/error` makes them fail (the retry state).
 */
export const mocks = defineMocks({
  scenarios: {
    empty: () => [
      emptyPage(getGetWorkClaimListMockHandler),
      emptyPage(getGetWorkTodoListMockHandler),
      emptyPage(getGetWorkSendListMockHandler),
      emptyPage(getGetWorkDoneListMockHandler),
    ],
    error: () => [
      failure(getGetWorkClaimListMockHandler),
      failure(getGetWorkTodoListMockHandler),
      failure(getGetWorkSendListMockHandler),
      failure(getGetWorkDoneListMockHandler),
    ],
  },
});
