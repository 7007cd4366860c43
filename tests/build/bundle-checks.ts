// Checks on built bundles, run by the e2e runner (tests/e2e/run.ts) as part of `npm test`, or alone:
//   tsx tests/build/bundle-checks.ts            build the demo into dist-demo and audit it; audit dist/ if built
//   tsx tests/build/bundle-checks.ts --sign-in  only the sign-in budget of dist/ (after vite build)
//
// 1. The demo build (`vite build --mode demo`) runs the server app in the browser: it must not pull in a
//    Node-only module. An audit plugin records every import vite turns into its `__vite-browser-external` stub
//    (a Node built-in in browser code) and every module of the graph; only PGlite's own environment switches
//    (it picks node:fs & co. only when it runs under Node) are allowed.
// 2. The production build must contain no mock code: no msw, no faker, no in-page server, no demo furniture.
// 3. The sign-in route's JavaScript, compressed as the server sends it, stays within its budget (DESIGN §9).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

const root = resolve(import.meta.dirname, '../..');

export interface CheckResult {
  name: string;
  problems: string[];
  /** Extra lines for the log (sizes). */
  info: string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Demo build

/** Importers allowed to name Node built-ins: PGlite's Node-only branches, never taken in a browser. */
const ALLOWED_NODE_IMPORTERS = [/\/node_modules\/@electric-sql\/pglite\//];
/** Modules that must never be in the browser graph at all. */
const FORBIDDEN_MODULES: [RegExp, string][] = [
  [/\/node_modules\/(pg|pg-pool|pg-protocol|pg-connection-string|pgpass)\//, 'node-postgres'],
  [/\/node_modules\/@hono\/node-server\//, '@hono/node-server'],
  [/\/node_modules\/drizzle-orm\/node-postgres\//, 'drizzle-orm/node-postgres'],
  [/\/node_modules\/drizzle-orm\/[^/]+\/migrator\.js$/, "drizzle's migrator (node:fs)"],
  [/\/src\/server\/main\.ts$/, 'the Node server entry'],
  [/\.node\.ts$/, 'a Node-only *.node.ts module'],
];

const BUILTINS = new Set(builtinModules.filter((name) => !name.startsWith('_')));
const isBuiltin = (source: string) =>
  source.startsWith('node:') || BUILTINS.has(source) || BUILTINS.has(source.split('/')[0] ?? '');
const shortPath = (id: string) => relative(root, id.replace(/\?.*$/, '')) || id;

interface NodeImport {
  source: string;
  importer: string;
}

/** Records Node built-ins that resolve to vite's browser stub, and the ids of every module loaded. */
function nodeOnlyAudit(nodeImports: NodeImport[], moduleIds: Set<string>): Plugin {
  return {
    name: 'node-only-audit',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !isBuiltin(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // An npm polyfill of the same name (e.g. `events`) is browser code; the stub or an external is not.
      if (!resolved || resolved.external || resolved.id.includes('__vite-browser-external')) {
        nodeImports.push({ source, importer });
      }
      return resolved;
    },
    moduleParsed(info) {
      moduleIds.add(info.id);
    },
  };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const gzipKb = (files: string[]) =>
  (files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0) / 1024).toFixed(0);
const rawKb = (files: string[]) =>
  (files.reduce((sum, file) => sum + statSync(file).size, 0) / 1024).toFixed(0);

/** Builds the demo into `outDir` (as `npm run build:demo` does) and audits it. */
export async function buildAndCheckDemo(outDir = join(root, 'dist-demo')): Promise<CheckResult> {
  const name = 'the demo build (vite build --mode demo) pulls in no Node-only module';
  const problems: string[] = [];
  const nodeImports: NodeImport[] = [];
  const moduleIds = new Set<string>();
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode: 'demo',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
      plugins: [nodeOnlyAudit(nodeImports, moduleIds)],
    });
  } catch (error) {
    return {
      name,
      problems: [`the build failed: ${error instanceof Error ? error.message : String(error)}`],
      info: [],
    };
  }

  for (const { source, importer } of nodeImports) {
    if (!ALLOWED_NODE_IMPORTERS.some((allowed) => allowed.test(importer))) {
      problems.push(`${shortPath(importer)} imports the Node-only module "${source}"`);
    }
  }
  for (const id of moduleIds) {
    const hit = FORBIDDEN_MODULES.find(([pattern]) => pattern.test(id));
    if (hit) problems.push(`${hit[1]} is in the browser bundle: ${shortPath(id)}`);
  }
  if (![...moduleIds].some((id) => id.endsWith('/src/server/app.ts'))) {
    problems.push('src/server/app.ts is not in the demo bundle: the audit saw no server code');
  }

  const files = walk(outDir);
  for (const file of files.filter((f) => /\.(js|mjs)$/.test(f))) {
    // A bare node: import left in the output would fail in every browser. (PGlite's Emscripten code also says
    // require("node:fs"), through a require it creates only under Node: not an import.)
    const code = readFileSync(file, 'utf8');
    const literal = /(?:\bfrom\s*|\bimport\s*\(\s*)["'`]node:[\w/]+["'`]/.exec(code);
    if (literal) problems.push(`${shortPath(file)} still imports ${literal[0]}`);
  }
  for (const required of ['index.html', '404.html', 'mockServiceWorker.js']) {
    if (!files.includes(join(outDir, required)))
      problems.push(`${required} is missing from ${shortPath(outDir)}`);
  }

  const database = files.filter((f) => /\.(wasm|data)$/.test(f));
  const app = files.filter((f) => !database.includes(f) && !f.endsWith('404.html'));
  // The in-page server: the demo runtime chunk (server app, drizzle, hono, msw, PGlite's JS) and PGlite's
  // split-off chunks (named after its own dist files, chunk-<HASH>).
  const serverChunk = app.filter((f) => /\/assets\/(runtime|chunk-[A-Z0-9]{8})-[\w-]+\.js$/.test(f));
  return {
    name,
    problems,
    info: [
      `demo bundle (gzip): app ${gzipKb(app)} KB (of which the in-page server and database JS ${gzipKb(serverChunk)} KB), ` +
        `database wasm+data ${gzipKb(database)} KB (${rawKb(database)} KB raw)`,
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Production build

const MOCK_SIGNATURES: [string, string][] = [
  ['MOCKING_ENABLED', 'msw'],
  ['INTEGRITY_CHECK_REQUEST', 'msw'],
  ['mockServiceWorker', 'msw'],
  ['@faker-js/faker', 'faker'],
  ['__vite-browser-external', 'a Node module stub (the demo server)'],
  ['idb://', 'PGlite (the demo database)'],
  ['purchasing-demo', 'the demo runtime'],
  ['mock-banner', 'the mock banner'],
  ['demo-accounts', 'the demo accounts'],
];

/** The production bundle in `dir` (built by `vite build`) holds no mock or demo code. */
export function checkProductionBundle(dir = join(root, 'dist')): CheckResult {
  const name = 'the production build (vite build) contains no msw, faker or demo code';
  const problems: string[] = [];
  let files: string[];
  try {
    files = walk(dir).filter((f) => /\.(js|mjs|html|css)$/.test(f));
  } catch {
    return { name, problems: [`${shortPath(dir)} is missing: run vite build first`], info: [] };
  }
  if (!files.some((f) => f.endsWith('index.html'))) problems.push(`${shortPath(dir)}/index.html is missing`);
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    for (const [signature, what] of MOCK_SIGNATURES) {
      if (code.includes(signature)) problems.push(`${shortPath(file)} contains "${signature}" (${what})`);
    }
  }
  const names = walk(dir).map((f) => relative(dir, f));
  for (const name of names) {
    if (/mockServiceWorker|\.wasm$|pglite/i.test(name))
      problems.push(`${name} is shipped in the production build`);
  }
  const js = files.filter((f) => /\.m?js$/.test(f));
  return { name, problems, info: [`production bundle: ${js.length} JS files, ${gzipKb(js)} KB gzip in all`] };
}

// ---------------------------------------------------------------------------------------------------------------
// Sign-in budget

/** DESIGN §9 / issue 19: the sign-in route fetches at most 150 kB of compressed JavaScript. */
export const SIGN_IN_BUDGET_BYTES = 150_000;

/** A page opened at /login: the router-less sign-in app, a lazy chunk the entry imports (src/main.tsx). */
const SIGN_IN_PAGE = 'src/app/sign-in-app.tsx';
/** The router and the query cache, one chunk (vite.config.ts), which the sign-in page runs without. */
const ROUTER_CHUNK_NAME = 'router';
/** The app with its router: what every first page but the sign-in page loads besides the route tree. */
const ROUTER_APP = 'src/app/router-app.tsx';
/** Every screen's route definitions (paths, search parsing, loaders): a lazy chunk since issue 19. */
const ROUTE_TREE = 'src/routeTree.gen.ts';

/**
 * What the generated route tree may weigh, gzip: its chunk and what it imports beyond the entry, at most
 * ROUTE_TREE_FIXED_BYTES plus ROUTE_TREE_BYTES_PER_ROUTE a route. The sign-in page does not load it; every
 * other first page does, before its screen's own chunk (src/app/router.ts).
 *
 * Measured at the introduction: 76 routes, 26.3 kB, of which some 12 kB do not depend on the number of routes
 * (tailwind-merge, installed by the root route, 8.5 kB; the list-search parsers, the document route states and
 * the area string loaders). Twenty extra routes (ten list routes with search parsing, ten detail routes with a
 * loader) added 56 B each; a route with its own search file, or a document loader with its generated getter,
 * some 200–700 B. 250 B a route leaves room for those as the procurement screens land (today's 76 routes may
 * weigh 31 kB), and fails when route files stop being thin: a validation library or a screen's module pulled
 * into a route's critical part (zod alone adds ~27 kB).
 */
export const ROUTE_TREE_FIXED_BYTES = 12_000;
export const ROUTE_TREE_BYTES_PER_ROUTE = 250;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The files of `roots` (manifest keys) and of everything they import statically. */
function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return files;
}

/** Compressed sizes of the JavaScript among `files` as the server sends them; a missing copy is a problem. */
function servedSizes(dir: string, files: Iterable<string>, problems: string[]) {
  let brotli = 0;
  let gzip = 0;
  const sizes: [number, string][] = [];
  for (const file of [...files].filter((f) => /\.m?js$/.test(f))) {
    const path = join(dir, file);
    for (const copy of ['br', 'gz']) {
      if (!existsSync(`${path}.${copy}`)) problems.push(`${file} has no precompressed .${copy} copy`);
    }
    if (!existsSync(`${path}.br`) || !existsSync(`${path}.gz`)) continue;
    const size = statSync(`${path}.br`).size;
    brotli += size;
    gzip += statSync(`${path}.gz`).size;
    sizes.push([size, file]);
  }
  return { brotli, gzip, sizes };
}

/**
 * The JavaScript a browser fetches for /login, from the build manifest: the page's entry with everything it
 * imports statically, plus the sign-in page's lazy chunk (the router loads it before it renders the route; the
 * preload script in index.html fetches it beside the entry) with its imports. Each file counted as the server
 * sends it: its brotli copy to a current browser, its gzip copy to a client (or a proxy) without brotli; both
 * totals are held to the budget. A missing copy is a problem: the server would send that file uncompressed.
 *
 * So that the budget holds as screens are added, none of those bytes may be per screen: neither the route tree
 * nor any route file's chunk is among them (each new route costs the sign-in page 0 B), and the route tree
 * itself stays within ROUTE_TREE_FIXED_BYTES + ROUTE_TREE_BYTES_PER_ROUTE a route.
 */
export function checkSignInBudget(dir = join(root, 'dist'), budget = SIGN_IN_BUDGET_BYTES): CheckResult {
  const name =
    `the sign-in route fetches at most ${budget / 1000} kB of compressed JavaScript (brotli and gzip), ` +
    `none of it per route; the route tree at most ${ROUTE_TREE_FIXED_BYTES / 1000} kB + ` +
    `${ROUTE_TREE_BYTES_PER_ROUTE} B gzip a route; login.html has the form drawn in every language`;
  const manifestPath = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    return { name, problems: [`${shortPath(manifestPath)} is missing: run vite build first`], info: [] };
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const problems: string[] = [];
  if (!manifest['index.html']?.isEntry) problems.push('the manifest has no index.html entry');
  if (!manifest[SIGN_IN_PAGE]?.isDynamicEntry)
    problems.push(`the manifest has no lazy chunk of ${SIGN_IN_PAGE}`);
  if (!manifest[ROUTE_TREE]?.isDynamicEntry)
    problems.push(`${ROUTE_TREE} is not a lazy chunk: every route would weigh on the sign-in page`);

  const files = staticClosure(manifest, ['index.html', SIGN_IN_PAGE]);
  const { brotli, gzip, sizes } = servedSizes(dir, files, problems);
  for (const [total, format] of [
    [brotli, 'brotli'],
    [gzip, 'gzip'],
  ] as const) {
    if (total > budget)
      problems.push(
        `${(total / 1000).toFixed(1)} kB of ${format} JavaScript, over the ${budget / 1000} kB budget`,
      );
  }
  // Per route: the chunk of the route tree, or of any route file (src/routes/*, incl. its split parts).
  for (const [key, chunk] of Object.entries(manifest)) {
    if ((key === ROUTE_TREE || key.startsWith('src/routes/')) && files.has(chunk.file))
      problems.push(
        `the sign-in route loads ${chunk.file}, the chunk of ${key}: its size would grow per route`,
      );
  }

  for (const chunk of Object.values(manifest)) {
    if (chunk.name === ROUTER_CHUNK_NAME && files.has(chunk.file))
      problems.push(`the sign-in route loads ${chunk.file}, the router and the query cache it runs without`);
  }

  // The route tree (loaded by every other first page): its chunk and its imports beyond the entry and the app
  // with its router (src/app/router-app.tsx), which every other first page loads whatever the number of routes.
  const routeCount = [...readFileSync(join(root, ROUTE_TREE), 'utf8').matchAll(/RouteImport\.update\(/g)]
    .length;
  const entryFiles = staticClosure(manifest, ['index.html', ROUTER_APP]);
  const treeFiles = [...staticClosure(manifest, [ROUTE_TREE])].filter((file) => !entryFiles.has(file));
  const tree = servedSizes(dir, treeFiles, problems);
  const treeBudget = ROUTE_TREE_FIXED_BYTES + ROUTE_TREE_BYTES_PER_ROUTE * routeCount;
  if (!routeCount) problems.push(`${ROUTE_TREE} lists no route`);
  if (tree.gzip > treeBudget)
    problems.push(
      `the route tree weighs ${(tree.gzip / 1000).toFixed(1)} kB gzip for ${routeCount} routes, over ` +
        `${(treeBudget / 1000).toFixed(1)} kB: keep route files thin (search parsing without libraries, ` +
        `components and screen modules in the lazy part)`,
    );

  // login.html, what /login without a session gets: the form drawn at build time in every language.
  const loginPage = join(dir, 'login.html');
  let loginPageInfo = 'login.html: missing';
  if (!existsSync(loginPage)) {
    problems.push('login.html is missing: the sign-in form would wait for the JavaScript to draw it');
  } else {
    const html = readFileSync(loginPage, 'utf8');
    const drawn = html.match(/<div id="root" data-prerendered="zh">([\s\S]*?)<\/div><template/)?.[1] ?? '';
    if (!/<form[\s\S]*type="submit"/.test(drawn) || !drawn.includes('id="login-username"'))
      problems.push('login.html has no sign-in form drawn in #root (data-prerendered="zh")');
    if (!/<template id="sign-in-en">[\s\S]*type="submit"[\s\S]*<\/template>/.test(html))
      problems.push('login.html has no English drawing of the form (<template id="sign-in-en">)');
    if (!existsSync(`${loginPage}.br`) || !existsSync(`${loginPage}.gz`))
      problems.push('login.html has no precompressed copies');
    else
      loginPageInfo =
        `login.html (form drawn, zh and en): ${(statSync(`${loginPage}.br`).size / 1000).toFixed(1)} kB brotli, ` +
        `${(statSync(`${loginPage}.gz`).size / 1000).toFixed(1)} kB gzip`;
  }

  const largest = sizes
    .sort((a, b) => b[0] - a[0])
    .slice(0, 4)
    .map(([size, file]) => `${file.replace(/^assets\//, '')} ${(size / 1000).toFixed(1)}`)
    .join(', ');
  return {
    name,
    problems,
    info: [
      `sign-in route: ${sizes.length} JS files, ${(brotli / 1000).toFixed(1)} kB brotli, ` +
        `${(gzip / 1000).toFixed(1)} kB gzip (as served); largest (kB, brotli): ${largest}`,
      `route tree (not on the sign-in route): ${routeCount} routes, ${treeFiles.length} JS files, ` +
        `${(tree.gzip / 1000).toFixed(1)} kB gzip (budget ${(treeBudget / 1000).toFixed(1)} kB)`,
      loginPageInfo,
    ],
  };
}

// Run directly: tsx tests/build/bundle-checks.ts
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = process.argv.includes('--sign-in')
    ? [checkSignInBudget()]
    : [await buildAndCheckDemo(), checkProductionBundle(), checkSignInBudget()];
  for (const result of results) {
    console.log(`${result.problems.length ? '✗' : '✓'} ${result.name}`);
    for (const line of [...result.problems, ...result.info]) console.log(`    ${line}`);
  }
  process.exit(results.some((r) => r.problems.length) ? 1 : 0);
}
