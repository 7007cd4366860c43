import { Hono } from 'hono';
import {
  getScheduleJobDetailQueryParams,
  getScheduleJobListQueryParams,
  removeScheduleJobQueryParams,
  runScheduleJobQueryParams,
  startScheduleJobQueryParams,
  stopScheduleJobQueryParams,
  submitScheduleJobBody,
} from '../../../api/generated/purchase-task/zod/schedulejob/schedulejob.zod.ts';
import {
  getScheduleLogDetailQueryParams,
  getScheduleLogListQueryParams,
} from '../../../api/generated/purchase-task/zod/schedulelog/schedulelog.zod.ts';
import type { AppEnv } from '../../context.ts';
import { assertPermission, submitCode } from '../../http/access.ts';
import { done, ok } from '../../http/envelope.ts';
import { requireAnyPermission, requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import { csvIds } from '../../lib/csv.ts';
import type { Services } from '../../services.ts';

/** /purchase-task: scheduled jobs and their run logs, within the caller's tenant. */
export function taskRoutes(services: Services) {
  const { scheduleJobs: jobs, menus } = services;
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);
  const read = requireAnyPermission(menus.permissions, ['schedulejob']);
  const button = (code: string) => requirePermission(menus.permissions, code);

  routes.get('/schedulejob/list', read, async (c) =>
    ok(c, await jobs.list(c.get('caller'), parseQuery(c, getScheduleJobListQueryParams), c.get('lang'))),
  );
  routes.get('/schedulejob/detail', read, async (c) =>
    ok(c, await jobs.detail(c.get('caller'), parseQuery(c, getScheduleJobDetailQueryParams), c.get('lang'))),
  );
  routes.get('/schedulejob/kinds', read, (c) => ok(c, jobs.kinds(c.get('lang'))));
  routes.post('/schedulejob/submit', async (c) => {
    const input = await parseJson(c, submitScheduleJobBody);
    await assertPermission(menus.permissions, c.get('caller'), submitCode('schedulejob', input.id));
    await jobs.submit(c.get('caller'), input);
    return done(c);
  });
  routes.post('/schedulejob/remove', button('schedulejob_delete'), async (c) => {
    await jobs.remove(c.get('caller'), csvIds(parseQuery(c, removeScheduleJobQueryParams).ids));
    return done(c);
  });
  routes.post('/schedulejob/start', button('schedulejob_start'), async (c) => {
    await jobs.start(c.get('caller'), csvIds(parseQuery(c, startScheduleJobQueryParams).ids));
    return done(c);
  });
  routes.post('/schedulejob/stop', button('schedulejob_stop'), async (c) => {
    await jobs.stop(c.get('caller'), csvIds(parseQuery(c, stopScheduleJobQueryParams).ids));
    return done(c);
  });
  routes.post('/schedulejob/run', button('schedulejob_run'), async (c) =>
    ok(c, await jobs.run(c.get('caller'), parseQuery(c, runScheduleJobQueryParams).id)),
  );
  routes.get('/schedulelog/list', read, async (c) =>
    ok(c, await jobs.logList(c.get('caller'), parseQuery(c, getScheduleLogListQueryParams))),
  );
  routes.get('/schedulelog/detail', read, async (c) =>
    ok(c, await jobs.logDetail(c.get('caller'), parseQuery(c, getScheduleLogDetailQueryParams).id)),
  );
  return routes;
}
