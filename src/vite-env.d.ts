/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'faker' under `vite --mode mock`, 'pglite' in the demo build, '' against a real server. */
  readonly VITE_MOCK: '' | 'faker' | 'pglite';
  /** Base URL of the API ('' = same origin). */
  readonly VITE_API_BASE_URL: string;
}
