import { Hono } from 'hono';
import {
  getMyNoticesQueryParams,
  getNoticeDetailQueryParams,
  getNoticeListQueryParams,
  publishNoticeQueryParams,
  readNoticesQueryParams,
  removeNoticeQueryParams,
  revokeNoticeQueryParams,
  submitNoticeBody,
} from '../../../api/generated/blade-desk/zod/notice/notice.zod.ts';
import type { AppEnv } from '../../context.ts';
import { assertPermission, submitCode } from '../../http/access.ts';
import { done, ok } from '../../http/envelope.ts';
import { requireAnyPermission, requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import { csvIds } from '../../lib/csv.ts';
import type { Services } from '../../services.ts';

/** /blade-desk/notice: managing notices (menu notice), and every signed-in user's own notices (my, read). */
export function noticeRoutes(services: Services) {
  const { notices, menus } = services;
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);
  const read = requireAnyPermission(menus.permissions, ['notice']);
  const publish = requirePermission(menus.permissions, 'notice_edit');

  routes.get('/list', read, async (c) =>
    ok(c, await notices.list(c.get('caller'), parseQuery(c, getNoticeListQueryParams), c.get('lang'))),
  );
  routes.get('/detail', read, async (c) =>
    ok(c, await notices.detail(c.get('caller'), parseQuery(c, getNoticeDetailQueryParams).id, c.get('lang'))),
  );
  routes.post('/submit', async (c) => {
    const input = await parseJson(c, submitNoticeBody);
    await assertPermission(menus.permissions, c.get('caller'), submitCode('notice', input.id));
    await notices.submit(c.get('caller'), input);
    return done(c);
  });
  routes.post('/remove', requirePermission(menus.permissions, 'notice_delete'), async (c) => {
    await notices.remove(c.get('caller'), csvIds(parseQuery(c, removeNoticeQueryParams).ids));
    return done(c);
  });
  routes.post('/publish', publish, async (c) => {
    await notices.publish(c.get('caller'), csvIds(parseQuery(c, publishNoticeQueryParams).ids));
    return done(c);
  });
  routes.post('/revoke', publish, async (c) => {
    await notices.revoke(c.get('caller'), csvIds(parseQuery(c, revokeNoticeQueryParams).ids));
    return done(c);
  });
  // The top bar's: any signed-in user, their own notices only.
  routes.get('/my', async (c) =>
    ok(
      c,
      await notices.mine(c.get('caller'), parseQuery(c, getMyNoticesQueryParams).limit ?? 10, c.get('lang')),
    ),
  );
  routes.post('/read', async (c) => {
    const query = parseQuery(c, readNoticesQueryParams);
    // Coercion would read `all=false` as true (a non-empty string): the raw text decides.
    await notices.markRead(c.get('caller'), csvIds(query.ids), c.req.query('all') === 'true');
    return done(c);
  });
  return routes;
}
