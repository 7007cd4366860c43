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

export function generatedHandlers(): RequestHandler[] {
  return Object.values(modules).flatMap((module) =>
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
  );
}
