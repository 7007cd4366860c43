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
