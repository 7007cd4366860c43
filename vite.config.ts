import { tanstackRouter } from '@tanstack/router-plugin/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { copyFileSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import type * as SignInPrerender from './src/app/sign-in-prerender';
import { ACCESS_TOKEN_COOKIE } from './src/lib/session-cookie';

/**
 * The demo is a static folder: hosts that serve 404.html for unknown paths (GitHub Pages and the like) then
 * still open deep links such as /wel/index. Hosts with an SPA fallback (nginx `try_files $uri /index.html`)
 * do not need it.
 */
function spaFallbackPage(): Plugin {
  let outDir = 'dist';
  return {
    name: 'spa-fallback-404',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const index = join(outDir, 'index.html');
      if (existsSync(index)) copyFileSync(index, join(outDir, '404.html'));
    },
  };
}

/**
 * Vite copies public/ into every build; the MSW worker script there belongs to the mock and demo builds only,
 * so the production build drops it (nothing could register it anyway: msw is not in that bundle).
 */
function withoutMockWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'without-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/** Text assets worth a compressed copy; images, fonts and wasm are either compressed already or served rarely. */
const TEXT_ASSET = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * The production build writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every text
 * asset, once at build time, so the server (src/server/static.node.ts) or a reverse proxy with brotli_static /
 * gzip_static only picks a file and never compresses per request. Node's own zlib does both formats, so this
 * needs no plugin dependency. A copy that would not be smaller is not written (the server then sends the original).
 */
function precompressedCopies(): Plugin {
  let outDir = 'dist';
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'precompressed-copies',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After the other plugins' closeBundle (the mock worker is gone by then, 404.html is written).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: async () => {
        if (!existsSync(outDir)) return;
        const files = walk(outDir).filter((file) => TEXT_ASSET.test(file));
        await Promise.all(
          files.map(async (file) => {
            const source = await readFile(file);
            const [br, gzipped] = await Promise.all([
              brotli(source, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
                  [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gz(source, { level: 9 }),
            ]);
            if (br.length < source.length) await writeFile(`${file}.br`, br);
            if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
          }),
        );
      },
    },
  };
}

/**
 * What the first page needs beyond the entry, fetched alongside it instead of one round trip later (≈150 ms on
 * a slow mobile link) by an inline script in index.html, following src/main.tsx's choice:
 * - at /login without a session cookie: the router-less sign-in app (src/app/sign-in-app.tsx) and its imports;
 * - anywhere else: the app with its router (src/app/router-app.tsx), every screen's route definitions
 *   (src/routeTree.gen.ts) and their imports; without a session cookie also the router's sign-in page, where the
 *   guard will send the visitor.
 * First in <head>: an inline script after the stylesheet link would wait for the stylesheet.
 */
function firstPagePreload(): Plugin {
  let base = '/';
  return {
    name: 'first-page-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const facade = (module: string) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/src/${module}`));
          if (!chunk) {
            throw new Error(
              `first-page-preload: src/${module} is not a lazy chunk of its own (the entry must import it dynamically)`,
            );
          }
          return chunk;
        };
        if (!entry) throw new Error('first-page-preload: the build has no entry chunk');
        const signInApp = facade('app/sign-in-app.tsx');
        const routerApp = facade('app/router-app.tsx');
        const routeTree = facade('routeTree.gen.ts');
        const routerSignIn = facade('app/router-sign-in.tsx');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (start: string, into: Set<string>) => {
          if (into.has(start)) return into;
          into.add(start);
          for (const imported of byName.get(start)?.imports ?? []) closure(imported, into);
          return into;
        };
        const loaded = closure(entry.fileName, new Set());
        const beyondEntry = (...starts: { fileName: string }[]) =>
          JSON.stringify(
            [...new Set(starts.flatMap((chunk) => [...closure(chunk.fileName, new Set())]))]
              .filter((file) => !loaded.has(file))
              .map((file) => base + file),
          );
        const script =
          `(function(){var p=location.pathname,s=/(^|;\\s*)${ACCESS_TOKEN_COOKIE}=[^;]/.test(document.cookie),f;` +
          `if(p==='/login'&&!s)f=${beyondEntry(signInApp)};` +
          `else{f=${beyondEntry(routerApp, routeTree)};if(!s)f=f.concat(${beyondEntry(routerSignIn)})}` +
          `f.forEach(function(h,i){if(f.indexOf(h)<i)return;var l=document.createElement('link');` +
          `l.rel='modulepreload';l.href=h;document.head.appendChild(l)})})()`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
  };
}

/** The build-time constants of the real-server build (mode default); the mock and demo modes set their own. */
function envDefines(mode: string): Record<string, string> {
  return {
    // The demo answers /api in the page: always same-origin.
    'import.meta.env.VITE_API_BASE_URL': JSON.stringify(
      mode === 'demo' ? '' : (process.env.API_BASE_URL ?? ''),
    ),
    'import.meta.env.VITE_MOCK': JSON.stringify(mode === 'mock' ? 'faker' : mode === 'demo' ? 'pglite' : ''),
    'import.meta.env.VITE_DEMO_CAPTCHA_TEST_HOOK': JSON.stringify(
      mode === 'demo' && process.env.DEMO_CAPTCHA_TEST_HOOK === 'on' ? 'on' : '',
    ),
  };
}

/**
 * login.html: index.html with the sign-in form already drawn (src/app/sign-in-prerender.tsx), which the server
 * sends for /login without a session (src/server/static.node.ts). The form shows when the HTML and stylesheet
 * are in; the JavaScript then takes it over instead of drawing it. Written before the compressed copies.
 */
function signInPrerender(mode: string): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'sign-in-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    closeBundle: {
      sequential: true,
      handler: async () => {
        const { module } = await runnerImport<typeof SignInPrerender>(
          '/src/app/sign-in-prerender.tsx',
          {
            configFile: false,
            root,
            logLevel: 'error',
            resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
            define: envDefines(mode),
          },
        );
        const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
        await writeFile(join(outDir, 'login.html'), await module.loginPageHtml(indexHtml));
      },
    },
  };
}

// Modes: default (real server), `mock` (generated MSW handlers), `demo` (the Hono app on PGlite in the page).
export default defineConfig(({ mode }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    ...(mode === 'demo'
      ? [spaFallbackPage()]
      : mode === 'mock'
        ? []
        : [withoutMockWorker(), firstPagePreload(), signInPrerender(mode), precompressedCopies()]),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: envDefines(mode),
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 8080}`, changeOrigin: false } },
  },
  build: {
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each entry and route pulls in, for the sign-in budget check
    // (tests/build/bundle-checks.ts). The server never serves dot-folders.
    manifest: mode !== 'demo',
    chunkSizeWarningLimit: mode === 'demo' ? 3000 : 1500,
    // The sign-in page's small shared modules (also used by the shell) in one chunk instead of several tiny
    // ones: keeps the sign-in route within its 150 kB gzip budget (DESIGN §9).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React alone: the sign-in page (src/app/sign-in-app.tsx) runs without the router and the query cache.
            { name: 'framework', test: /node_modules\/(react|react-dom|scheduler)\// },
            {
              name: 'router',
              test: /node_modules\/(use-sync-external-store|@tanstack\/(react-router|router-core|history|store|react-store))\//,
            },
            { name: 'query', test: /node_modules\/@tanstack\/(query-core|react-query)\// },
            {
              name: 'signin-kit',
              test: /src\/(components\/ui\/(button|card|input|label|form-field|password-input|spinner|slot|toast-host)|lib\/(cn|notify|store|password-change|page-title|paths|download)|components\/layout\/(brand-mark|language-switch)|app\/wire-http|lib\/token-refresh|api\/generated\/blade-auth\/endpoints\/oauth\/oauth|features\/auth\/(auth-shell|sign-in-navigation|use-fetched|sign-in-api))\.tsx?$|node_modules\/clsx\/|node_modules\/lucide-react\/dist\/esm\/icons\/refresh-cw\.mjs$/,
            },
          ],
        },
      },
    },
  },
}));
