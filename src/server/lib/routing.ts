import type { Context } from 'hono';
import type { z } from 'zod';
import type { Caller } from '../context.ts';
import { parseWith } from '../http/validate.ts';
import type { PermissionSource } from '../http/permission.ts';
import { assertPermission, submitCode } from '../http/access.ts';

/** Path parameters through the generated schema, like parseQuery/parseJson (400 in the caller's language). */
export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.param(), c.get('lang'));
}

/** addOrEdit is `<menu>_add` without an id and `<menu>_edit` with one; known only once the body is read. */
export const assertSavePermission = (
  source: PermissionSource,
  caller: Caller,
  menuCode: string,
  id?: string | null,
) => assertPermission(source, caller, submitCode(menuCode, id));
