import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * Every operation of every openapi/*.yaml, called as the platform administrator with the bad-input set: NUL
 * characters, wrong types, nothing at all, huge values, strings of only spaces, and ids that do not exist (or do
 * not fit 64 bits). Whatever the operation makes of it, the answer is never a 5xx and always JSON (except a 200
 * the contract declares as a file). The cases per operation are bounded so the whole run stays well under a
 * minute on one in-memory PGlite.
 */
const folder = join(import.meta.dirname, '../../openapi');
const services: string[] = JSON.parse(readFileSync(join(folder, 'services.json'), 'utf8'));
type Node = Record<string, unknown>;
const docs = new Map<string, Node>();
for (const file of ['common', 'approval', ...services])
  docs.set(file, parse(readFileSync(join(folder, `${file}.yaml`), 'utf8')));

/** Follows `$ref`s, local or into common.yaml / approval.yaml, remembering which document the node came from. */
function resolve(node: unknown, doc: string): { node: Node; doc: string } {
  let current = node as Node;
  let where = doc;
  for (let depth = 0; current && typeof current.$ref === 'string' && depth < 10; depth++) {
    const [file, pointer] = (current.$ref as string).split('#');
    if (file) where = file.replace('./', '').replace('.yaml', '');
    let target: unknown = docs.get(where);
    for (const part of pointer!.split('/').filter(Boolean))
      target = (target as Node)[part.replace(/~1/g, '/')];
    current = target as Node;
  }
  return { node: current ?? {}, doc: where };
}

type Mode = 'nul' | 'wrongType' | 'huge' | 'spaces' | 'unknownId' | 'empty';
const MODES: Mode[] = ['nul', 'wrongType', 'huge', 'spaces', 'unknownId', 'empty'];

const looksLikeId = (name: string, schema: Node) =>
  /(^id$|Id$|ids$|Ids$|^parentId$)/.test(name) || String(schema.pattern ?? '').startsWith('^[0-9]');

/** A value of the schema's shape in which every leaf carries the bad input of this mode. */
function sample(
  schemaNode: unknown,
  doc: string,
  mode: Mode,
  name: string,
  where: 'query' | 'body',
  depth = 0,
): unknown {
  const { node: schema, doc: at } = resolve(schemaNode, doc);
  if (depth > 6) return null;
  const all = (schema.allOf ?? schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (all?.length) {
    if (schema.allOf) {
      return Object.assign({}, ...all.map((part) => sample(part, at, mode, name, where, depth + 1) ?? {}));
    }
    return sample(all[0], at, mode, name, where, depth + 1);
  }
  const type = schema.type ?? (schema.properties ? 'object' : 'string');
  if (type === 'object') {
    if (mode === 'wrongType' && depth > 0) return 'not-an-object';
    const out: Node = {};
    for (const [key, prop] of Object.entries((schema.properties ?? {}) as Node)) {
      out[key] = sample(prop, at, mode, key, where, depth + 1);
    }
    return out;
  }
  if (type === 'array') {
    if (mode === 'wrongType') return 'not-an-array';
    return [sample(schema.items, at, mode, name, where, depth + 1)];
  }
  if (type === 'integer' || type === 'number') {
    if (mode === 'wrongType') return 'abc';
    if (mode === 'huge') return 1e300;
    // Past 64 bits once it reaches the database; a JSON number cannot be exact there anyway.
    if (mode === 'unknownId') return 2 ** 63;
    if (mode === 'spaces') return where === 'query' ? '   ' : 1;
    return where === 'query' ? '' : 1;
  }
  if (type === 'boolean') return mode === 'wrongType' ? 'yes' : true;
  // strings
  switch (mode) {
    case 'nul':
      return 'a\u0000b';
    case 'wrongType':
      return where === 'body' ? { nested: ['x'] } : '[object Object]';
    case 'huge':
      // Bodies take the full size; a query stays under the URI limit so the handler itself is reached.
      return 'x'.repeat(where === 'body' ? 100_000 : 2_000);
    case 'spaces':
      return '   ';
    case 'unknownId':
      return looksLikeId(name, schema)
        ? name.endsWith('s')
          ? '9223372036854775807,99999999999999999999'
          : '99999999999999999999'
        : 'zz';
    case 'empty':
      return '';
  }
}

interface Op {
  method: string;
  path: string;
  operationId: string;
  doc: string;
  parameters: { name: string; in: string; schema: Node }[];
  body?: { type: string; schema: Node };
  binary200: boolean;
}

const ops: Op[] = services.flatMap((service) => {
  const paths = (docs.get(service)!.paths ?? {}) as Record<string, Record<string, Node>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    ['get', 'post', 'put', 'patch', 'delete']
      .filter((m) => item[m])
      .map((method) => {
        const op = item[method]!;
        const parameters = [
          ...((item.parameters as unknown as unknown[]) ?? []),
          ...((op.parameters as unknown[]) ?? []),
        ].map((p) => resolve(p, service).node as { name: string; in: string; schema: Node });
        const content = (resolve(op.requestBody, service).node.content ?? {}) as Record<
          string,
          { schema: Node }
        >;
        const type = Object.keys(content)[0];
        const ok = resolve((op.responses as Node | undefined)?.['200'], service).node;
        const okTypes = Object.keys((ok.content ?? {}) as Node);
        return {
          method: method.toUpperCase(),
          path,
          operationId: String(op.operationId),
          doc: service,
          parameters,
          body: type ? { type, schema: content[type]!.schema } : undefined,
          binary200: okTypes.length > 0 && !okTypes.includes('application/json'),
        };
      }),
  );
});

function buildRequest(op: Op, mode: Mode, token: string): { url: string; init: RequestInit } {
  const headers = new Headers({ 'Blade-Auth': `bearer ${token}` });
  let path = op.path;
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    const value = sample(p.schema, op.doc, mode, p.name, 'query');
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(text || 'x'));
    else if (mode === 'empty') continue;
    else if (p.in === 'query') query.set(p.name, text);
    // Headers cannot carry NUL or huge values through fetch at all; they get the other modes.
    else if (p.in === 'header' && p.name !== 'Blade-Auth' && mode !== 'nul' && mode !== 'huge')
      headers.set(p.name, text);
  }
  const init: RequestInit = { method: op.method, headers };
  if (op.body && mode !== 'empty') {
    const value = sample(op.body.schema, op.doc, mode, 'body', 'body');
    if (op.body.type === 'multipart/form-data') {
      const form = new FormData();
      for (const [key, item] of Object.entries((value ?? {}) as Node)) {
        form.set(key, new Blob([typeof item === 'string' ? item : JSON.stringify(item)]), `${mode}.xlsx`);
      }
      init.body = form;
    } else {
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(value);
    }
  }
  const search = query.toString();
  return { url: `/api${path}${search ? `?${search}` : ''}`, init };
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('every operation under the bad-input set', () => {
  it('reads the operations of the contract', () => {
    expect(ops.length).toBeGreaterThan(100);
  });

  it('never answers 5xx or anything but JSON', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let token = (await signIn(ctx.app)).access_token;
    for (const op of ops) {
      for (const mode of MODES) {
        const { url, init } = buildRequest(op, mode, token);
        const response = await ctx.app.request(url, init);
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const label = `${op.operationId} (${op.method} ${op.path}) ${mode}: ${response.status}`;
        if (response.status >= 500) failures.push(`${label} ${text.slice(0, 200)}`);
        else if (!(op.binary200 && response.status === 200)) {
          try {
            JSON.parse(text);
          } catch {
            failures.push(`${label} not JSON: ${text.slice(0, 100)}`);
          }
        }
        // Sign-out and password operations may end the session the next calls use.
        if (response.status === 401) token = (await signIn(ctx.app)).access_token;
      }
    }
    expect(failures).toEqual([]);
    // The run means something only when the calls reach the handlers, not the sign-in or permission gates.
    const refused = (statuses.get(401) ?? 0) + (statuses.get(403) ?? 0);
    expect(refused, JSON.stringify(Object.fromEntries(statuses))).toBeLessThan(
      ops.length * MODES.length * 0.05,
    );
    // A fixed amount of work (every operation under every bad input, one after another): about a minute on a quiet
    // 2-core machine, more when other files share it; the limit only catches a hang.
  }, 300_000);
});
