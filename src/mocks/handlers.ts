import type { RequestHandler } from 'msw';
import { shapeAnswer } from './shape-answer';

/**
 * Every generated MSW handler, one per operation of every openapi/*.yaml. Orval writes, per operation,
 * `get<Op>MockHandler(override?)` and `get<Op>ResponseMock()`; the files are collected by glob, so a new service
 * or tag is mocked without editing this file. Each handler answers with its faker mock shaped to the request
 * (page sizes, status answers: see ./shape-answer.ts).
 */
const modules = import.meta.glob<Record<string, unknown>>('../api/generated/*/endpoints/*/*.msw.ts', {
  eager: true,
});

type HandlerFactory = (override?: unknown) => RequestHandler;
type ResponseMock = () => unknown;

/** Per path segment after the host wildcard: 0 for a literal (`pages`), 1 for a parameter (`:id`) or wildcard. */
function segmentKinds(handler: RequestHandler): number[] {
  const path = (handler.info as { path?: unknown }).path;
  if (typeof path !== 'string') return [];
  return path
    .replace(/^\*/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') || segment.includes('*') ? 1 : 0));
}

/**
 * Literal paths before parameters, segment by segment (`/cg-needs/pages` before `/cg-needs/:id`), as the
 * server's routers do: MSW takes the first handler that matches, and orval writes them in the YAML's order, so a
 * `/{id}` declared before `/pages` would otherwise answer the list with a single record.
 */
export function literalPathsFirst(handlers: RequestHandler[]): RequestHandler[] {
  const kinds = new Map(handlers.map((handler) => [handler, segmentKinds(handler)]));
  return [...handlers].sort((a, b) => {
    const ka = kinds.get(a) ?? [];
    const kb = kinds.get(b) ?? [];
    // Lexicographic over the kinds (a consistent order for sort); handlers of different shapes never compete.
    for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
      const diff = (ka[i] ?? 0) - (kb[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return ka.length - kb.length;
  });
}

export function generatedHandlers(): RequestHandler[] {
  return literalPathsFirst(
    Object.values(modules).flatMap((module) =>
      Object.entries(module).flatMap(([name, factory]) => {
        const operation = /^get(\w+)MockHandler$/.exec(name)?.[1];
        if (!operation || typeof factory !== 'function') return [];
        const responseMock = module[`get${operation}ResponseMock`];
        if (typeof responseMock !== 'function') return [(factory as HandlerFactory)()];
        return [
          (factory as HandlerFactory)(({ request }: { request: Request }) =>
            shapeAnswer(request, responseMock as ResponseMock),
          ),
        ];
      }),
    ),
  );
}
