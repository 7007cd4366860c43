import { Hono } from 'hono';
import {
  getLeaveDetailQueryParams,
  startLeaveProcessBody,
} from '../../../api/generated/blade-desk/zod/leave/leave.zod.ts';
import type { AppEnv } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { requirePermission } from '../../http/permission.ts';
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
  routes.get('/detail', async (c) =>
    ok(
      c,
      await leave.detail(c.get('caller'), parseQuery(c, getLeaveDetailQueryParams).businessId, c.get('lang')),
    ),
  );
  return routes;
}
