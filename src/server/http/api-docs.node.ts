import { Hono } from 'hono';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { mergeOpenApi } from './openapi-merge.ts';

/**
 * /api/docs: the whole contract in Swagger UI (swagger-ui-dist, served from this app, loaded only on this page),
 * and /api/openapi.json: the merged document it reads. Node only (it reads openapi/ and the package's files);
 * main.ts mounts it before the API, whose catch-all would answer 404 for these paths.
 */
const DESCRIPTION = `The purchasing system's HTTP API (BladeX contract), merged from the service files in openapi/.

Every call answers the envelope \`{ code, success, data, msg }\`; \`success\` is \`code === 200\`. Pages are
\`{ records, total, size, current, pages }\` (\`current\` is 1-based); every id is a JSON string.

**Headers**
- \`Authorization: Basic base64(clientId:clientSecret)\` — the client credential, on every call. The web client is
  \`saber\` / \`saber_secret\`: \`Basic c2FiZXI6c2FiZXJfc2VjcmV0\`.
- \`Blade-Auth: bearer <access_token>\` — the signed-in user. Get a token from \`POST /api/blade-auth/oauth/token\`
  (query: \`grant_type=password\` or \`captcha\`, \`tenantId\`, \`username\`, \`password\` = md5 hex of the password,
  \`scope=all\`; header \`Tenant-Id\`), then press **Authorize** and enter both. GET downloads may pass the token as
  the \`Blade-Auth\` query parameter instead.
- \`Accept-Language: zh | en\` — the language of messages (zh by default).`;

/** Only this page's own files: no inline script, no other origin; Swagger UI styles parts of itself inline. */
export const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API · Purchasing system</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/docs-init.js"></script>
</body>
</html>
`;

// Try-it-out calls go to this server; the client credential is filled in so a reader only adds a token.
const INIT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: true,
  tryItOutEnabled: false,
  docExpansion: 'none',
  filter: true,
  onComplete: function () {
    window.ui.preauthorizeBasic('clientBasic', 'saber', 'saber_secret');
  },
});
`;

function swaggerUiFolder() {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/**
 * The merged contract of every file in openapi/: common.yaml first (its names win), then the services in the
 * order of services.json, then the shared vocabularies (approval.yaml) and anything else.
 */
export function loadMergedContract(openapiDir: string) {
  const services = JSON.parse(readFileSync(join(openapiDir, 'services.json'), 'utf8')) as string[];
  const rank = (name: string) =>
    name === 'common' ? -1 : services.includes(name) ? services.indexOf(name) : 1e6;
  const names = readdirSync(openapiDir)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => file.replace(/\.ya?ml$/, ''))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return mergeOpenApi(
    names.map((name) => ({ name, doc: parse(readFileSync(join(openapiDir, `${name}.yaml`), 'utf8')) })),
    { title: 'Purchasing system API', description: DESCRIPTION },
  );
}

export function apiDocsRoutes(openapiDir: string) {
  const routes = new Hono();
  let contract: string | undefined;
  const assets = swaggerUiFolder();
  const asset = (file: string, type: string) => async () =>
    new Response(await readFile(join(assets, file)), {
      headers: {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
      },
    });

  routes.get('/api/openapi.json', (c) => {
    contract ??= JSON.stringify(loadMergedContract(openapiDir));
    return c.body(contract, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  });
  routes.get('/api/docs', (c) =>
    c.html(PAGE, 200, { 'Content-Security-Policy': DOCS_POLICY, 'X-Content-Type-Options': 'nosniff' }),
  );
  routes.get('/api/docs/', (c) => c.redirect('/api/docs'));
  routes.get('/api/docs/swagger-ui.css', asset('swagger-ui.css', 'text/css; charset=utf-8'));
  routes.get(
    '/api/docs/swagger-ui-bundle.js',
    asset('swagger-ui-bundle.js', 'text/javascript; charset=utf-8'),
  );
  routes.get(
    '/api/docs/docs-init.js',
    () =>
      new Response(INIT, {
        headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
      }),
  );
  return routes;
}
