import { z } from 'zod';

/**
 * Form schemas start from the generated zod (the contract's rules) and add only what the user should read
 * (SPEC §5 messages). `withRequiredMessages(submitParamBody, { paramName: t('…') })` makes the named text fields
 * say that message when left blank (whitespace counts as blank, and the value is sent trimmed); every other rule
 * of the generated field (length, pattern, …) still applies after it.
 */
export function requiredText<S extends z.core.$ZodType>(message: string, schema: S) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .pipe(schema as unknown as z.core.$ZodType<z.output<S>, string>);
}

export function withRequiredMessages<Shape extends z.ZodRawShape, K extends keyof Shape & string>(
  schema: z.ZodObject<Shape>,
  messages: Record<K, string>,
) {
  const overrides = Object.fromEntries(
    Object.entries<string>(messages).map(([name, message]) => [
      name,
      requiredText(message, schema.shape[name]!),
    ]),
  ) as { [P in K]: z.ZodPipe<z.ZodString, z.core.$ZodType<z.output<Shape[P]>, string>> };
  return schema.extend(overrides);
}

/**
 * A required number (number inputs hold undefined when empty): `message` when blank, then the generated rule
 * (range, integer, literals) applies. Select and dictionary controls hold the option's value, which for a
 * dictionary is its dictKey text: it is turned into the number the contract wants.
 */
export function requiredNumber<S extends z.core.$ZodType>(message: string, schema: S) {
  return z
    .union([z.number(), z.string().trim().min(1, message)], { error: message })
    .transform(Number)
    .pipe(schema as unknown as z.core.$ZodType<z.output<S>, number>);
}

/** What the walk below reads of a zod 4 schema (its definition, and the limit its checks record). */
interface SchemaNode {
  _zod: {
    def: {
      type: string;
      innerType?: SchemaNode;
      in?: SchemaNode;
      out?: SchemaNode;
      shape?: Record<string, SchemaNode>;
    };
    bag: { maximum?: unknown };
  };
  /** zod classic's reading of the string's max_length check. */
  maxLength?: unknown;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** The longest text a string schema allows (maxLength in the contract), through optional/default/pipe wrappers. */
export function textMaxLength(schema: unknown, depth = 0): number | undefined {
  if (!isNode(schema) || depth > 8) return undefined;
  const def = schema._zod.def;
  if (def.type === 'string') {
    const max = schema.maxLength ?? schema._zod.bag.maximum;
    return typeof max === 'number' && Number.isFinite(max) ? max : undefined;
  }
  if (WRAPPERS.has(def.type)) return textMaxLength(def.innerType, depth + 1);
  // requiredText pipes the trimmed input into the generated rule: the limit is the generated side's.
  if (def.type === 'pipe') return textMaxLength(def.out, depth + 1) ?? textMaxLength(def.in, depth + 1);
  return undefined;
}

function objectShape(schema: unknown, depth = 0): Record<string, SchemaNode> | undefined {
  if (!isNode(schema) || depth > 8) return undefined;
  const def = schema._zod.def;
  if (def.type === 'object') return def.shape;
  if (WRAPPERS.has(def.type)) return objectShape(def.innerType, depth + 1);
  if (def.type === 'pipe') return objectShape(def.in, depth + 1);
  return undefined;
}

/**
 * The contract's maxLength of a form field, read from the form's zod schema (the generated one, extended), so
 * text inputs stop where the server would refuse without the limit being typed again by hand.
 */
export function fieldMaxLength(schema: unknown, name: string): number | undefined {
  return textMaxLength(objectShape(schema)?.[name]);
}
