import { Hono } from 'hono';
import {
  getLeaveDetailQueryParams,
  startLeaveProcessBody,
} from '../../../api/generated/blade-desk/zod/leave/leave.zod.ts';
import type { AppEnv } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { requireAnyPermission, requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { LEAVE_RESOURCE } from './leave.service.ts';

/** /blade-desk/process/leave: apply (发起事务's submit button) and read one request (applicant and approvers). */
export function leaveRoutes(services: Services) {
  const { leave, menus } = services;
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.post('/start-process', requirePermission(menus.permissions, `${LEAVE_RESOURCE}_submit`), async (c) =>
    ok(c, await leave.start(c.get('caller'), await parseJson(c, startLeaveProcessBody), c.get('lang'))),
  );
  // Opened from 发起事务 or an inbox list; leave.service then checks the caller is its applicant or an approver.
  const read = requireAnyPermission(menus.permissions, [
    LEAVE_RESOURCE,
    'work_todo',
    'work_done',
    'work_send',
  ]);
  routes.get('/detail', read, async (c) =>
    ok(
      c,
      await leave.detail(c.get('caller'), parseQuery(c, getLeaveDetailQueryParams).businessId, c.get('lang')),
    ),
  );
  return routes;
}
