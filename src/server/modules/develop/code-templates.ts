import type { ColumnInfo } from './table-columns.ts';

/**
 * The code generator's templates: from a configuration and the columns of its table, this project's own building
 * blocks for a new tenant-owned resource on the BladeX list/detail/submit/remove calls. Pure text, no database:
 * code.service.ts reads the columns and zips what this returns. tests/server/develop-code-gen.test.ts generates a
 * resource from a real table and type-checks the result with the project's TypeScript, so a template that emits
 * invalid code fails there.
 */
export interface CodeSpec {
  codeName: string;
  serviceName: string;
  tableName: string;
  tablePrefix: string;
  packageName: string;
  apiPath: string;
}

/** A generated file: its path inside the project, and its text. */
export interface GeneratedFile {
  path: string;
  text: string;
}

/** Columns every tenant-owned table has through columns.ts (id, tenant, audit, logical delete): not generated. */
export const STANDARD_COLUMNS = new Set([
  'id',
  'tenant_id',
  'create_user',
  'create_dept',
  'create_time',
  'update_user',
  'update_time',
  'status',
  'is_deleted',
]);

type Kind = 'text' | 'id' | 'integer' | 'smallint' | 'decimal' | 'float' | 'boolean' | 'date' | 'timestamp';

interface Field {
  column: string;
  prop: string;
  kind: Kind;
  dataType: string;
  nullable: boolean;
  /** Not null and no default: the submit call must carry it. */
  required: boolean;
  maxLength: number | null;
  precision: number | null;
  scale: number | null;
  defaultValue: string | null;
  label: string;
  labelEn: string;
}

const camel = (snake: string) => snake.replace(/[_-]+([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
const pascal = (snake: string) => camel(snake).replace(/^[a-z]/, (ch) => ch.toUpperCase());
const humanize = (snake: string) => {
  const words = snake.replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const plural = (word: string) =>
  /(s|x|z|ch|sh)$/.test(word)
    ? `${word}es`
    : /[^aeiou]y$/.test(word)
      ? `${word.slice(0, -1)}ies`
      : `${word}s`;
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const yamlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

function kindOf(dataType: string): Kind {
  switch (dataType) {
    case 'character varying':
    case 'character':
    case 'text':
      return 'text';
    case 'bigint':
      return 'id';
    case 'integer':
      return 'integer';
    case 'smallint':
      return 'smallint';
    case 'numeric':
      return 'decimal';
    case 'real':
    case 'double precision':
      return 'float';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return 'timestamp';
    default:
      // uuid, json, arrays…: read and written as text; the generated schema says so next to the column.
      return 'text';
  }
}

/** The resource's names, from the table name without its prefix (kc_storehouse, kc_ → storehouse). */
export function resourceNames(spec: Pick<CodeSpec, 'tableName' | 'tablePrefix'>) {
  const snake = spec.tableName.slice(spec.tablePrefix.length).replace(/^_+/, '');
  return {
    snake,
    kebab: snake.replace(/_+/g, '-'),
    camel: camel(snake),
    pascal: pascal(snake),
    table: plural(camel(snake)),
    menu: spec.tableName,
  };
}

/** The columns the resource is made of: everything but the standard ones, in the table's order. */
export function businessFields(columns: ColumnInfo[]): Field[] {
  return columns
    .filter((column) => !STANDARD_COLUMNS.has(column.name))
    .map((column) => {
      const kind = kindOf(column.dataType);
      // A comment names the column in Chinese (its text up to the first punctuation); without one, its name.
      const label = column.comment.split(/[,，。;；:：(（\n]/)[0]?.trim() || column.name;
      return {
        column: column.name,
        prop: camel(column.name),
        kind,
        dataType: column.dataType,
        nullable: column.nullable,
        required: !column.nullable && column.defaultValue === null && kind !== 'timestamp',
        maxLength: column.maxLength,
        precision: column.precision,
        scale: column.scale,
        defaultValue: column.defaultValue,
        label,
        labelEn: humanize(column.name),
      };
    });
}

// Timestamps are answered (formatted) but not submitted: the server stamps its own times.
const submitted = (fields: Field[]) => fields.filter((field) => field.kind !== 'timestamp');
const isTextual = (field: Field) =>
  field.kind === 'text' || field.kind === 'id' || field.kind === 'decimal' || field.kind === 'date';
/** The list filters: the first two plain text columns. */
const filtersOf = (fields: Field[]) => fields.filter((field) => field.kind === 'text').slice(0, 2);

// ————— OpenAPI —————

function propertySchema(field: Field, forSubmit: boolean): string {
  const parts: string[] = [];
  switch (field.kind) {
    case 'text':
      parts.push('type: string');
      if (forSubmit && field.required) parts.push('minLength: 1');
      if (forSubmit && field.maxLength) parts.push(`maxLength: ${field.maxLength}`);
      break;
    case 'id':
      parts.push('type: string', `pattern: '^[0-9]{1,19}$'`);
      break;
    case 'integer':
      parts.push('type: integer', 'minimum: -2147483648', 'maximum: 2147483647');
      break;
    case 'smallint':
      parts.push('type: integer', 'minimum: -32768', 'maximum: 32767');
      break;
    case 'decimal': {
      const scale = field.scale ?? 6;
      const whole = Math.max(1, (field.precision ?? 18) - scale);
      const fraction = scale > 0 ? `(\\.[0-9]{1,${scale}})?` : '';
      parts.push('type: string', `pattern: '^-?[0-9]{1,${whole}}${fraction}$'`);
      break;
    }
    case 'float':
      parts.push('type: number');
      break;
    case 'boolean':
      parts.push('type: boolean');
      break;
    case 'date':
      parts.push('type: string', `pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`);
      break;
    case 'timestamp':
      parts.push('type: string');
      break;
  }
  // A timestamp answers '' when empty; every other nullable column answers null.
  if (field.nullable && field.kind !== 'timestamp') parts.push('nullable: true');
  parts.push(`description: ${yamlText(field.label)}`);
  return `{ ${parts.join(', ')} }`;
}

function openapiFile(spec: CodeSpec, fields: Field[]): string {
  const n = resourceNames(spec);
  const P = n.pascal;
  const errors = (codes: string[]) =>
    codes
      .map((code) => {
        const name = { '400': 'BadRequest', '401': 'Unauthorized', '403': 'Forbidden', '404': 'NotFound' }[
          code
        ];
        return `        '${code}': { $ref: './common.yaml#/components/responses/${name}' }`;
      })
      .join('\n');
  const status = `          content:
            application/json:
              schema: { $ref: './common.yaml#/components/schemas/Status' }`;
  const filters = filtersOf(fields)
    .map(
      (field) => `        - name: ${field.prop}
          in: query
          required: false
          description: Substring filter.
          schema: { type: string, maxLength: 100 }`,
    )
    .join('\n');
  const answered = ['id', ...fields.map((field) => field.prop), 'createTime'];
  const submitRequired = submitted(fields)
    .filter((field) => field.required)
    .map((field) => field.prop);
  return `openapi: 3.0.3
info:
  title: ${spec.serviceName}
  version: 1.0.0
  description: >
    ${spec.codeName} (${spec.tableName}), generated by the code generator. The tenant's own records: another
    tenant's id answers 404. Permissions: the menu ${n.menu} and its buttons ${n.menu}_add/_edit/_delete/_view.
    Times are \`yyyy-MM-dd HH:mm:ss\` in China Standard Time (UTC+8).
servers:
  - url: /api
tags:
  - name: ${n.kebab}
security:
  - bladeAuth: []
paths:
  ${spec.apiPath}/list:
    get:
      tags: [${n.kebab}]
      operationId: get${P}List
      summary: A page of the tenant's records, newest first (${n.menu}_view)
      parameters:
        - { $ref: './common.yaml#/components/parameters/current' }
        - { $ref: './common.yaml#/components/parameters/size' }
${filters ? `${filters}\n` : ''}      responses:
        '200':
          description: A page of records.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/${P}PageResult' }
${errors(['400', '401', '403'])}
  ${spec.apiPath}/detail:
    get:
      tags: [${n.kebab}]
      operationId: get${P}Detail
      summary: One record of the tenant (${n.menu}_view)
      parameters:
        - { $ref: './common.yaml#/components/parameters/id' }
      responses:
        '200':
          description: The record.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/${P}Result' }
${errors(['400', '401', '403', '404'])}
  ${spec.apiPath}/submit:
    post:
      tags: [${n.kebab}]
      operationId: submit${P}
      summary: Create (no id, ${n.menu}_add) or update (id, ${n.menu}_edit) a record
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/${P}Submit' }
      responses:
        '200':
          description: Done.
${status}
${errors(['400', '401', '403', '404'])}
  ${spec.apiPath}/remove:
    post:
      tags: [${n.kebab}]
      operationId: remove${P}
      summary: Remove records (${n.menu}_delete)
      parameters:
        - { $ref: './common.yaml#/components/parameters/ids' }
      responses:
        '200':
          description: Done.
${status}
${errors(['400', '401', '403', '404'])}
components:
  schemas:
    ${P}:
      type: object
      required: [${answered.join(', ')}]
      properties:
        id: { $ref: './common.yaml#/components/schemas/Id' }
${fields.map((field) => `        ${field.prop}: ${propertySchema(field, false)}`).join('\n')}
        createTime: { type: string }
    ${P}Submit:
      type: object
${submitRequired.length ? `      required: [${submitRequired.join(', ')}]\n` : ''}      properties:
        id: { $ref: './common.yaml#/components/schemas/Id' }
${submitted(fields)
  .map((field) => `        ${field.prop}: ${propertySchema(field, true)}`)
  .join('\n')}
    ${P}PageResult:
      type: object
      required: [code, success, msg, data]
      properties:
        code: { type: integer }
        success: { type: boolean }
        msg: { type: string }
        data:
          type: object
          required: [records, total, size, current, pages]
          properties:
            records: { type: array, items: { $ref: '#/components/schemas/${P}' } }
            total: { type: integer, minimum: 0 }
            size: { type: integer, minimum: 1 }
            current: { type: integer, minimum: 1 }
            pages: { type: integer, minimum: 0 }
    ${P}Result:
      type: object
      required: [code, success, msg, data]
      properties:
        code: { type: integer }
        success: { type: boolean }
        msg: { type: string }
        data: { $ref: '#/components/schemas/${P}' }
`;
}

// ————— drizzle —————

function drizzleColumn(field: Field, imports: Set<string>): string {
  const name = quote(field.column);
  let column: string;
  switch (field.kind) {
    case 'text':
      if (field.dataType !== 'character varying') {
        imports.add('text');
        column = `text(${name})`;
      } else {
        imports.add('varchar');
        column = field.maxLength ? `varchar(${name}, { length: ${field.maxLength} })` : `varchar(${name})`;
      }
      break;
    case 'id':
      imports.add('ref');
      column = `ref(${name})`;
      break;
    case 'integer':
      imports.add('integer');
      column = `integer(${name})`;
      break;
    case 'smallint':
      imports.add('smallint');
      column = `smallint(${name})`;
      break;
    case 'decimal':
      imports.add('numeric');
      column =
        field.precision !== null
          ? `numeric(${name}, { precision: ${field.precision}, scale: ${field.scale ?? 0} })`
          : `numeric(${name})`;
      break;
    case 'float':
      imports.add('doublePrecision');
      column = `doublePrecision(${name})`;
      break;
    case 'boolean':
      imports.add('boolean');
      column = `boolean(${name})`;
      break;
    case 'date':
      imports.add('date');
      column = `date(${name})`;
      break;
    case 'timestamp':
      imports.add('timestamp');
      column = `timestamp(${name}, { withTimezone: ${field.dataType === 'timestamp with time zone'}, mode: 'date' })`;
      break;
  }
  if (!field.nullable) column += '.notNull()';
  if (field.defaultValue !== null) {
    imports.add('sql');
    column += `.default(sql.raw(${quote(field.defaultValue)}))`;
  }
  const note =
    field.kind === 'text' && !['text', 'character varying', 'character'].includes(field.dataType)
      ? ` // ${field.dataType} in the database: handled as text`
      : '';
  return `    ${field.prop}: ${column},${note}`;
}

function drizzleFile(spec: CodeSpec, fields: Field[]): string {
  const n = resourceNames(spec);
  const imports = new Set<string>();
  const columns = fields.map((field) => drizzleColumn(field, imports));
  const core = [
    'pgTable',
    ...[
      'boolean',
      'date',
      'doublePrecision',
      'integer',
      'numeric',
      'smallint',
      'text',
      'timestamp',
      'varchar',
    ].filter((name) => imports.has(name)),
  ];
  const fromColumns = ['audit', 'id', 'isDeleted', ...(imports.has('ref') ? ['ref'] : []), 'tenantId'];
  return `${imports.has('sql') ? "import { sql } from 'drizzle-orm';\n" : ''}import { ${core.sort().join(', ')} } from 'drizzle-orm/pg-core';
import { ${fromColumns.join(', ')} } from './columns.ts';

/** ${spec.codeName} (${spec.tableName}): the tenant's records; id, tenant and audit columns from columns.ts. */
export const ${n.table} = pgTable(${quote(spec.tableName)}, {
  id: id(),
  tenantId: tenantId(),
${columns.map((line) => line.replace(/^ {2}/, '')).join('\n')}
  ...audit,
  isDeleted: isDeleted(),
});
`;
}

// ————— server module —————

function serviceFile(spec: CodeSpec, fields: Field[]): string {
  const n = resourceNames(spec);
  const P = n.pascal;
  const filters = filtersOf(fields);
  const answer = fields
    .map((field) =>
      field.kind === 'timestamp'
        ? `  ${field.prop}: formatDateTime(row.${field.prop}),`
        : `  ${field.prop}: row.${field.prop},`,
    )
    .join('\n');
  const values = submitted(fields)
    .map((field) =>
      field.required
        ? `      ${field.prop}: input.${field.prop},`
        : field.nullable
          ? `      ${field.prop}: input.${field.prop} ?? null,`
          : // Not null with a database default: left out unless given, so the default (or the old value) holds.
            `      ...(input.${field.prop} === undefined ? {} : { ${field.prop}: input.${field.prop} }),`,
    )
    .join('\n');
  const queryType = filters.length
    ? `PageQuery & { ${filters.map((field) => `${field.prop}?: string`).join('; ')} }`
    : 'PageQuery';
  const conditions = [
    'live',
    ...filters.map((field) => `contains(${n.table}.${field.prop}, query.${field.prop})`),
  ];
  return `import { desc, eq } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/${spec.serviceName}';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { ${n.table} } from '../../db/schema/${n.kebab}.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { ${filters.length ? 'contains, ' : ''}pageOf, type PageQuery } from '../../lib/page.ts';
import { findLive, removeLive, type Scoped } from '../../lib/records.ts';

type ${P} = components['schemas']['${P}'];
type ${P}Submit = components['schemas']['${P}Submit'];
type ${P}Row = typeof ${n.table}.$inferSelect;

const to${P} = (row: ${P}Row): ${P} => ({
  id: row.id,
${answer}
  createTime: formatDateTime(row.createTime),
});

/** ${spec.codeName}: the tenant's records (generated from ${spec.tableName}). */
export function create${P}Service(db: Database, clock: () => Date, nextId: NextId) {
  const live = eq(${n.table}.isDeleted, 0);
  const scopedTo =
    (tenantId: string): Scoped =>
    (...conditions) =>
      tenantScope(db, tenantId).where(${n.table}, ...conditions);

  async function list(caller: Caller, query: ${queryType}) {
    const where = scopedTo(caller.tenantId)(${conditions.join(', ')});
    const page = await pageOf(db, ${n.table}, where, [desc(${n.table}.createTime), desc(${n.table}.id)], query);
    return { ...page, records: page.records.map(to${P}) };
  }

  async function detail(caller: Caller, id: string) {
    return to${P}(await findLive(db, ${n.table}, scopedTo(caller.tenantId), id));
  }

  async function submit(caller: Caller, input: ${P}Submit) {
    const values = {
${values}
      updateUser: caller.userId,
      updateTime: clock(),
    };
    const scope = tenantScope(db, caller.tenantId);
    if (input.id) {
      await findLive(db, ${n.table}, scopedTo(caller.tenantId), input.id);
      await scope.update(${n.table}, values, eq(${n.table}.id, input.id));
    } else {
      await scope.insert(${n.table}, [
        {
          id: nextId(),
          ...values,
          createUser: caller.userId,
          createDept: caller.deptIds[0] ?? null,
          createTime: clock(),
        },
      ]);
    }
  }

  async function remove(caller: Caller, ids: string[]) {
    await removeLive(db, ${n.table}, scopedTo(caller.tenantId), ids);
  }

  return { list, detail, submit, remove };
}

export type ${P}Service = ReturnType<typeof create${P}Service>;
`;
}

function routesFile(spec: CodeSpec): string {
  const n = resourceNames(spec);
  const P = n.pascal;
  return `import { Hono } from 'hono';
import {
  get${P}DetailQueryParams,
  get${P}ListQueryParams,
  remove${P}QueryParams,
  submit${P}Body,
} from '../../../api/generated/${spec.serviceName}/zod/${n.kebab}/${n.kebab}.zod.ts';
import type { AppEnv } from '../../context.ts';
import { assertPermission, submitCode } from '../../http/access.ts';
import { done, ok } from '../../http/envelope.ts';
import { requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import { csvIds } from '../../lib/csv.ts';
import type { Services } from '../../services.ts';
import type { ${P}Service } from './${n.kebab}.service.ts';

/** ${spec.apiPath}: ${spec.codeName} (menu ${n.menu} and its buttons). */
export function ${n.camel}Routes(services: Pick<Services, 'auth' | 'menus'>, ${n.camel}: ${P}Service) {
  const { menus } = services;
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);
  const read = requirePermission(menus.permissions, '${n.menu}_view');

  routes.get('/list', read, async (c) =>
    ok(c, await ${n.camel}.list(c.get('caller'), parseQuery(c, get${P}ListQueryParams))),
  );
  routes.get('/detail', read, async (c) =>
    ok(c, await ${n.camel}.detail(c.get('caller'), parseQuery(c, get${P}DetailQueryParams).id)),
  );
  routes.post('/submit', async (c) => {
    const input = await parseJson(c, submit${P}Body);
    await assertPermission(menus.permissions, c.get('caller'), submitCode('${n.menu}', input.id));
    await ${n.camel}.submit(c.get('caller'), input);
    return done(c);
  });
  routes.post('/remove', requirePermission(menus.permissions, '${n.menu}_delete'), async (c) => {
    await ${n.camel}.remove(c.get('caller'), csvIds(parseQuery(c, remove${P}QueryParams).ids));
    return done(c);
  });
  return routes;
}
`;
}

// ————— client —————

function stringsFiles(spec: CodeSpec, fields: Field[]): { zh: string; en: string } {
  const n = resourceNames(spec);
  const requiredText = submitted(fields).filter((field) => field.required && isTextual(field));
  const zh = [
    `  title: ${quote(spec.codeName)},`,
    ...fields.map((field) => `  ${field.prop}: ${quote(field.label)},`),
    ...requiredText.map((field) => `  ${field.prop}Required: ${quote(`请输入${field.label}`)},`),
    `  createTime: '创建时间',`,
    `  yes: '是',`,
    `  no: '否',`,
  ];
  const en = [
    `  title: ${quote(humanize(n.snake))},`,
    ...fields.map((field) => `  ${field.prop}: ${quote(field.labelEn)},`),
    ...requiredText.map(
      (field) => `  ${field.prop}Required: ${quote(`Enter the ${field.labelEn.toLowerCase()}`)},`,
    ),
    `  createTime: 'Created',`,
    `  yes: 'Yes',`,
    `  no: 'No',`,
  ];
  return {
    zh: `/** Chinese strings of ${spec.codeName} (/${spec.packageName}); ${n.kebab}-en.ts has exactly these keys. */
export const ${n.camel}Zh = {
${zh.join('\n')}
};
`,
    en: `import type { ${n.camel}Zh } from './${n.kebab}-zh';

/** English strings of ${spec.codeName}. */
export const ${n.camel}En: Record<keyof typeof ${n.camel}Zh, string> = {
${en.join('\n')}
};
`,
  };
}

function i18nFile(spec: CodeSpec): string {
  const n = resourceNames(spec);
  return `import { defineMessages } from '@/lib/message-bundle';
import { ${n.camel}Zh } from './${n.kebab}-zh';

/** The strings of ${spec.codeName}, loaded by its route before the screen renders. */
export const ${n.camel}Messages = defineMessages(${n.camel}Zh, () =>
  import('./${n.kebab}-en').then((module) => module.${n.camel}En),
);

export const use${n.pascal}T = ${n.camel}Messages.useT;
export type ${n.pascal}Translate = ReturnType<typeof use${n.pascal}T>;
`;
}

function searchFile(spec: CodeSpec, fields: Field[]): string {
  const n = resourceNames(spec);
  const filters = filtersOf(fields);
  const shape = filters.length
    ? `{\n${filters.map((field) => `  ${field.prop}: searchText(),`).join('\n')}\n}`
    : '';
  return `import { listSearchSchema, type SearchOutput${filters.length ? ', searchText' : ''} } from '@/lib/list-search';

/** The URL of /${spec.packageName}: paging${filters.length ? ` plus the ${filters.map((f) => f.prop).join(' and ')} filters` : ''}. */
export const ${n.camel}SearchSchema = listSearchSchema(${shape});

export type ${n.pascal}Search = SearchOutput<typeof ${n.camel}SearchSchema>;
`;
}

function columnsFile(spec: CodeSpec, fields: Field[]): string {
  const n = resourceNames(spec);
  const P = n.pascal;
  const shown = fields.map((field) =>
    field.kind === 'boolean'
      ? `    col.accessor('${field.prop}', {
      header: t('${field.prop}'),
      cell: (info) => (info.getValue() ? t('yes') : t('no')),
    }),`
      : `    col.accessor('${field.prop}', { header: t('${field.prop}') }),`,
  );
  return `import type { ${P} } from '@/api/generated/${spec.serviceName}/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { ${P}Translate } from './${n.kebab}-i18n';

const col = dataTableColumnHelper<${P}>();

/** The list's columns (the server orders newest first; none is sortable). */
export function ${n.camel}Columns(t: ${P}Translate) {
  return col.columns([
${shown.join('\n')}
    col.accessor('createTime', { header: t('createTime'), meta: { className: 'w-44' } }),
  ]);
}
`;
}

function formFile(spec: CodeSpec, fields: Field[]): string {
  const n = resourceNames(spec);
  const P = n.pascal;
  const editable = submitted(fields);
  const requiredText = editable.filter((field) => field.required && isTextual(field));
  const filters = filtersOf(fields);
  const kindFor = (field: Field) =>
    field.kind === 'boolean'
      ? 'switch'
      : field.kind === 'integer' || field.kind === 'smallint' || field.kind === 'float'
        ? 'number'
        : field.kind === 'date'
          ? 'date'
          : field.kind === 'text' && (field.maxLength === null || field.maxLength > 200)
            ? 'textarea'
            : 'text';
  const fieldLines = editable.map((field) => {
    const kind = kindFor(field);
    const more = [field.required ? 'required: true' : '', kind === 'textarea' ? 'span: 2' : '']
      .filter(Boolean)
      .map((part) => `, ${part}`)
      .join('');
    return `    { name: '${field.prop}', label: t('${field.prop}'), kind: '${kind}'${more} },`;
  });
  const valueLines = editable.map((field) => {
    const plainText = field.kind === 'text';
    const fallback =
      field.kind === 'boolean' ? String(field.defaultValue === 'true') : plainText ? "''" : 'undefined';
    return `    ${field.prop}: row?.${field.prop} ?? ${fallback},`;
  });
  const base = `submit${P}Body.omit({ id: true })`;
  const schema = requiredText.length
    ? `withRequiredMessages(${base}, {\n${requiredText.map((field) => `    ${field.prop}: t('${field.prop}Required'),`).join('\n')}\n  })`
    : base;
  return `import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ${P} } from '@/api/generated/${spec.serviceName}/model';
import { submit${P}Body } from '@/api/generated/${spec.serviceName}/zod/${n.kebab}/${n.kebab}.zod';
import type { FieldDef } from '@/components/form/field-def';
${requiredText.length ? "import { withRequiredMessages } from '@/components/form/schema';\n" : ''}import type { ${P}Translate } from './${n.kebab}-i18n';
import type { ${P}Search } from './${n.kebab}-search';

/** The form: the contract's submit schema (without id)${requiredText.length ? ' plus the required messages' : ''}. */
export function ${n.camel}Form(t: ${P}Translate) {
  const schema = ${schema};
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
${fieldLines.join('\n')}
  ];
  const toValues = (row?: ${P}): DefaultValues<Values> => ({
${valueLines.join('\n')}
  });
  return { schema, fields, toValues };
}

export function ${n.camel}SearchFields(${filters.length ? 't' : '_t'}: ${P}Translate): FieldDef<${P}Search>[] {
  return [
${filters.map((field) => `    { name: '${field.prop}', label: t('${field.prop}'), kind: 'text' },`).join('\n')}
  ];
}
`;
}

function pageFile(spec: CodeSpec): string {
  const n = resourceNames(spec);
  const P = n.pascal;
  return `import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  getGet${P}ListQueryKey,
  useGet${P}List,
  useRemove${P},
  useSubmit${P},
} from '@/api/generated/${spec.serviceName}/endpoints/${n.kebab}/${n.kebab}';
import { CrudScreen } from '@/components/crud/crud-screen';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { ${n.camel}Columns } from './${n.kebab}-columns';
import { ${n.camel}Form, ${n.camel}SearchFields } from './${n.kebab}-form';
import { use${P}T } from './${n.kebab}-i18n';
import type { ${P}Search } from './${n.kebab}-search';

/** ${spec.codeName}: the tenant's records on the generic CRUD screen (its route passes the URL state). */
export function ${P}Page({
  search,
  onSearchChange,
}: {
  search: ${P}Search;
  onSearchChange: (next: ${P}Search) => void;
}) {
  const t = use${P}T();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const list = useGet${P}List(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGet${P}ListQueryKey() });
  const submit = useSubmit${P}({ mutation: { onSuccess: refresh } });
  const remove = useRemove${P}({ mutation: { onSuccess: refresh } });
  const columns = useMemo(() => ${n.camel}Columns(t), [t]);
  const form = useMemo(() => ${n.camel}Form(t), [t]);
  const searchFields = useMemo(() => ${n.camel}SearchFields(t), [t]);

  return (
    <CrudScreen
      title={t('title')}
      query={list}
      columns={columns}
      search={search}
      onSearchChange={onSearchChange}
      searchFields={searchFields.length ? searchFields : undefined}
      form={form}
      permissions={{
        view: can('${n.menu}_view'),
        add: can('${n.menu}_add'),
        edit: can('${n.menu}_edit'),
        remove: can('${n.menu}_delete'),
      }}
      onSubmit={(values, row) => submit.mutateAsync({ data: { ...values, id: row?.id } })}
      onRemove={(rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } })}
    />
  );
}
`;
}

function routeFile(spec: CodeSpec): string {
  const n = resourceNames(spec);
  const P = n.pascal;
  const feature = `@/features/${spec.packageName}`;
  return `import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ${n.camel}Messages } from '${feature}/${n.kebab}-i18n';
import { ${P}Page } from '${feature}/${n.kebab}-page';
import { ${n.camel}SearchSchema } from '${feature}/${n.kebab}-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/${spec.packageName}')({
  validateSearch: ${n.camel}SearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  loader: () => ${n.camel}Messages.load(),
  component: ${P}Screen,
});

function ${P}Screen() {
  const navigate = Route.useNavigate();
  return <${P}Page search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: next })} />;
}
`;
}

function readme(spec: CodeSpec, files: GeneratedFile[]): string {
  const n = resourceNames(spec);
  const area = spec.packageName.split('/')[0];
  return `# ${spec.codeName} (${spec.tableName})

Generated by 代码生成 from the columns of \`${spec.tableName}\`. Copy the files into the project, then:

1. Contract: \`openapi/${spec.serviceName}.yaml\` is a whole service file. For a new service add
   \`"${spec.serviceName}"\` to \`openapi/services.json\`; for an existing one, merge its paths and schemas into that
   file. Run \`npm run gen\`.
2. Database: \`src/server/db/schema/${n.kebab}.ts\` declares the table with id, tenant and audit columns from
   columns.ts; run \`npm run gen:db\` and review the migration (the table may already exist). Columns of types
   the generator has no mapping for (json, uuid, arrays…) are declared as text: give them their real type.
3. Server: in \`src/server/services.ts\` add
   \`${n.camel}: create${n.pascal}Service(db, clock, nextId),\` and in \`src/server/app.ts\`
   \`app.route('${spec.apiPath}', ${n.camel}Routes(services, services.${n.camel}));\`.
4. Menu: in \`src/server/db/seed/menu-tree.ts\` add
   \`leaf('${n.menu}', '${spec.codeName}', '${humanize(n.snake)}', '/${spec.packageName}'),\` and grant it.
5. Screen: the route file is \`src/routes/_authenticated/${spec.packageName}.tsx\` (the route tree is regenerated
   by \`npm run gen\`); the area \`${area}\` may already have a layout route.

Files:
${files.map((file) => `- ${file.path}`).join('\n')}
`;
}

/** Every file of one resource, paths relative to the project root. */
export function generateResource(spec: CodeSpec, columns: ColumnInfo[]): GeneratedFile[] {
  const n = resourceNames(spec);
  const fields = businessFields(columns);
  const area = spec.packageName.split('/')[0] ?? n.kebab;
  const feature = `src/features/${spec.packageName}`;
  const strings = stringsFiles(spec, fields);
  const files: GeneratedFile[] = [
    { path: `openapi/${spec.serviceName}.yaml`, text: openapiFile(spec, fields) },
    { path: `src/server/db/schema/${n.kebab}.ts`, text: drizzleFile(spec, fields) },
    { path: `src/server/modules/${area}/${n.kebab}.service.ts`, text: serviceFile(spec, fields) },
    { path: `src/server/modules/${area}/${n.kebab}.routes.ts`, text: routesFile(spec) },
    { path: `${feature}/${n.kebab}-zh.ts`, text: strings.zh },
    { path: `${feature}/${n.kebab}-en.ts`, text: strings.en },
    { path: `${feature}/${n.kebab}-i18n.ts`, text: i18nFile(spec) },
    { path: `${feature}/${n.kebab}-search.ts`, text: searchFile(spec, fields) },
    { path: `${feature}/${n.kebab}-columns.tsx`, text: columnsFile(spec, fields) },
    { path: `${feature}/${n.kebab}-form.ts`, text: formFile(spec, fields) },
    { path: `${feature}/${n.kebab}-page.tsx`, text: pageFile(spec) },
    { path: `src/routes/_authenticated/${spec.packageName}.tsx`, text: routeFile(spec) },
  ];
  return [...files, { path: 'README.md', text: readme(spec, files) }];
}
