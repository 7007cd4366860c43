import { z } from 'zod';
import type { FieldDef } from '@/components/form/field-def';
import type { DemoTranslate } from './demo-i18n';
import type { DemoSearchParams } from './demo-search';
import { DEMO_CATEGORIES, DEMO_DEPTS, type DemoInput, type DemoRecord } from './demo-store';

/** SPEC §5 phone rule: 11 digits, mainland mobile pattern. */
const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export function demoCategoryOptions(t: DemoTranslate) {
  return DEMO_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }));
}

/**
 * The demo record's form: a hand-written schema here because the demo has no contract (a real resource starts
 * from its generated `submit…Body`, see features/system/param/param-form.ts).
 */
export function demoForm(t: DemoTranslate) {
  const text = (message: string) => z.string().trim().min(1, message);
  const schema = z.object({
    name: text(t('rules.nameRequired')).max(50),
    code: text(t('rules.codeRequired')).max(20),
    category: z.string({ error: t('rules.categoryRequired') }).min(1, t('rules.categoryRequired')),
    currency: z.string().optional(),
    amount: z.number({ error: t('rules.amountRequired') }).min(0, t('rules.amountMin')),
    quantity: z.number().int().min(0).optional(),
    enabled: z.union([z.literal(0), z.literal(1)]),
    startDate: z.string().optional(),
    deptId: z.string().optional(),
    owner: z.string().trim().max(20).optional(),
    phone: z
      .string()
      .trim()
      .refine((value) => value === '' || value.length === 11, t('rules.phoneLength'))
      .refine((value) => value === '' || PHONE_PATTERN.test(value), t('rules.phoneFormat')),
    email: z.union([z.literal(''), z.email(t('rules.emailFormat'))]),
    attachment: z.string().optional(),
    remark: z.string().max(500).optional(),
  });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    { name: 'name', label: t('record.name'), kind: 'text', required: true },
    { name: 'code', label: t('record.code'), kind: 'text', required: true },
    {
      name: 'category',
      label: t('record.category'),
      kind: 'select',
      options: demoCategoryOptions(t),
      required: true,
    },
    { name: 'currency', label: t('record.currency'), kind: 'dictionary', code: 'currency' },
    { name: 'amount', label: t('record.amount'), kind: 'number', required: true },
    { name: 'quantity', label: t('record.quantity'), kind: 'number' },
    { name: 'startDate', label: t('record.startDate'), kind: 'date' },
    { name: 'enabled', label: t('record.enabled'), kind: 'switch', values: [0, 1] },
    { name: 'deptId', label: t('record.deptId'), kind: 'tree', nodes: DEMO_DEPTS },
    { name: 'owner', label: t('record.owner'), kind: 'text' },
    { name: 'phone', label: t('record.phone'), kind: 'text' },
    { name: 'email', label: t('record.email'), kind: 'text' },
    { name: 'attachment', label: t('record.attachment'), kind: 'upload', span: 2 },
    { name: 'remark', label: t('record.remark'), kind: 'textarea', span: 2 },
  ];
  const toValues = (row?: DemoRecord): Values => ({
    name: row?.name ?? '',
    code: row?.code ?? '',
    category: row?.category ?? '',
    currency: row?.currency,
    amount: row?.amount as number,
    quantity: row?.quantity,
    enabled: row?.enabled ?? 1,
    startDate: row?.startDate,
    deptId: row?.deptId,
    owner: row?.owner ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    attachment: row?.attachment,
    remark: row?.remark ?? '',
  });
  return { schema, fields, toValues, className: 'max-w-4xl' };
}

export type DemoFormValues = z.output<ReturnType<typeof demoForm>['schema']>;

/** The store keeps every field as a plain value; optional form fields become empty values. */
export function toDemoInput(values: DemoFormValues): DemoInput {
  return {
    ...values,
    currency: values.currency ?? '',
    quantity: values.quantity ?? 0,
    startDate: values.startDate ?? '',
    deptId: values.deptId ?? '',
    owner: values.owner ?? '',
    attachment: values.attachment ?? '',
    remark: values.remark ?? '',
  };
}

export function demoSearchFields(t: DemoTranslate): FieldDef<DemoSearchParams>[] {
  return [
    { name: 'name', label: t('record.name'), kind: 'text' },
    { name: 'code', label: t('record.code'), kind: 'text' },
    { name: 'category', label: t('record.category'), kind: 'select', options: demoCategoryOptions(t) },
  ];
}
