import { tanstackRouter } from '@tanstack/router-plugin/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

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

// Modes: default (real server), `mock` (generated MSW handlers), `demo` (the Hono app on PGlite in the page).
export default defineConfig(({ mode }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    ...(mode === 'demo' ? [spaFallbackPage()] : mode === 'mock' ? [] : [withoutMockWorker()]),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    // The demo answers /api in the page: always same-origin.
    'import.meta.env.VITE_API_BASE_URL': JSON.stringify(
      mode === 'demo' ? '' : (process.env.API_BASE_URL ?? ''),
    ),
    'import.meta.env.VITE_MOCK': JSON.stringify(mode === 'mock' ? 'faker' : mode === 'demo' ? 'pglite' : ''),
    'import.meta.env.VITE_DEMO_CAPTCHA_TEST_HOOK': JSON.stringify(
      mode === 'demo' && process.env.DEMO_CAPTCHA_TEST_HOOK === 'on' ? 'on' : '',
    ),
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 8080}`, changeOrigin: false } },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: mode === 'demo' ? 3000 : 1500,
    // The sign-in page's small shared modules (also used by the shell) in one chunk instead of several tiny
    // ones: keeps the sign-in route within its 150 kB gzip budget (DESIGN §9).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'signin-kit',
              test: /src\/(components\/ui\/(button|card|input|label|form-field|password-input|spinner|slot)|lib\/cn|components\/layout\/(brand-mark|language-switch)|features\/auth\/auth-shell)\.tsx?$|node_modules\/(clsx|tailwind-merge)\//,
            },
          ],
        },
      },
    },
  },
}));
