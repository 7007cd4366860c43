import { Hono } from 'hono';
import {
  getAttachDetailQueryParams,
  getAttachListQueryParams,
  removeAttachQueryParams,
} from '../../../api/generated/blade-resource/zod/attach/attach.zod.ts';
import {
  getStoredFileParams,
  getStoredFileQueryParams,
  putFileQueryParams,
} from '../../../api/generated/blade-resource/zod/oss-endpoint/oss-endpoint.zod.ts';
import {
  enableOssQueryParams,
  getOssDetailQueryParams,
  getOssListQueryParams,
  removeOssQueryParams,
  submitOssBody,
} from '../../../api/generated/blade-resource/zod/oss/oss.zod.ts';
import {
  enableSmsQueryParams,
  getSmsDetailQueryParams,
  getSmsListQueryParams,
  removeSmsQueryParams,
  sendSmsMessageQueryParams,
  submitSmsBody,
} from '../../../api/generated/blade-resource/zod/sms/sms.zod.ts';
import type { AppEnv } from '../../context.ts';
import { assertPermission, submitCode } from '../../http/access.ts';
import { done, failure, ok } from '../../http/envelope.ts';
import { message } from '../../http/messages.ts';
import { assertAnyPermission, requirePermission } from '../../http/permission.ts';
import { createQuota } from '../../http/rate-limit.ts';
import { parseJson, parseQuery, parseWith } from '../../http/validate.ts';
import { csvIds } from '../../lib/csv.ts';
import type { Services } from '../../services.ts';
import { SmsRateLimited } from './sms.service.ts';
import { formFile } from '../../http/form-file.ts';

/**
 * Screens that upload files other than avatars: object storage, attachments, a tenant's login background, the
 * suppliers' qualification scans.
 */
const FILE_UPLOAD_SCREENS: [string, ...string[]] = ['oss', 'attach', 'tenant', 'gys_supplier'];
/** Per user and hour, on each instance. */
const UPLOAD_QUOTA = { count: 60, bytes: 200 * 1024 * 1024, windowMs: 60 * 60_000 };

/** The attachment download name: the uploaded name, kept to what a Content-Disposition header can carry. */
const dispositionOf = (name: string) =>
  `inline; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export function resourceRoutes(services: Services) {
  const { oss, attachments, sms, menus, clock } = services;
  const routes = new Hono<AppEnv>();
  const uploads = createQuota(UPLOAD_QUOTA, clock);
  const can = (code: string) => requirePermission(menus.permissions, code);

  routes.post('/oss/endpoint/put-file', services.auth, async (c) => {
    const { category } = parseQuery(c, putFileQueryParams);
    const file = await formFile(c);
    const caller = c.get('caller');
    // Everyone has an avatar to change; other files belong to the screens that keep them.
    if (category !== 'avatar') await assertAnyPermission(menus.permissions, caller, FILE_UPLOAD_SCREENS);
    if (!uploads(`${caller.tenantId}\n${caller.userId}`, file.size)) {
      return failure(c, 429, message(c.get('lang'), 'uploadQuota'));
    }
    return ok(c, await oss.putFile(caller, file, category ?? 'file'));
  });

  // No token: <img> tags and plain links load it. The signature in the link is the permission (file-links.ts).
  routes.get('/oss/endpoint/file/:name', async (c) => {
    const { name } = parseWith(getStoredFileParams, c.req.param(), c.get('lang'));
    const query = parseQuery(c, getStoredFileQueryParams);
    const stored = await oss.readFile({ ...query, name });
    return c.body(stored.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': stored.contentType,
      'Content-Disposition': dispositionOf(stored.originalName),
      // The link itself expires; a shared cache must not outlive it.
      'Cache-Control': query.expires === 0 ? 'private, max-age=86400' : 'private, max-age=600',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  // Everything below needs a signed-in caller (listed per route: the file route above must stay open).
  const { auth } = services;
  routes.get('/oss/list', auth, can('oss'), async (c) =>
    ok(c, await oss.list(c.get('caller'), parseQuery(c, getOssListQueryParams))),
  );
  routes.get('/oss/detail', auth, can('oss'), async (c) =>
    ok(c, await oss.detail(c.get('caller'), parseQuery(c, getOssDetailQueryParams).id)),
  );
  routes.post('/oss/submit', auth, async (c) => {
    const input = await parseJson(c, submitOssBody);
    await assertPermission(menus.permissions, c.get('caller'), submitCode('oss', input.id));
    await oss.submit(c.get('caller'), input);
    return done(c);
  });
  routes.post('/oss/remove', auth, can('oss_delete'), async (c) => {
    await oss.remove(c.get('caller'), csvIds(parseQuery(c, removeOssQueryParams).ids));
    return done(c);
  });
  routes.post('/oss/enable', auth, can('oss_enable'), async (c) => {
    await oss.enable(c.get('caller'), parseQuery(c, enableOssQueryParams).id);
    return done(c);
  });

  routes.get('/attach/list', auth, can('attach'), async (c) =>
    ok(c, await attachments.list(c.get('caller'), parseQuery(c, getAttachListQueryParams))),
  );
  routes.get('/attach/detail', auth, can('attach'), async (c) =>
    ok(c, await attachments.detail(c.get('caller'), parseQuery(c, getAttachDetailQueryParams).id)),
  );
  routes.post('/attach/remove', auth, can('attach_delete'), async (c) => {
    await attachments.remove(c.get('caller'), csvIds(parseQuery(c, removeAttachQueryParams).ids));
    return done(c);
  });

  routes.get('/sms/list', auth, can('sms'), async (c) =>
    ok(c, await sms.list(c.get('caller'), parseQuery(c, getSmsListQueryParams))),
  );
  routes.get('/sms/detail', auth, can('sms'), async (c) =>
    ok(c, await sms.detail(c.get('caller'), parseQuery(c, getSmsDetailQueryParams).id)),
  );
  routes.post('/sms/submit', auth, async (c) => {
    const input = await parseJson(c, submitSmsBody);
    await assertPermission(menus.permissions, c.get('caller'), submitCode('sms', input.id));
    await sms.submit(c.get('caller'), input);
    return done(c);
  });
  routes.post('/sms/remove', auth, can('sms_delete'), async (c) => {
    await sms.remove(c.get('caller'), csvIds(parseQuery(c, removeSmsQueryParams).ids));
    return done(c);
  });
  routes.post('/sms/enable', auth, can('sms_enable'), async (c) => {
    await sms.enable(c.get('caller'), parseQuery(c, enableSmsQueryParams).id);
    return done(c);
  });
  routes.post('/sms/endpoint/send-message', auth, can('sms_send'), async (c) => {
    try {
      return ok(c, await sms.send(c.get('caller'), parseQuery(c, sendSmsMessageQueryParams)));
    } catch (error) {
      if (error instanceof SmsRateLimited)
        return failure(c, 429, message(c.get('lang'), 'smsRateLimited', error.phone));
      throw error;
    }
  });

  return routes;
}
