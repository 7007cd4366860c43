import type { RequestHandler } from 'msw';
import type { FeatureMocks } from './define-mocks';
import { generatedHandlers, literalPathsFirst } from './handlers';

/** Every feature's `*.mocks.ts` (see ./define-mocks.ts), keyed by its name: `auth` for auth/auth.mocks.ts. */
const files = import.meta.glob<FeatureMocks>('../features/**/*.mocks.ts', { eager: true, import: 'mocks' });

const byName = new Map(
  Object.entries(files).map(([path, mocks]) => [path.replace(/^.*\/([^/]+)\.mocks\.ts$/, '$1'), mocks]),
);

/** All features' defaults, for dev:mock (before the generated handlers: MSW takes the first match). */
export function featureDefaults(): RequestHandler[] {
  return [...byName.values()].flatMap((mocks) => mocks.defaults?.() ?? []);
}

/** `auth/wrong-password` style ids of every scenario. */
export function scenarioIds(): string[] {
  return [...byName].flatMap(([name, mocks]) =>
    Object.keys(mocks.scenarios ?? {}).map((s) => `${name}/${s}`),
  );
}

/**
 * `a/b, c/d` (the `?mock=` value) split into the scenarios that exist and those that do not: a misspelt or
 * removed name must say so rather than be ignored silently.
 */
export function parseScenarios(text: string): { known: string[]; unknown: string[] } {
  const ids = text
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const all = new Set(scenarioIds());
  return { known: ids.filter((id) => all.has(id)), unknown: ids.filter((id) => !all.has(id)) };
}

export function scenarioHandlers(ids: readonly string[]): RequestHandler[] {
  return ids.flatMap((id) => {
    const [name = '', scenario = ''] = id.split('/');
    return byName.get(name)?.scenarios?.[scenario]?.() ?? [];
  });
}

/**
 * Everything dev:mock answers with, in MSW's order: the picked scenarios, the features' defaults, the generated
 * handlers, each layer before the next for the same route, and literal paths before parameters across all of
 * them. A feature's `/:id` (a bill's detail) must not answer `/projectManagerList` of the generated ones: the
 * editor crashed on a single record where it expected a list. So layers are not stacked with `use()` (which
 * puts a handler before every other), but sorted as one list.
 */
export function devMockHandlers(scenarios: readonly string[] = []): RequestHandler[] {
  return literalPathsFirst([...scenarioHandlers(scenarios), ...featureDefaults(), ...generatedHandlers()]);
}
