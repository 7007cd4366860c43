import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // Vitest's default is one worker fewer than the cores: a single worker on CI's 2-core machine, which leaves a
      // core idle while a file waits on PGlite or PostgreSQL. One worker per core.
      maxWorkers: Math.max(2, availableParallelism()),
      reporters: ['default', './tests/summary-reporter.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'client',
            environment: 'jsdom',
            include: ['tests/client/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/client/setup.ts'],
            // The demo database, built once per run and copied into each page test that starts the real backend.
            globalSetup: ['tests/support/global-setup.ts'],
            // Screens render the whole app (lazy route tree, real server in-process for some files): seconds on a
            // busy 2-core machine, so the 5 s default would fail by load rather than by behaviour.
            testTimeout: 20_000,
            // Files share a worker's modules and jsdom: React, the router, react-query, Radix and the route tree
            // load once per worker instead of once per file. Safe because the setup puts back, after each file,
            // what a file can leave behind (tests/client/support/between-files.ts), every file gets the same
            // module mocks (tests/client/setup.ts) and the real backend is a new database per file.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/build/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // The seeded database, built once per run and copied into each file that asks for one.
            globalSetup: ['tests/support/global-setup.ts'],
            // Files share a worker's module cache: the server's module graph loads once per worker instead of once
            // per file (seconds each). Safe because server state hangs off each file's own database and app (the
            // caches are keyed by Database), and no server test mocks a module or a global.
            isolate: false,
          },
        },
      ],
    },
  }),
);
