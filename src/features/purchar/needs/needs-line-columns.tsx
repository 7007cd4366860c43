import {
  useFormState,
  useWatch,
  type Control,
  type FieldArrayWithId,
  type UseFormRegister,
} from 'react-hook-form';
import {
  saveNeedsBodyItemsItemRemarkMax,
  saveNeedsBodyItemsItemUsePartMax,
} from '@/api/generated/purchar-needs/zod/cg-needs/cg-needs.zod';
import { lineCellInput, type LineColumn } from '@/components/document/line-grid/line-grid';
import { cn } from '@/lib/cn';
import { multiplyDecimals, roundDecimal } from '@/lib/decimal';
import type { PurcharTranslate } from '../purchar-i18n';
import type { NeedsFormValues } from './needs-editor-form';
import '@/lib/form-zod';

/** A line of the editor's field array (`id` is react-hook-form's row key). */
export type NeedsLine = FieldArrayWithId<NeedsFormValues, 'items', 'id'>;

/** The id of a line's input, so a refused save can focus the quantity of the line it names. */
export const lineInputId = (key: string, column: string) => `needs-line-${key}-${column}`;

/** qty × price of one line, rounded half-up to 2 decimals as the server stores it; blank without a price. */
function LineAmount({ control, index }: { control: Control<NeedsFormValues>; index: number }) {
  const [qty, price] = useWatch({
    control,
    name: [`items.${index}.qty`, `items.${index}.estimatedPrice`],
  });
  const product = qty && price ? multiplyDecimals(qty, price) : undefined;
  return <>{product ? roundDecimal(product, 2) : ''}</>;
}

/** A quantity or price input, marked invalid with the resolver's message (as its title) after a refused save. */
function DecimalInput({
  control,
  register,
  line,
  index,
  column,
  label,
  required,
}: {
  control: Control<NeedsFormValues>;
  register: UseFormRegister<NeedsFormValues>;
  line: NeedsLine;
  index: number;
  column: 'qty' | 'estimatedPrice';
  label: string;
  required?: boolean;
}) {
  const { errors } = useFormState({ control, name: `items.${index}.${column}` });
  const error = errors.items?.[index]?.[column]?.message;
  return (
    <input
      id={lineInputId(line.id, column)}
      className={cn(lineCellInput, 'text-right tabular-nums')}
      inputMode="decimal"
      autoComplete="off"
      aria-label={label}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      title={error}
      {...register(`items.${index}.${column}`)}
    />
  );
}

/**
 * The demand bill's line columns (material, spec and unit from the material; quantity, price, need date, use part
 * and remark typed; the amount computed). Stable for one control, register and language.
 */
export function needsLineColumns(
  control: Control<NeedsFormValues>,
  register: UseFormRegister<NeedsFormValues>,
  t: PurcharTranslate,
): LineColumn<NeedsLine>[] {
  return [
    {
      id: 'materialCode',
      header: t('needs.item.materialCode'),
      headerClassName: 'w-28',
      className: 'font-mono text-xs',
      cell: ({ line }) => line.materialCode,
    },
    {
      id: 'materialName',
      header: t('needs.item.materialName'),
      headerClassName: 'min-w-32',
      cell: ({ line }) => (
        <>
          <span className="block max-w-48 truncate" title={line.materialName}>
            {line.materialName}
          </span>
          {line.planItemId ? (
            <span className="block max-w-48 truncate text-xs text-muted">
              {line.planNo
                ? t('planPicker.planLine', { planNo: line.planNo, lineNo: line.planLineNo ?? '' })
                : t('needs.editor.fromPlan')}
            </span>
          ) : null}
          {line.rejectReason ? (
            <span className="block max-w-48 truncate text-xs text-danger" title={line.rejectReason}>
              {t('needs.editor.rejectedLine', { reason: line.rejectReason })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: 'spec',
      header: t('needs.item.spec'),
      headerClassName: 'w-28',
      className: 'max-w-28 truncate',
      title: (line) => line.spec,
      cell: ({ line }) => line.spec,
    },
    { id: 'unit', header: t('needs.item.unit'), headerClassName: 'w-14', cell: ({ line }) => line.unitName },
    {
      id: 'qty',
      header: t('needs.item.qty'),
      headerClassName: 'w-28',
      required: true,
      cell: ({ line, index, label }) => (
        <DecimalInput
          control={control}
          register={register}
          line={line}
          index={index}
          column="qty"
          label={label(t('needs.item.qty'))}
          required
        />
      ),
    },
    {
      id: 'estimatedPrice',
      header: t('needs.item.estimatedPrice'),
      headerClassName: 'w-28',
      cell: ({ line, index, label }) => (
        <DecimalInput
          control={control}
          register={register}
          line={line}
          index={index}
          column="estimatedPrice"
          label={label(t('needs.item.estimatedPrice'))}
        />
      ),
    },
    {
      id: 'estimatedAmount',
      header: t('needs.item.estimatedAmount'),
      headerClassName: 'w-28 text-right',
      className: 'text-right tabular-nums',
      cell: ({ index }) => <LineAmount control={control} index={index} />,
    },
    {
      id: 'needDate',
      header: t('needs.item.needDate'),
      headerClassName: 'w-36',
      cell: ({ index, label }) => (
        <input
          type="date"
          className={lineCellInput}
          aria-label={label(t('needs.item.needDate'))}
          {...register(`items.${index}.needDate`)}
        />
      ),
    },
    {
      id: 'usePart',
      header: t('needs.item.usePart'),
      headerClassName: 'w-36',
      cell: ({ index, label }) => (
        <input
          className={lineCellInput}
          maxLength={saveNeedsBodyItemsItemUsePartMax}
          autoComplete="off"
          aria-label={label(t('needs.item.usePart'))}
          {...register(`items.${index}.usePart`)}
        />
      ),
    },
    {
      id: 'remark',
      header: t('needs.item.remark'),
      headerClassName: 'w-36',
      cell: ({ index, label }) => (
        <input
          className={lineCellInput}
          maxLength={saveNeedsBodyItemsItemRemarkMax}
          autoComplete="off"
          aria-label={label(t('needs.item.remark'))}
          {...register(`items.${index}.remark`)}
        />
      ),
    },
  ];
}
