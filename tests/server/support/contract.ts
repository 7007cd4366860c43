import { Ajv, type ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * The OpenAPI files as the source of truth in tests: every answer a test receives is checked against the
 * response schema the YAML declares for that operation and status.
 */
const folder = join(import.meta.dirname, '../../../openapi');
const services: string[] = JSON.parse(readFileSync(join(folder, 'services.json'), 'utf8'));

interface Operation {
  service: string;
  method: string;
  path: string;
  operationId: string;
  responses: Record<string, unknown>;
  pointer: string;
}

type Doc = {
  paths?: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
};

const docs = new Map<string, Doc>();
for (const file of ['common', 'approval', ...services]) {
  docs.set(`${file}.yaml`, parse(readFileSync(join(folder, `${file}.yaml`), 'utf8')) as Doc);
}

// Decimals (qty 0.001, prices 0.0001, amounts 0.01) are binary floats in JSON: 15.123 / 0.001 is not an exact
// integer, so multipleOf is checked to a tolerance rather than exactly.
const ajv = new Ajv({ strict: false, allErrors: false, multipleOfPrecision: 6 });
for (const [name, doc] of docs) ajv.addSchema(doc as object, name);

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export const operations: Operation[] = services.flatMap((service) => {
  const doc = docs.get(`${service}.yaml`)!;
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({
      service,
      method: method.toUpperCase(),
      path,
      operationId: item[method]!.operationId ?? '',
      responses: item[method]!.responses ?? {},
      pointer: `${service}.yaml#/paths/${escape(path)}/${method}/responses`,
    })),
  );
});

function matches(template: string, actual: string): boolean {
  const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return pattern.test(actual);
}

export function findOperation(method: string, apiPath: string): Operation | undefined {
  const path = apiPath.replace(/^\/api/, '');
  return operations.find((op) => op.method === method.toUpperCase() && matches(op.path, path));
}

const validators = new Map<string, ValidateFunction>();

/** Follows a response `$ref` (e.g. './common.yaml#/components/responses/Status') to the response object. */
function resolveResponse(service: string, response: unknown): { ref: string } | undefined {
  const ref = (response as { $ref?: string })?.$ref;
  if (!ref) return undefined;
  const [file, pointer] = ref.split('#');
  return { ref: `${file ? file.replace('./', '') : `${service}.yaml`}#${pointer}` };
}

/** The response object itself, following one `$ref` into another document. */
function responseObject(service: string, response: unknown): { content?: Record<string, unknown> } {
  const indirect = resolveResponse(service, response);
  if (!indirect) return response as { content?: Record<string, unknown> };
  const [file, pointer] = indirect.ref.split('#');
  let node: unknown = docs.get(file!);
  for (const part of pointer!.split('/').filter(Boolean)) node = (node as Record<string, unknown>)[part];
  return node as { content?: Record<string, unknown> };
}

function validatorFor(op: Operation, status: string): ValidateFunction | 'binary' | undefined {
  const key = `${op.pointer}/${status}`;
  if (validators.has(key)) return validators.get(key);
  const response = op.responses[status];
  if (!response) return undefined;
  if (!responseObject(op.service, response).content?.['application/json']) return 'binary';
  const indirect = resolveResponse(op.service, response);
  const schemaRef = indirect
    ? `${indirect.ref}/content/application~1json/schema`
    : `${op.pointer}/${status}/content/application~1json/schema`;
  const validate = ajv.compile({ $ref: schemaRef });
  validators.set(key, validate);
  return validate;
}

/** Throws when the answer is not what the YAML declares for this operation and status. */
export function assertMatchesContract(method: string, apiPath: string, status: number, body: unknown) {
  const op = findOperation(method, apiPath);
  if (!op) return; // test-only routes (health, captcha test hook) are not part of the contract
  const validate = validatorFor(op, String(status));
  if (!validate) throw new Error(`${op.operationId} answered ${status}, which the contract does not declare`);
  if (validate === 'binary') return;
  if (!validate(body)) {
    throw new Error(
      `${op.operationId} ${status} answer breaks the contract: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}
