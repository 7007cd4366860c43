import { Hono } from 'hono';
import {
  getMessagePagesQueryParams,
  markMessagesReadBody,
} from '../../../../api/generated/purchar-execution/zod/cg-message/cg-message.zod.ts';
import type { AppEnv } from '../../../context.ts';
import { done, ok } from '../../../http/envelope.ts';
import { parseJson, parseQuery } from '../../../http/validate.ts';
import type { Services } from '../../../services.ts';

/**
 * /purchar/cg-message (purchar-execution.yaml): every signed-in user reads and marks their own messages (the
 * top bar badge needs no menu grant); nobody reaches another person's.
 */
export function messageRoutes(services: Services) {
  const { messages } = services;
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);
  routes.get('/pages', async (c) =>
    ok(c, await messages.pages(c.get('caller'), parseQuery(c, getMessagePagesQueryParams), c.get('lang'))),
  );
  routes.get('/unreadCount', async (c) => ok(c, await messages.unreadCount(c.get('caller'))));
  routes.post('/read', async (c) => {
    await messages.markRead(c.get('caller'), (await parseJson(c, markMessagesReadBody)).ids);
    return done(c);
  });
  routes.post('/readAll', async (c) => {
    await messages.markRead(c.get('caller'));
    return done(c);
  });
  return routes;
}
