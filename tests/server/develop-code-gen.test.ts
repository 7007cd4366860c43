import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * 代码生成 › gen-code: the zip of a resource generated from real tables of the database (a project table, and a
 * probe table with every column type the templates map), written into a temporary folder inside the project
 * (tmp/, ignored by git), run through the same generators as `npm run gen` (orval, openapi-typescript) and
 * type-checked with the project's TypeScript and compiler options. Invalid code from any template fails here.
 */
const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../..');
const TMP = join(ROOT, 'tmp', `codegen-${process.pid}`);
const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);

let ctx: TestContext;
let admin: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  // A table as a developer would create one before generating: every type the templates know, nullable and
  // not, with and without defaults, plus the standard columns (left to columns.ts).
  await ctx.database.db.execute(sql`create table cg_gen_probe (
    id bigint primary key,
    tenant_id varchar(12) not null,
    probe_code varchar(32) not null,
    probe_name varchar(100),
    qty numeric(18, 4) not null default 0,
    price numeric(18, 2),
    sort integer not null default 1,
    grade smallint,
    active boolean not null default true,
    need_date date,
    ratio double precision,
    due_time timestamp with time zone,
    doc_id bigint,
    remark text,
    extra jsonb,
    create_user bigint,
    create_time timestamp with time zone not null default now(),
    is_deleted integer not null default 0
  )`);
  await ctx.database.db.execute(sql`comment on column cg_gen_probe.probe_name is '探针名称,可空'`);
});
afterAll(async () => {
  // KEEP_CODEGEN=1 leaves the generated project files behind to look at.
  if (!process.env.KEEP_CODEGEN) rmSync(TMP, { recursive: true, force: true });
  await ctx.close();
});

async function configure(json: Record<string, unknown>) {
  const answer = await admin.post('/blade-develop/code/submit', { json });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const list = await admin.get('/blade-develop/code/list', { tableName: json.tableName as string });
  return list.body.data.records[0].id as string;
}

async function genZip(ids: string[]) {
  const response = await ctx.app.request(
    `/api/blade-develop/code/gen-code?ids=${ids.join(',')}&system=saber3`,
    {
      method: 'POST',
      headers: { 'Blade-Auth': `bearer ${admin.token}` },
    },
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  return {
    files: unzipSync(new Uint8Array(await response.arrayBuffer())),
    disposition: response.headers.get('content-disposition'),
  };
}

describe('gen-code', () => {
  it('zips type-correct building blocks for resources of real tables', { timeout: 600_000 }, async () => {
    const storehouse = await configure({
      codeName: '库房',
      serviceName: 'purchar-depot',
      tableName: 'kc_storehouse',
      tablePrefix: 'kc_',
      packageName: 'purchar/depot',
      apiPath: '/purchar/kc-depot',
    });
    const probe = await configure({
      codeName: '探针',
      serviceName: 'purchar-probe',
      tableName: 'cg_gen_probe',
      tablePrefix: 'cg_',
      packageName: 'purchar/gen-probe',
      apiPath: '/purchar/cg-gen-probe',
    });
    const { files, disposition } = await genZip([storehouse, probe]);
    expect(disposition).toContain('code-resources.zip');
    const names = Object.keys(files).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        'storehouse/openapi/purchar-depot.yaml',
        'storehouse/src/server/db/schema/storehouse.ts',
        'storehouse/src/server/modules/purchar/storehouse.routes.ts',
        'storehouse/src/server/modules/purchar/storehouse.service.ts',
        'storehouse/src/features/purchar/depot/storehouse-page.tsx',
        'storehouse/src/features/purchar/depot/storehouse-zh.ts',
        'storehouse/src/features/purchar/depot/storehouse-en.ts',
        'storehouse/src/routes/_authenticated/purchar/depot.tsx',
        'storehouse/README.md',
        'gen-probe/openapi/purchar-probe.yaml',
        'gen-probe/src/server/db/schema/gen-probe.ts',
      ]),
    );
    const text = (name: string) => strFromU8(files[name]!);
    const probeSchema = text('gen-probe/src/server/db/schema/gen-probe.ts');
    // Columns mapped from information_schema; id, tenant and audit columns from columns.ts, not repeated.
    expect(probeSchema).toContain(
      "qty: numeric('qty', { precision: 18, scale: 4 }).notNull().default(sql.raw('0')),",
    );
    expect(probeSchema).toContain("needDate: date('need_date'),");
    expect(probeSchema).toContain("docId: ref('doc_id'),");
    expect(probeSchema).toContain('tenantId: tenantId(),');
    expect(probeSchema).toContain('...audit,');
    expect(probeSchema).not.toContain("'create_time'");
    expect(text('gen-probe/src/features/purchar/gen-probe/gen-probe-zh.ts')).toContain(
      "probeName: '探针名称',",
    );
    expect(text('gen-probe/openapi/purchar-probe.yaml')).toContain('/purchar/cg-gen-probe/submit:');

    // Into the project (tmp/ is git-ignored), as the README tells a developer to copy them.
    const written: string[] = [];
    for (const [name, bytes] of Object.entries(files)) {
      const path = join(TMP, name.slice(name.indexOf('/') + 1));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, bytes);
      written.push(path);
    }
    copyFileSync(join(ROOT, 'openapi/common.yaml'), join(TMP, 'openapi/common.yaml'));

    // The generated contract through the project's generators: hooks and zod (orval), types (openapi-typescript).
    const services = ['purchar-depot', 'purchar-probe'];
    const project = (service: string) => ({
      [service]: {
        input: { target: `./openapi/${service}.yaml` },
        output: {
          mode: 'tags-split',
          target: `./src/api/generated/${service}/endpoints`,
          schemas: `./src/api/generated/${service}/model`,
          client: 'react-query',
          baseUrl: { getBaseUrlFromSpecification: true },
          override: {
            mutator: { path: join(ROOT, 'src/api/http.ts'), name: 'http' },
            query: { signal: true },
          },
        },
      },
      [`${service}-zod`]: {
        input: { target: `./openapi/${service}.yaml` },
        output: {
          mode: 'tags-split',
          target: `./src/api/generated/${service}/zod`,
          client: 'zod',
          fileExtension: '.zod.ts',
          override: { zod: { coerce: { query: true, param: true } } },
        },
      },
    });
    writeFileSync(
      join(TMP, 'orval.config.ts'),
      `export default ${JSON.stringify(Object.assign({}, ...services.map(project)), null, 2)};\n`,
    );
    await run(bin('orval'), ['--config', 'orval.config.ts'], { cwd: TMP });
    for (const service of services) {
      await run(
        bin('openapi-typescript'),
        [`openapi/${service}.yaml`, '-o', `src/api/generated/types/${service}.d.ts`, '--root-types'],
        { cwd: TMP },
      );
    }

    // The project's compiler options; the generated folder overlays the project (rootDirs for relative imports,
    // paths for @/). The route files need the regenerated route tree (npm run gen), so they are left out here.
    const checked = written.filter((path) => /\.tsx?$/.test(path) && !path.includes('/src/routes/'));
    expect(checked.length).toBe(2 * 10);
    writeFileSync(
      join(TMP, 'tsconfig.json'),
      JSON.stringify({
        extends: relative(TMP, join(ROOT, 'tsconfig.json')),
        compilerOptions: {
          baseUrl: relative(TMP, ROOT),
          rootDirs: ['.', relative(TMP, ROOT)],
          paths: { '@/*': [`${relative(ROOT, TMP)}/src/*`, 'src/*'] },
          noEmit: true,
        },
        files: checked.map((path) => relative(TMP, path)),
        include: [],
      }),
    );
    try {
      await run(bin('tsc'), ['-p', join(TMP, 'tsconfig.json')], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      throw new Error(
        `the generated code does not type-check:\n${stdout ?? ''}${stderr ?? ''}`.slice(0, 8000),
        {
          cause: error,
        },
      );
    }
  });
});
