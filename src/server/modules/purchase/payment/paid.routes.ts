import { Hono } from 'hono';
import {
  addPaidBody,
  deletePaidQueryParams,
  editPaidBody,
  getPaidDetailParams,
  getPaidPagesQueryParams,
} from '../../../../api/generated/purchase-payment/zod/cw-paid/cw-paid.zod.ts';
import type { AppEnv } from '../../../context.ts';
import { done, ok } from '../../../http/envelope.ts';
import { badRequest } from '../../../http/errors.ts';
import { requireAnyPermission, requirePermission } from '../../../http/permission.ts';
import { parseJson, parseQuery } from '../../../http/validate.ts';
import { csvIds } from '../../../lib/csv.ts';
import { parseParams } from '../../../lib/routing.ts';
import type { Services } from '../../../services.ts';
import { PAID_RESOURCE } from './payment-records.ts';
import { formFile } from '../../../http/form-file.ts';

/** /purchase/cw-paid (purchase-payment.yaml): thin handlers; the rules live in paid.service. */
export function paidRoutes(services: Services) {
  const { paids, menus } = services;
  const can = (suffix: string) => requirePermission(menus.permissions, `${PAID_RESOURCE}_${suffix}`);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/pages', can('view'), async (c) =>
    ok(c, await paids.page(c.get('caller'), parseQuery(c, getPaidPagesQueryParams), c.get('lang'))),
  );
  routes.post('/add', can('add'), async (c) => {
    const input = await parseJson(c, addPaidBody);
    return ok(c, await paids.save(c.get('caller'), { ...input, id: undefined }, c.get('lang')));
  });
  routes.post('/edit', can('edit'), async (c) => {
    const input = await parseJson(c, editPaidBody);
    if (!input.id) throw badRequest('recordMissing', '');
    return ok(c, await paids.save(c.get('caller'), input, c.get('lang')));
  });
  routes.post('/delete', can('delete'), async (c) => {
    await paids.remove(c.get('caller'), csvIds(parseQuery(c, deletePaidQueryParams).ids));
    return done(c);
  });
  routes.post(
    '/add/file',
    requireAnyPermission(menus.permissions, [`${PAID_RESOURCE}_add`, `${PAID_RESOURCE}_edit`]),
    async (c) => {
      const stored = await services.oss.putFile(c.get('caller'), await formFile(c), 'file');
      return ok(c, { attachId: stored.attachId, fileName: stored.originalName, link: stored.link });
    },
  );
  routes.get('/:id', can('view'), async (c) =>
    ok(c, await paids.detail(c.get('caller'), parseParams(c, getPaidDetailParams).id, c.get('lang'))),
  );
  return routes;
}
