import { defineConfig } from '@hey-api/openapi-ts';

// Only the fetch client runtime is used (as orval's transport); the SDK it also writes is ignored.
export default defineConfig({
  input: './openapi/blade-auth.yaml',
  output: { path: './src/api/generated/hey' },
  plugins: ['@hey-api/client-fetch'],
});
