import { Hono } from 'hono';
import {
  getStoredFileParams,
  putFileQueryParams,
} from '../../../api/generated/blade-resource/zod/oss-endpoint/oss-endpoint.zod.ts';
import type { AppEnv } from '../../context.ts';
import { failure, ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { assertAnyPermission } from '../../http/permission.ts';
import { createQuota } from '../../http/rate-limit.ts';
import { parseQuery, parseWith } from '../../http/validate.ts';
import type { Services } from '../../services.ts';

/** Screens that upload files other than avatars: object storage, attachments, a tenant's login background. */
const FILE_UPLOAD_SCREENS: [string, ...string[]] = ['oss', 'attach', 'tenant'];
/** Per user and hour, on each instance. */
const UPLOAD_QUOTA = { count: 60, bytes: 200 * 1024 * 1024, windowMs: 60 * 60_000 };

export function resourceRoutes(services: Services) {
  const { oss, menus, clock } = services;
  const routes = new Hono<AppEnv>();
  const uploads = createQuota(UPLOAD_QUOTA, clock);

  routes.post('/oss/endpoint/put-file', services.auth, async (c) => {
    const { category } = parseQuery(c, putFileQueryParams);
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest('fileMissing');
    }
    const file = form.get('file');
    if (!(file instanceof File)) throw badRequest('fileMissing');
    const caller = c.get('caller');
    // Everyone has an avatar to change; other files belong to the screens that keep them.
    if (category !== 'avatar') await assertAnyPermission(menus.permissions, caller, FILE_UPLOAD_SCREENS);
    if (!uploads(`${caller.tenantId}\n${caller.userId}`, file.size)) {
      return failure(c, 429, message(c.get('lang'), 'uploadQuota'));
    }
    return ok(c, await oss.putFile(file, category ?? 'file'));
  });

  routes.get('/oss/endpoint/file/:name', async (c) => {
    const { name } = parseWith(getStoredFileParams, c.req.param(), c.get('lang'));
    const stored = await oss.getFile(name);
    if (!stored) return failure(c, 404, message(c.get('lang'), 'notFound'));
    return c.body(stored.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': stored.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return routes;
}
