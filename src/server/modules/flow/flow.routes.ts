import { Hono } from 'hono';
import { getHistoryFlowListQueryParams } from '../../../api/generated/blade-flow/zod/process/process.zod.ts';
import {
  claimWorkTaskQueryParams,
  completeWorkTaskBody,
  getWorkClaimListQueryParams,
  getWorkDoneListQueryParams,
  getWorkSendListQueryParams,
  getWorkStartListQueryParams,
  getWorkTodoListQueryParams,
} from '../../../api/generated/blade-flow/zod/work/work.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { requireAnyPermission, requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';

/**
 * /blade-flow (blade-flow.yaml): each list behind its 流程管理 menu; acting on a task also needs the document's own
 * approve / reject button (checked in flow.service, which knows the document type).
 */
export function flowRoutes(services: Services) {
  const { flow, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/work/start-list', can('work_start'), (c) =>
    ok(c, flow.startList(parseQuery(c, getWorkStartListQueryParams), c.get('lang'))),
  );
  routes.get('/work/claim-list', can('work_claim'), async (c) =>
    ok(c, await flow.claimable(c.get('caller'), parseQuery(c, getWorkClaimListQueryParams), c.get('lang'))),
  );
  routes.get('/work/todo-list', can('work_todo'), async (c) =>
    ok(c, await flow.todo(c.get('caller'), parseQuery(c, getWorkTodoListQueryParams), c.get('lang'))),
  );
  routes.get('/work/send-list', can('work_send'), async (c) =>
    ok(c, await flow.sent(c.get('caller'), parseQuery(c, getWorkSendListQueryParams), c.get('lang'))),
  );
  routes.get('/work/done-list', can('work_done'), async (c) =>
    ok(c, await flow.done(c.get('caller'), parseQuery(c, getWorkDoneListQueryParams), c.get('lang'))),
  );
  routes.post('/work/claim-task', can('work_claim'), async (c) => {
    await flow.claim(c.get('caller'), parseQuery(c, claimWorkTaskQueryParams).taskId);
    return done(c);
  });
  routes.post('/work/complete-task', can('work_todo'), async (c) =>
    ok(c, await flow.complete(c.get('caller'), await parseJson(c, completeWorkTaskBody), c.get('lang'))),
  );
  // Read from any inbox list or a process form; flow.service then checks the caller's part in the document.
  const inbox = requireAnyPermission(menus.permissions, [
    'work_todo',
    'work_done',
    'work_send',
    'work_claim',
    'work_start',
  ]);
  routes.get('/process/history-flow-list', inbox, async (c) =>
    ok(
      c,
      await flow.history(
        c.get('caller'),
        parseQuery(c, getHistoryFlowListQueryParams).processInstanceId,
        c.get('lang'),
      ),
    ),
  );
  return routes;
}
