import type { RequestHandler } from 'msw';

/**
 * Every generated MSW handler: each orval `<tag>.msw.ts` exports one aggregator `get<Tag>Mock()` returning
 * its handlers. They are collected by file glob so a new service or tag is mocked without editing this file.
 */
const modules = import.meta.glob<Record<string, unknown>>('../api/generated/*/endpoints/*/*.msw.ts', {
  eager: true,
});

function isAggregator(name: string, value: unknown): value is () => RequestHandler[] {
  // Per-operation exports are get<Op>ResponseMock (data) and get<Op>MockHandler; the aggregator is get<Tag>Mock.
  return typeof value === 'function' && /^get\w+Mock$/.test(name) && !name.endsWith('ResponseMock');
}

export function generatedHandlers(): RequestHandler[] {
  return Object.values(modules).flatMap((module) =>
    Object.entries(module).flatMap(([name, value]) => (isAggregator(name, value) ? value() : [])),
  );
}
