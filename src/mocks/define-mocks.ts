import type { RequestHandler } from 'msw';

/**
 * The per-screen mock pattern. A feature keeps its hand-written answers beside its screens in
 * `src/features/<area>/<name>.mocks.ts`:
 *
 *   export const mocks = defineMocks({
 *     defaults: () => [...],                       // always on in `npm run dev:mock`, over the generated ones
 *     scenarios: {                                 // opt-in states to work on
 *       empty: () => [emptyPage(getGetPostListMockHandler)],
 *       error: () => [failure(getGetPostListMockHandler, '服务器异常')],
 *     },
 *   });
 *
 * dev:mock picks scenarios with `?mock=<name>/<scenario>` (comma-separated; `?mock=` clears; remembered for the
 * tab) or from the banner's menu. Client tests use the same handlers: `server.use(...mocks.scenarios.empty())`.
 * See src/mocks/README.md.
 */
export interface FeatureMocks {
  /** What the screens need to be usable on mock data (e.g. a displayable captcha); applied in dev:mock. */
  defaults?: () => RequestHandler[];
  /** Named states a developer or a test opts into (empty list, error answer, ...). */
  scenarios?: Record<string, () => RequestHandler[]>;
}

export const defineMocks = <T extends FeatureMocks>(mocks: T): T => mocks;

/** An orval `get<Op>MockHandler`: takes a fixed answer or a function of the request. */
type HandlerFactory<T> = (override?: (info: { request: Request }) => T) => RequestHandler;

/** The operation answers an empty page (for list screens' empty state). */
export function emptyPage<T>(factory: HandlerFactory<T>): RequestHandler {
  return factory(({ request }) => {
    const query = new URL(request.url).searchParams;
    const page = {
      records: [],
      total: 0,
      size: Number(query.get('size')) || 10,
      current: Number(query.get('current')) || 1,
      pages: 0,
    };
    return { code: 200, success: true, msg: '操作成功', data: page } as T;
  });
}

/** The operation fails with a BladeX error envelope (judged by its body, as SPEC §8 says). */
export function failure<T>(factory: HandlerFactory<T>, msg = '服务器异常', code = 500): RequestHandler {
  return factory(() => ({ code, success: false, msg, data: null }) as T);
}

/**
 * The operation answers "nothing": an empty page when the request is paged (it sends `current`/`size`), else an
 * empty list or tree. For a screen's `empty` scenario without caring which kind its list is.
 */
export function emptyAnswer<T>(factory: HandlerFactory<T>): RequestHandler {
  return factory(({ request }) => {
    const query = new URL(request.url).searchParams;
    if (!query.has('current') && !query.has('size'))
      return { code: 200, success: true, msg: '操作成功', data: [] } as T;
    const page = {
      records: [],
      total: 0,
      size: Number(query.get('size')) || 10,
      current: Number(query.get('current')) || 1,
      pages: 0,
    };
    return { code: 200, success: true, msg: '操作成功', data: page } as T;
  });
}

/** A list screen's two standard scenarios over its list operations: `empty` and `error` (服务器异常). */
export function listScenarios(
  ...factories: HandlerFactory<never>[]
): Record<'empty' | 'error', () => RequestHandler[]> {
  return {
    empty: () => factories.map((factory) => emptyAnswer(factory)),
    error: () => factories.map((factory) => failure(factory, '服务器异常')),
  };
}
