/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'faker' under `vite --mode mock`, 'pglite' in the demo build, '' against a real server. */
  readonly VITE_MOCK: '' | 'faker' | 'pglite';
  /** Demo build only: 'on' exposes captcha answers through the server's test hook (DEMO_CAPTCHA_TEST_HOOK=on). */
  readonly VITE_DEMO_CAPTCHA_TEST_HOOK: '' | 'on';
  /** Base URL of the API ('' = same origin). */
  readonly VITE_API_BASE_URL: string;
}
