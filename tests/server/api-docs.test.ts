import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiDocsRoutes, DOCS_POLICY, loadMergedContract } from '../../src/server/http/api-docs.node.ts';
import { danglingRefs, mergeOpenApi } from '../../src/server/http/openapi-merge.ts';
import { operations } from './support/contract.ts';

/** /api/docs and /api/openapi.json: the whole contract, merged, self-contained, served with its viewer. */
const OPENAPI = join(import.meta.dirname, '../../openapi');

describe('the merged contract', () => {
  const doc = loadMergedContract(OPENAPI);

  it('holds every operation of every service file, and every reference resolves inside it', () => {
    const merged = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect(operations.length).toBeGreaterThan(100);
    for (const operation of operations) {
      expect(merged.has(`${operation.method.toUpperCase()} ${operation.path}`), operation.path).toBe(true);
    }
    expect(danglingRefs(doc)).toEqual([]);
    expect(doc.paths['/blade-resource/oss/endpoint/put-file']).toBeDefined();
  });

  it('explains the Basic and Blade-Auth headers and declares both schemes', () => {
    expect(doc.info.description).toContain('Authorization: Basic base64(clientId:clientSecret)');
    expect(doc.info.description).toContain('Blade-Auth: bearer <access_token>');
    expect(doc.components.securitySchemes).toMatchObject({
      clientBasic: { type: 'http', scheme: 'basic' },
      bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth' },
    });
    expect(doc.security).toEqual([{ clientBasic: [], bladeAuth: [] }]);
  });

  it('keeps apart two services that define one component name differently', () => {
    const merged = mergeOpenApi(
      [
        { name: 'common', doc: { components: { schemas: { Id: { type: 'string' } } } } },
        {
          name: 'a',
          doc: {
            paths: { '/a': { get: { responses: { '200': { $ref: '#/components/responses/Row' } } } } },
            components: { responses: { Row: { description: 'A row' } } },
          },
        },
        {
          name: 'b',
          doc: {
            paths: { '/b': { get: { responses: { '200': { $ref: '#/components/responses/Row' } } } } },
            components: {
              responses: { Row: { description: 'B row' } },
              schemas: { Own: { $ref: './common.yaml#/components/schemas/Id' } },
            },
          },
        },
      ],
      { title: 't', description: 'd' },
    );
    expect(merged.components.responses).toEqual({
      Row: { description: 'A row' },
      'b.Row': { description: 'B row' },
    });
    expect(JSON.stringify(merged.paths['/b'])).toContain('#/components/responses/b.Row');
    expect(merged.components.schemas!.Own).toEqual({ $ref: '#/components/schemas/Id' });
    expect(danglingRefs(merged)).toEqual([]);
  });
});

describe('/api/docs', () => {
  const routes = apiDocsRoutes(OPENAPI);

  it('serves the merged document at a stable URL', async () => {
    const answer = await routes.request('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    const doc = await answer.json();
    expect(doc.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
  });

  it('serves the viewer page with its own scripts only, under a policy without inline scripts', async () => {
    const page = await routes.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(DOCS_POLICY);
    expect(DOCS_POLICY).toContain("script-src 'self'");
    expect(DOCS_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await page.text();
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    for (const src of html.matchAll(/<(?:script src|link rel="stylesheet" href)="([^"]+)"/g)) {
      const asset = await routes.request(src[1]!);
      expect(asset.status, src[1]).toBe(200);
      expect((await asset.text()).length, src[1]).toBeGreaterThan(100);
    }
    const init = await (await routes.request('/api/docs/docs-init.js')).text();
    expect(init).toContain("url: '/api/openapi.json'");
    expect(init).toContain("preauthorizeBasic('clientBasic', 'saber', 'saber_secret')");
  });
});
