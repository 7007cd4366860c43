// ESLint flat config. Besides the usual recommended rules it enforces the layout boundaries of DESIGN §4, so they
// cannot rot:
//   - client code (src/** outside src/server) never imports src/server (src/mocks may: the demo build runs the
//     server app in the page);
//   - src/components and src/lib never import src/features or src/routes;
//   - a feature resource (features/<area>/<resource>) imports only itself, its area's shared/ folder and the
//     area-level files (strings); never another resource, never another area;
//   - a server module (src/server/modules/<service>) never imports another module's internals: shared code lives in
//     src/server/lib, documents, approval; another module's service only as a type, from its *.service.ts;
//   - no module reads the raw db: tenantScope / sharedTables (a deliberate cross-tenant query says why);
//   - src/server/** (except main.ts and *.node.ts) imports no Node-only module: app.ts runs in the browser too;
//   - src/server/domain knows no HTTP (no hono, no src/server/http);
//   - src/server/db knows no service (no src/server/modules).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));

// --- import restrictions, combined per zone (a later config's rule options replace an earlier one's) ----------

const noServer = {
  patterns: [
    {
      group: ['@/server', '@/server/**', '**/server/**'],
      message: 'Client code must not import src/server (DESIGN §4); use the generated API client.',
    },
  ],
};
const noFeatures = {
  patterns: [
    {
      group: ['@/features', '@/features/**', '**/features/**'],
      message: 'components and lib must not import features (DESIGN §4); move the shared piece here instead.',
    },
  ],
};
const nodeOnlyMessage =
  'src/server/app.ts and what it imports also run in the browser (demo build): no Node-only modules. ' +
  'Put Node-only code in src/server/main.ts or a *.node.ts file and inject it.';
const noNode = {
  // Exact names (paths), not patterns: a pattern `domain` or `path` would also match our own `../domain/...`.
  paths: [
    ...builtinModules.filter((name) => !name.startsWith('_')),
    'pg',
    '@hono/node-server',
    'drizzle-orm/node-postgres',
  ].map((name) => ({ name, message: nodeOnlyMessage })),
  patterns: [
    {
      group: [
        'node:*',
        'pg/*',
        '@hono/node-server/*',
        'drizzle-orm/node-postgres/*',
        'drizzle-orm/*/migrator',
      ],
      message: nodeOnlyMessage,
    },
    {
      group: [
        '**/server/main',
        '**/server/main.ts',
        './main',
        './main.ts',
        '../main',
        '../main.ts',
        '**/*.node',
        '**/*.node.ts',
      ],
      message: nodeOnlyMessage,
    },
  ],
};
const noHttp = {
  paths: [{ name: 'hono', message: 'src/server/domain knows no HTTP (DESIGN §4).' }],
  patterns: [
    {
      group: ['hono/*', '@hono/*', '@/server/http/**', '**/http/**'],
      message: 'src/server/domain knows no HTTP (DESIGN §4).',
    },
  ],
};
const noModules = {
  patterns: [
    {
      group: [
        '@/server/modules/**',
        '**/modules/**',
        '**/*.service',
        '**/*.service.ts',
        '**/*.routes',
        '**/*.routes.ts',
      ],
      message: 'src/server/db (schema, migrations, seed) knows no service (DESIGN §4).',
    },
  ],
};
const noServerEntry = {
  patterns: [
    {
      group: ['**/server/main', '**/server/main.ts', '**/*.node', '**/*.node.ts'],
      message: 'The mocks run in the browser: import the server app (createApp), not its Node entry.',
    },
  ],
};

const restrict = (...groups) => [
  'error',
  {
    paths: groups.flatMap((group) => group.paths ?? []),
    patterns: groups.flatMap((group) => group.patterns ?? []),
  },
];

const NODE_ONLY_FILES = ['src/server/main.ts', 'src/**/*.node.ts'];

// --- a feature resource imports only itself, its area's shared/ folder and the area's own files -----------------
// (features/<area>/<resource>/...: one resource never reaches into another — not even in its area — so documents
// do not couple to each other; what two resources share moves to features/<area>/shared/ (one area) or to
// src/components / src/lib (several). Area-level files, features/<area>/<area>-*.ts(x), hold the area's strings.)

const posix = (file) => relative(root, file).split(sep).join('/');
/** [area, resource] of a path under src/features; resource is undefined for an area-level file. */
const featurePlace = (path) => {
  const match = /^src\/features\/([^/]+)\/(?:([^/]+)\/)?/.exec(path);
  return match ? [match[1], match[2]] : undefined;
};

/** The path (relative to the project) an import names, or undefined for a package. */
const importTarget = (filename, source) => {
  if (source.startsWith('@/')) return posix(resolve(root, 'src', source.slice(2)));
  if (source.startsWith('.')) return posix(resolve(dirname(filename), source));
  return undefined;
};

const importVisitors = (check) => ({
  ImportDeclaration: (node) => check(node, node.source.value),
  ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
  ExportAllDeclaration: (node) => check(node, node.source.value),
  ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
});

const noCrossFeature = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A feature resource imports only itself, its area shared/ folder and area files (DESIGN §4).',
    },
    schema: [],
  },
  create(context) {
    const own = featurePlace(posix(context.filename));
    if (!own) return {};
    const [ownArea, ownResource] = own;
    return importVisitors((node, source) => {
      if (typeof source !== 'string') return;
      const target = importTarget(context.filename, source);
      const place = target && featurePlace(target);
      if (!place) return;
      const [area, resource] = place;
      if (area !== ownArea) {
        context.report({
          node: node.source,
          message: `features/${ownArea} must not import features/${area}: move the shared piece to src/components or src/lib (DESIGN §4).`,
        });
        return;
      }
      // An area-level file (the area's string bundle gathers its resources' strings) may import within its area;
      // a resource may import area-level files, the area's shared/ folder and itself.
      if (ownResource === undefined) return;
      if (resource === undefined || resource === 'shared' || resource === ownResource) return;
      context.report({
        node: node.source,
        message: `features/${ownArea}/${ownResource ?? '(area)'} must not import features/${area}/${resource}: move what both need to features/${area}/shared/ (DESIGN §4).`,
      });
    });
  },
};

// --- a server module never imports another module's internals ----------------------------------------------------
// (src/server/modules/<service>/...: shared code lives in src/server/lib, documents, approval; another module's
// service is reached through the services object, so only its type may be imported, from its *.service.ts)

const serverModule = (path) => /^src\/server\/modules\/([^/]+)\//.exec(path)?.[1];

const noCrossModule = {
  meta: {
    type: 'problem',
    docs: { description: "A server module never imports another module's internals (DESIGN §4)." },
    schema: [],
  },
  create(context) {
    const own = serverModule(posix(context.filename));
    if (!own) return {};
    return importVisitors((node, source) => {
      if (typeof source !== 'string') return;
      const target = importTarget(context.filename, source);
      const other = target && serverModule(target);
      if (!other || other === own) return;
      const typeOnly =
        node.importKind === 'type' ||
        (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
      if (typeOnly && /\.service(\.ts)?$/.test(target)) return;
      context.report({
        node: node.source,
        message: `modules/${own} must not import modules/${other} internals: move shared code to src/server/lib (or documents/, approval/); another module's service comes in through the services object (type-only import of its *.service.ts).`,
      });
    });
  },
};

const noRoutes = {
  patterns: [
    {
      group: ['@/routes', '@/routes/**', '**/routes/**', '**/routeTree.gen', '**/routeTree.gen.ts'],
      message:
        'components and lib must not import routes (DESIGN §4): routes compose them, not the other way round.',
    },
  ],
};

export default defineConfig([
  globalIgnores([
    'src/api/generated/',
    'src/routeTree.gen.ts',
    'dist/',
    'dist-demo/',
    'dist-server/',
    'data/',
    'public/mockServiceWorker.js',
    'drizzle/',
    'test-results/',
    'coverage/',
    '.tanstack/',
    'tmp/',
  ]),

  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    extends: [reactHooks.configs.flat.recommended],
  },

  // console: the server's entry, scripts, tests and benchmarks print; the rest logs through its logger.
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    ignores: ['src/server/main.ts', 'scripts/**', 'tests/**', 'bench/**'],
    rules: { 'no-console': 'warn' },
  },

  // --- boundaries (DESIGN §4) ---
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**', 'src/mocks/**'],
    rules: { 'no-restricted-imports': restrict(noServer) },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(noServer, noFeatures, noRoutes) },
  },
  {
    files: ['src/mocks/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(noServerEntry) },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { boundaries: { rules: { 'no-cross-feature': noCrossFeature } } },
    rules: { 'boundaries/no-cross-feature': 'error' },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    plugins: { 'server-boundaries': { rules: { 'no-cross-module': noCrossModule } } },
    rules: { 'server-boundaries/no-cross-module': 'error' },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: NODE_ONLY_FILES,
    rules: { 'no-restricted-imports': restrict(noNode) },
  },
  {
    files: ['src/server/domain/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(noHttp) },
  },
  {
    files: ['src/server/domain/**/*.ts'],
    ignores: NODE_ONLY_FILES,
    rules: { 'no-restricted-imports': restrict(noNode, noHttp) },
  },
  // Tenancy by construction (DESIGN §5): modules read and write through tenantScope(db, tenant) or, for the
  // tables every tenant shares, sharedTables(db); the raw db (db, tx, on) is for the scope itself. A deliberate
  // cross-tenant query (sign-in by tenant id, the platform's tenant admin) says why in an eslint-disable-next-line.
  {
    files: ['src/server/modules/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.object.type='Identifier'][callee.object.name=/^(db|tx|on|database)$/][callee.property.name=/^(select|selectDistinct|insert|update|delete|execute)$/]",
          message:
            'Raw db in a module: go through tenantScope(db, tenantId) (from/innerJoin/count/select/insert/update/delete) or sharedTables(db) for tables without a tenant column; a deliberate cross-tenant query needs an eslint-disable-next-line with the reason.',
        },
      ],
    },
  },
  {
    files: ['src/server/db/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(noModules) },
  },
  {
    files: ['src/server/db/**/*.ts'],
    ignores: NODE_ONLY_FILES,
    rules: { 'no-restricted-imports': restrict(noNode, noModules) },
  },
]);
