import {
  useFormState,
  useWatch,
  type Control,
  type FieldValues,
  type UseFormRegister,
} from 'react-hook-form';
import { lineCellInput, type LineColumn } from '@/components/document/line-grid/line-grid';
import { cn } from '@/lib/cn';
import { multiplyDecimals, roundDecimal } from '@/lib/decimal';
import type { StockTranslate } from '../stock-i18n';
import type { StockLineValues } from './stock-doc-form';

/** A line of an editor's field array (`id` is react-hook-form's row key). */
export type StockLine = StockLineValues & { id: string };
type Values = FieldValues & { items: StockLineValues[] };

/** The id of a line's input, so a refused save can focus the line it names. */
export const stockLineInputId = (key: string, column: string) => `stock-line-${key}-${column}`;

/** qty × unit cost of a receipt line, rounded half-up to 2 decimals as the server posts it. */
function LineAmount({ control, index }: { control: Control<Values>; index: number }) {
  const [qty, cost] = useWatch({ control, name: [`items.${index}.qty`, `items.${index}.unitCost`] }) as [
    string,
    string,
  ];
  const product = qty && cost ? multiplyDecimals(qty, cost) : undefined;
  return <>{product ? roundDecimal(product, 2) : ''}</>;
}

function LineInput({
  control,
  register,
  line,
  index,
  column,
  label,
  numeric,
}: {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  line: StockLine;
  index: number;
  column: 'qty' | 'unitCost' | 'remark';
  label: string;
  numeric: boolean;
}) {
  const { errors } = useFormState({ control, name: `items.${index}.${column}` });
  const error = (errors.items as Record<string, { message?: string }>[] | undefined)?.[index]?.[column]
    ?.message;
  return (
    <input
      id={stockLineInputId(line.id, column)}
      className={cn(lineCellInput, numeric && 'text-right tabular-nums')}
      inputMode={numeric ? 'decimal' : undefined}
      autoComplete="off"
      aria-label={label}
      aria-required={numeric || undefined}
      aria-invalid={error ? true : undefined}
      title={error}
      {...register(`items.${index}.${column}`)}
    />
  );
}

/**
 * The stock documents' line columns: material, spec and unit from the pick; what the storehouse holds (stock-outs);
 * the quantity, the unit cost and its amount (stock-ins) and a remark typed.
 */
export function stockLineColumns(
  control: Control<Values>,
  register: UseFormRegister<Values>,
  t: StockTranslate,
  kind: 'in' | 'out',
): LineColumn<StockLine>[] {
  const input =
    (column: 'qty' | 'unitCost' | 'remark', numeric: boolean) =>
    ({ line, index, label }: { line: StockLine; index: number; label: (c: string) => string }) => (
      <LineInput
        control={control}
        register={register}
        line={line}
        index={index}
        column={column}
        label={label(t(`item.${column}`))}
        numeric={numeric}
      />
    );
  return [
    {
      id: 'materialCode',
      header: t('item.materialCode'),
      headerClassName: 'w-28',
      className: 'font-mono text-xs',
      cell: ({ line }) => line.materialCode,
    },
    {
      id: 'materialName',
      header: t('item.materialName'),
      headerClassName: 'min-w-32',
      title: (line) => line.materialName,
      cell: ({ line }) => line.materialName,
    },
    {
      id: 'spec',
      header: t('item.spec'),
      headerClassName: 'w-28',
      className: 'max-w-28 truncate',
      title: (line) => line.spec,
      cell: ({ line }) => line.spec,
    },
    { id: 'unit', header: t('item.unit'), headerClassName: 'w-14', cell: ({ line }) => line.unitName },
    ...(kind === 'out'
      ? [
          {
            id: 'stockQty',
            header: t('item.stockQty'),
            headerClassName: 'w-24 text-right',
            className: 'text-right tabular-nums',
            cell: ({ line }: { line: StockLine }) => line.stockQty,
          },
        ]
      : []),
    { id: 'qty', header: t('item.qty'), required: true, headerClassName: 'w-28', cell: input('qty', true) },
    ...(kind === 'in'
      ? [
          {
            id: 'unitCost',
            header: t('item.unitCost'),
            required: true,
            headerClassName: 'w-32',
            cell: input('unitCost', true),
          },
          {
            id: 'amount',
            header: t('item.costAmount'),
            headerClassName: 'w-28 text-right',
            className: 'text-right tabular-nums',
            cell: ({ index }: { index: number }) => <LineAmount control={control} index={index} />,
          },
        ]
      : []),
    { id: 'remark', header: t('item.remark'), headerClassName: 'min-w-32', cell: input('remark', false) },
  ];
}
