import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import {
  getGetInvoiceLinkableContractsQueryOptions,
  linkInvoice,
} from '@/api/generated/purchase-invoice/endpoints/cw-invoice-contract/cw-invoice-contract';
import type { InvoiceDetail, LinkableContract } from '@/api/generated/purchase-invoice/model';
import { CrudFormDialog } from '@/components/crud/crud-form-dialog';
import type { CustomFieldProps, FieldDef } from '@/components/form/field-def';
import type { InvoiceTranslate } from './invoice-i18n';

const money = (value: number) => value.toFixed(2);

/** The contract select, with the chosen contract's total, what is invoiced and what is left beneath it. */
function ContractPick({
  props,
  contracts,
  t,
}: {
  props: CustomFieldProps;
  contracts: LinkableContract[];
  t: InvoiceTranslate;
}) {
  const chosen = contracts.find((c) => c.contractId === props.value);
  if (contracts.length === 0)
    return <p className="text-sm text-muted">{t('invoice.linkDialog.noContracts')}</p>;
  return (
    <div className="flex flex-col gap-1">
      <select
        id={props.id}
        className="h-9 rounded-md border border-line bg-surface px-2 text-sm"
        value={String(props.value ?? '')}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props['aria-describedby']}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      >
        <option value="">{t('invoice.linkDialog.pickContract')}</option>
        {contracts.map((c) => (
          <option key={c.contractId} value={c.contractId}>
            {c.contractNo} {c.contractName}
          </option>
        ))}
      </select>
      {chosen ? (
        <p className="text-xs text-muted tabular-nums" aria-live="polite">
          {t('invoice.linkDialog.total')} {money(chosen.totalAmount)} · {t('invoice.linkDialog.invoiced')}{' '}
          {money(chosen.invoicedAmount)} · {t('invoice.linkDialog.invoiceable')}{' '}
          {money(chosen.invoiceableAmount)}
        </p>
      ) : null}
    </div>
  );
}

/** 关联合同: pick one of the contracts the server offers, optionally an order or stock-in, and the amount. */
export function InvoiceLinkDialog({
  invoice,
  open,
  onOpenChange,
  onLinked,
  t,
}: {
  invoice: InvoiceDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLinked: () => Promise<unknown>;
  t: InvoiceTranslate;
}) {
  const query = useQuery({
    ...getGetInvoiceLinkableContractsQueryOptions({ invoiceId: invoice.id }),
    enabled: open,
  });
  const contracts = useMemo(() => query.data?.data ?? [], [query.data]);
  const schema = useMemo(
    () =>
      z.object({
        contractId: z.string().min(1, t('invoice.linkDialog.pickContract')),
        orderId: z.string(),
        stockInId: z.string(),
        amount: z
          .string()
          .trim()
          .regex(/^\d{1,16}(\.\d{1,2})?$/, t('invoice.error.amount')),
      }),
    [t],
  );
  type Values = z.input<typeof schema>;
  const none = { value: '', label: t('invoice.linkDialog.none') };
  const fields: FieldDef<Values>[] = [
    {
      name: 'contractId',
      label: t('invoice.linkDialog.contract'),
      kind: 'custom',
      required: true,
      span: 2,
      render: (props) => <ContractPick props={props} contracts={contracts} t={t} />,
    },
    {
      name: 'orderId',
      label: t('invoice.linkDialog.order'),
      kind: 'select',
      options: [
        none,
        ...contracts.flatMap((c) =>
          c.orders.map((o) => ({ value: o.id, label: `${c.contractNo} / ${o.orderNo}` })),
        ),
      ],
    },
    {
      name: 'stockInId',
      label: t('invoice.linkDialog.stockIn'),
      kind: 'select',
      options: [
        none,
        ...contracts.flatMap((c) =>
          c.stockIns.map((s) => ({
            value: s.id,
            label: `${c.contractNo} / ${s.stockInNo} (${s.stockInDate}, ${money(s.amountInclTax)})`,
          })),
        ),
      ],
    },
    {
      name: 'amount',
      label: t('invoice.linkDialog.amount'),
      kind: 'text',
      required: true,
      hint: t('invoice.linkDialog.left', { amount: money(invoice.unlinkedAmount) }),
    },
  ];
  return (
    <CrudFormDialog
      open={open}
      onOpenChange={onOpenChange}
      mode="create"
      title={t('invoice.linkDialog.title', { no: invoice.invoiceNo })}
      schema={schema}
      fields={fields}
      values={{ contractId: '', orderId: '', stockInId: '', amount: money(invoice.unlinkedAmount) }}
      onSubmit={async (values) => {
        await linkInvoice({
          invoiceId: invoice.id,
          contractId: values.contractId,
          orderId: values.orderId || null,
          stockInId: values.stockInId || null,
          amount: Number(values.amount),
        });
        await onLinked();
      }}
    />
  );
}
