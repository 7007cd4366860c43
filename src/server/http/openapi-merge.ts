/**
 * One OpenAPI document out of the contract's files (openapi/*.yaml), for /api/docs and /api/openapi.json. A file
 * refers to its own pieces as `#/components/…` and to another file's as `./<file>.yaml#/components/…` (common.yaml,
 * approval.yaml, another service); in the merged document every reference is local. A component name two files
 * define differently is kept apart by prefixing the later file's copy (and the references to it) with the file.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Doc = { [key: string]: Json };

export interface ContractFile {
  /** The file's name without `.yaml` (common, approval, blade-system, …). */
  name: string;
  doc: Doc;
}

const REF = /^(?:\.\/([\w.-]+)\.ya?ml)?#\/components\/([^/]+)\/(.+)$/;

const entriesOf = (value: Json | undefined) =>
  Object.entries((value ?? {}) as { [key: string]: Json }) as [string, Json][];

function rewriteRefs(value: Json, resolve: (ref: string) => string): Json {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, resolve));
  if (value && typeof value === 'object') {
    const out: { [key: string]: Json } = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = key === '$ref' && typeof item === 'string' ? resolve(item) : rewriteRefs(item, resolve);
    }
    return out;
  }
  return value;
}

/**
 * `files` in order of precedence (common first); paths and tags come from every file that has them, components
 * from all of them.
 */
export function mergeOpenApi(files: ContractFile[], info: { title: string; description: string }) {
  // Pass 1: the merged name of every file's every component.
  const taken = new Map<string, string>(); // "kind/name" → JSON of its content
  const names = new Map<string, string>(); // "file kind/key" → merged name
  for (const { name: file, doc } of files) {
    for (const [kind, entries] of entriesOf(doc.components)) {
      for (const [key, value] of entriesOf(entries)) {
        const content = JSON.stringify(value);
        const existing = taken.get(`${kind}/${key}`);
        const merged = existing === undefined || existing === content ? key : `${file}.${key}`;
        taken.set(`${kind}/${merged}`, content);
        names.set(`${file} ${kind}/${key}`, merged);
      }
    }
  }
  // Pass 2: the content, with each reference pointing at the merged name of what it meant in its own file.
  const components: Record<string, Record<string, Json>> = {};
  const paths: Record<string, Json> = {};
  const tags: Json[] = [];
  const seenTags = new Set<string>();
  for (const { name: file, doc } of files) {
    const resolve = (ref: string) => {
      const match = REF.exec(ref);
      if (!match) return ref;
      const [, target = file, kind, key] = match;
      const merged = names.get(`${target} ${kind}/${key}`);
      return merged === undefined ? ref : `#/components/${kind}/${merged}`;
    };
    for (const [kind, entries] of entriesOf(doc.components)) {
      components[kind] ??= {};
      for (const [key, value] of entriesOf(entries)) {
        components[kind][names.get(`${file} ${kind}/${key}`)!] = rewriteRefs(value, resolve);
      }
    }
    // Paths are written under the server url (/api); the merged document keeps that single server.
    for (const [path, item] of entriesOf(doc.paths)) paths[path] = rewriteRefs(item, resolve);
    for (const tag of (doc.tags ?? []) as { name: string }[]) {
      if (seenTags.has(tag.name)) continue;
      seenTags.add(tag.name);
      tags.push({ ...tag, 'x-service': file } as Json);
    }
  }

  return {
    openapi: '3.0.3',
    info: { title: info.title, version: '1.0.0', description: info.description },
    servers: [{ url: '/api' }],
    // BladeX sends the client credential on every call and the user's token once signed in.
    security: [{ clientBasic: [], bladeAuth: [] }],
    tags,
    paths,
    components,
  };
}

/** Every `$ref` of a document that does not resolve inside it (the merged document must have none). */
export function danglingRefs(doc: unknown): string[] {
  const missing: string[] = [];
  const resolve = (ref: string) =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc);
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === '$ref' && typeof item === 'string') {
          if (!item.startsWith('#/') || resolve(item) === undefined) missing.push(item);
        } else walk(item);
      }
    }
  };
  walk(doc);
  return [...new Set(missing)];
}
