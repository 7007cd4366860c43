import { useFormState, type Control, type FieldArrayWithId, type UseFormRegister } from 'react-hook-form';
import { lineCellInput, type LineColumn } from '@/components/document/line-grid/line-grid';
import { cn } from '@/lib/cn';
import type { PurcharTranslate } from '../purchar-i18n';
import type { PlanStrings } from './plan-needs-zh';
import type { PlanFormValues } from './plan-needs-editor-form';

export type PlanLine = FieldArrayWithId<PlanFormValues, 'items', 'id'>;

export const planLineInputId = (key: string, column: string) => `plan-line-${key}-${column}`;

function DecimalInput(props: {
  control: Control<PlanFormValues>;
  register: UseFormRegister<PlanFormValues>;
  line: PlanLine;
  index: number;
  column: 'planQty' | 'unitPrice';
  label: string;
}) {
  const { control, register, line, index, column, label } = props;
  const { errors } = useFormState({ control, name: `items.${index}.${column}` });
  const error = errors.items?.[index]?.[column]?.message;
  return (
    <input
      id={planLineInputId(line.id, column)}
      className={cn(lineCellInput, 'text-right tabular-nums')}
      inputMode="decimal"
      autoComplete="off"
      aria-label={label}
      aria-invalid={error ? true : undefined}
      title={error}
      {...register(`items.${index}.${column}`)}
    />
  );
}

/** The plan's line columns: the material's snapshot, then planned quantity, price, need date, use part, remark. */
export function planLineColumns(
  control: Control<PlanFormValues>,
  register: UseFormRegister<PlanFormValues>,
  t: PurcharTranslate,
): LineColumn<PlanLine>[] {
  const i = (key: keyof PlanStrings['item']) => t(`planNeeds.item.${key}`);
  const text = (name: 'usePart' | 'remark' | 'needDate', max?: number) =>
    function TextCell({ index, label }: { index: number; label: (column: string) => string }) {
      return (
        <input
          type={name === 'needDate' ? 'date' : 'text'}
          className={lineCellInput}
          maxLength={max}
          autoComplete="off"
          aria-label={label(i(name))}
          {...register(`items.${index}.${name}`)}
        />
      );
    };
  return [
    {
      id: 'materialCode',
      header: i('materialCode'),
      headerClassName: 'w-28',
      className: 'font-mono text-xs',
      cell: ({ line }) => line.materialCode,
    },
    {
      id: 'materialName',
      header: i('materialName'),
      headerClassName: 'min-w-32',
      cell: ({ line }) => line.materialName,
    },
    {
      id: 'spec',
      header: i('spec'),
      headerClassName: 'w-28',
      className: 'max-w-28 truncate',
      cell: ({ line }) => line.spec,
    },
    { id: 'unit', header: i('unit'), headerClassName: 'w-14', cell: ({ line }) => line.unitName },
    {
      id: 'planQty',
      header: i('planQty'),
      headerClassName: 'w-28',
      required: true,
      cell: ({ line, index, label }) => (
        <DecimalInput
          control={control}
          register={register}
          line={line}
          index={index}
          column="planQty"
          label={label(i('planQty'))}
        />
      ),
    },
    {
      id: 'unitPrice',
      header: i('unitPrice'),
      headerClassName: 'w-28',
      cell: ({ line, index, label }) => (
        <DecimalInput
          control={control}
          register={register}
          line={line}
          index={index}
          column="unitPrice"
          label={label(i('unitPrice'))}
        />
      ),
    },
    { id: 'needDate', header: i('needDate'), headerClassName: 'w-36', cell: text('needDate') },
    { id: 'usePart', header: i('usePart'), headerClassName: 'w-36', cell: text('usePart', 200) },
    { id: 'remark', header: i('remark'), headerClassName: 'w-36', cell: text('remark', 500) },
  ];
}
