// ESLint flat config. Besides the usual recommended rules it enforces the layout boundaries of DESIGN §4, so they
// cannot rot:
//   - client code (src/** outside src/server) never imports src/server (src/mocks may: the demo build runs the
//     server app in the page);
//   - src/components and src/lib never import src/features, and one feature area never imports another;
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

// --- a feature area never imports another one ------------------------------------------------------------------
// (features/<area>/<resource>/...: resources of one area may share code; across areas it goes to components or lib)

const featureArea = (file) =>
  /^src\/features\/([^/]+)\//.exec(relative(root, file).split(sep).join('/'))?.[1];

const noCrossFeature = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature area does not import another feature area (DESIGN §4).' },
    schema: [],
  },
  create(context) {
    const own = featureArea(context.filename);
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('@/')) target = resolve(root, 'src', source.slice(2));
      else if (source.startsWith('.')) target = resolve(dirname(context.filename), source);
      else return;
      const area = featureArea(target + sep);
      if (area && area !== own) {
        context.report({
          node,
          message: `features/${own} must not import features/${area}: move the shared piece to src/components or src/lib (DESIGN §4).`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default defineConfig([
  globalIgnores([
    'src/api/generated/',
    'src/routeTree.gen.ts',
    'dist/',
    'dist-demo/',
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
    rules: { 'no-restricted-imports': restrict(noServer, noFeatures) },
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
