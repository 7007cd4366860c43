import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import type { Services } from '../../services.ts';
import { clientRoutes } from './client.routes.ts';
import { deptRoutes } from './dept.routes.ts';
import { bizDictRoutes, systemDictRoutes } from './dict.routes.ts';
import { menuRoutes } from './menu.routes.ts';
import { paramRoutes } from './param.routes.ts';
import { postRoutes } from './post.routes.ts';
import { regionRoutes } from './region.routes.ts';
import { roleRoutes } from './role.routes.ts';
import { apiScopeRoutes, dataScopeRoutes } from './scope.routes.ts';
import { tenantRoutes } from './tenant.routes.ts';
import { topMenuRoutes } from './top-menu.routes.ts';

/** /blade-system: one router per resource, each stating its own auth and permissions. */
export function systemRoutes(services: Services) {
  return new Hono<AppEnv>()
    .route('/tenant', tenantRoutes(services))
    .route('/menu', menuRoutes(services))
    .route('/topmenu', topMenuRoutes(services))
    .route('/role', roleRoutes(services))
    .route('/dept', deptRoutes(services))
    .route('/post', postRoutes(services))
    .route('/param', paramRoutes(services))
    .route('/dict', systemDictRoutes(services))
    .route('/dict-biz', bizDictRoutes(services))
    .route('/region', regionRoutes(services))
    .route('/data-scope', dataScopeRoutes(services))
    .route('/api-scope', apiScopeRoutes(services))
    .route('/client', clientRoutes(services));
}
