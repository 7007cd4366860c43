import {
  useFormState,
  useWatch,
  type Control,
  type FieldArrayWithId,
  type UseFormRegister,
} from 'react-hook-form';
import { lineCellInput, type LineColumn } from '@/components/document/line-grid/line-grid';
import { cn } from '@/lib/cn';
import { lineMoney } from '@/lib/contract-money';
import { isDecimal } from '@/lib/decimal';
import type { PurchaseTranslate } from '../purchase-i18n';
import type { ContractFormValues } from './contract-editor-form';

/** A line of the editor's field array (`id` is react-hook-form's row key). */
export type ContractLine = FieldArrayWithId<ContractFormValues, 'items', 'id'>;

export const contractLineInputId = (key: string, column: string) => `contract-line-${key}-${column}`;

type MoneyColumn = 'amount' | 'amountExclTax' | 'taxAmount';

/** One line's money as the server will store it (the same rule, lib/contract-money); blank until it is valid. */
export function lineMoneyOf(qty: string, price: string, rate: string) {
  if (!isDecimal(qty) || !isDecimal(price) || !isDecimal(rate)) return undefined;
  return lineMoney(qty.trim(), price.trim(), rate.trim());
}

function LineMoney({
  control,
  index,
  column,
}: {
  control: Control<ContractFormValues>;
  index: number;
  column: MoneyColumn;
}) {
  const [qty, price, rate, headerRate] = useWatch({
    control,
    name: [`items.${index}.qty`, `items.${index}.unitPrice`, `items.${index}.taxRate`, 'taxRate'],
  });
  return <>{lineMoneyOf(qty, price, rate.trim() ? rate : headerRate)?.[column] ?? ''}</>;
}

function DecimalInput({
  control,
  register,
  line,
  index,
  column,
  label,
}: {
  control: Control<ContractFormValues>;
  register: UseFormRegister<ContractFormValues>;
  line: ContractLine;
  index: number;
  column: 'qty' | 'unitPrice' | 'taxRate';
  label: string;
}) {
  const { errors } = useFormState({ control, name: `items.${index}.${column}` });
  const error = errors.items?.[index]?.[column]?.message;
  return (
    <input
      id={contractLineInputId(line.id, column)}
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

/** The contract's line columns: the material, qty, price and rate typed, the tax split computed. */
export function contractLineColumns(
  control: Control<ContractFormValues>,
  register: UseFormRegister<ContractFormValues>,
  t: PurchaseTranslate,
): LineColumn<ContractLine>[] {
  const input = (column: 'qty' | 'unitPrice' | 'taxRate', required = false): LineColumn<ContractLine> => ({
    id: column,
    header: t(`contract.item.${column}`),
    headerClassName: 'w-28',
    required,
    cell: ({ line, index, label }) => (
      <DecimalInput
        control={control}
        register={register}
        line={line}
        index={index}
        column={column}
        label={label(t(`contract.item.${column}`))}
      />
    ),
  });
  const money = (column: MoneyColumn): LineColumn<ContractLine> => ({
    id: column,
    header: t(`contract.item.${column}`),
    headerClassName: 'w-28 text-right',
    className: 'text-right tabular-nums',
    cell: ({ index }) => <LineMoney control={control} index={index} column={column} />,
  });
  return [
    {
      id: 'materialCode',
      header: t('contract.item.materialCode'),
      headerClassName: 'w-28',
      className: 'font-mono text-xs',
      cell: ({ line }) => line.materialCode,
    },
    {
      id: 'materialName',
      header: t('contract.item.materialName'),
      headerClassName: 'min-w-32',
      cell: ({ line }) => (
        <>
          <span className="block max-w-48 truncate" title={line.materialName}>
            {line.materialName}
          </span>
          {line.fromAward ? (
            <span className="block text-xs text-muted">{t('contract.editor.fromAward')}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'spec',
      header: t('contract.item.spec'),
      headerClassName: 'w-24',
      className: 'max-w-24 truncate',
      title: (line) => line.spec,
      cell: ({ line }) => line.spec,
    },
    {
      id: 'unit',
      header: t('contract.item.unit'),
      headerClassName: 'w-14',
      cell: ({ line }) => line.unitName,
    },
    input('qty', true),
    input('unitPrice', true),
    input('taxRate'),
    money('amount'),
    money('amountExclTax'),
    money('taxAmount'),
    {
      id: 'remark',
      header: t('contract.field.remark'),
      headerClassName: 'w-32',
      cell: ({ index, label }) => (
        <input
          className={lineCellInput}
          maxLength={500}
          autoComplete="off"
          aria-label={label(t('contract.field.remark'))}
          {...register(`items.${index}.remark`)}
        />
      ),
    },
  ];
}
