import { Hono } from 'hono';
import {
  getPostDetailQueryParams,
  getPostListQueryParams,
  getPostSelectQueryParams,
  removePostQueryParams,
  submitPostBody,
} from '../../../api/generated/blade-system/zod/post/post.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { requireAnyPermission, requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { assertPermission, submitCode } from '../../http/access.ts';
import { csvIds } from '../../lib/csv.ts';

export function postRoutes(services: Services) {
  const { posts, menus } = services;
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);
  // Reads need the menu of a screen that shows them; a picker lists every screen that uses it.
  const read = (...codes: [string, ...string[]]) => requireAnyPermission(services.menus.permissions, codes);

  routes.get('/list', read('post'), async (c) =>
    ok(c, await posts.list(c.get('caller'), parseQuery(c, getPostListQueryParams), c.get('lang'))),
  );
  routes.get('/detail', read('post'), async (c) =>
    ok(c, await posts.detail(c.get('caller'), parseQuery(c, getPostDetailQueryParams).id, c.get('lang'))),
  );
  routes.get('/select', read('post', 'user'), async (c) =>
    ok(
      c,
      await posts.select(c.get('caller'), parseQuery(c, getPostSelectQueryParams).tenantId, c.get('lang')),
    ),
  );
  routes.post('/submit', async (c) => {
    const input = await parseJson(c, submitPostBody);
    await assertPermission(menus.permissions, c.get('caller'), submitCode('post', input.id));
    await posts.submit(c.get('caller'), input);
    return done(c);
  });
  routes.post('/remove', requirePermission(menus.permissions, 'post_delete'), async (c) => {
    await posts.remove(c.get('caller'), csvIds(parseQuery(c, removePostQueryParams).ids));
    return done(c);
  });

  return routes;
}
