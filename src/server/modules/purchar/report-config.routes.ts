import { Hono } from 'hono';
import {
  addReportConfigBody,
  deleteReportConfigParams,
  editReportConfigBody,
  getReportConfigPageQueryParams,
  setReportConfigStatusBody,
} from '../../../api/generated/purchar-config/zod/cg-report-config/cg-report-config.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { parseParams } from '../../lib/routing.ts';

/** Approval settings, /purchar/cg-report-config (purchar-config.yaml); the status toggle is an edit. */
export function reportConfigRoutes(services: Services) {
  const { reportConfigs, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/pages', can('cg_report_config_view'), async (c) =>
    ok(
      c,
      await reportConfigs.page(c.get('caller'), parseQuery(c, getReportConfigPageQueryParams), c.get('lang')),
    ),
  );
  routes.post('/add', can('cg_report_config_add'), async (c) =>
    ok(c, await reportConfigs.add(c.get('caller'), await parseJson(c, addReportConfigBody), c.get('lang'))),
  );
  routes.post('/edit', can('cg_report_config_edit'), async (c) =>
    ok(c, await reportConfigs.edit(c.get('caller'), await parseJson(c, editReportConfigBody), c.get('lang'))),
  );
  routes.post('/status', can('cg_report_config_edit'), async (c) =>
    ok(
      c,
      await reportConfigs.setStatus(
        c.get('caller'),
        await parseJson(c, setReportConfigStatusBody),
        c.get('lang'),
      ),
    ),
  );
  routes.delete('/delete/:id', can('cg_report_config_delete'), async (c) => {
    await reportConfigs.remove(c.get('caller'), parseParams(c, deleteReportConfigParams).id);
    return done(c);
  });

  return routes;
}
