import { Hono } from 'hono';
import {
  getStoredFileParams,
  putFileQueryParams,
} from '../../../api/generated/blade-resource/zod/oss-endpoint/oss-endpoint.zod.ts';
import type { AppEnv } from '../../context.ts';
import { failure, ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { parseQuery, parseWith } from '../../http/validate.ts';
import type { Services } from '../../services.ts';

export function resourceRoutes(services: Services) {
  const { oss } = services;
  const routes = new Hono<AppEnv>();

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
