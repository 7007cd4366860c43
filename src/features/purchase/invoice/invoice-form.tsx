import { useState } from 'react';
import { z } from 'zod';
import { uploadInvoiceScan } from '@/api/generated/purchase-invoice/endpoints/cw-invoice/cw-invoice';
import type { InvoiceHeader, InvoiceSubmit } from '@/api/generated/purchase-invoice/model';
import type { CustomFieldProps, FieldDef, SelectOption } from '@/components/form/field-def';
import { UploadButton } from '@/components/document/upload-button';
import type { InvoiceTranslate } from './invoice-i18n';

const MONEY = /^\d{1,16}(\.\d{1,2})?$/;

/** Money text → cents, exactly (no floats): the live total check agrees with the server to the cent. */
export const centsOf = (text: string) => {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
};
const centsText = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/** The register/edit form: money as text (exact), total = excl. + tax checked on the field as it is typed. */
export function invoiceSchema(t: InvoiceTranslate) {
  const money = z.string().trim().regex(MONEY, t('invoice.error.amount'));
  const required = z.string().trim().min(1, t('invoice.error.required'));
  return z
    .object({
      invoiceType: required,
      invoiceNo: required,
      invoiceCode: z.string().trim(),
      supplierId: required,
      buyerId: required,
      buyerTaxNo: z.string().trim(),
      invoiceDate: required,
      amountExclTax: money,
      taxRate: z.string().trim(),
      taxAmount: money,
      totalAmount: money,
      attachId: z.string(),
      remark: z.string(),
    })
    .superRefine((values, context) => {
      if (
        !MONEY.test(values.amountExclTax) ||
        !MONEY.test(values.taxAmount) ||
        !MONEY.test(values.totalAmount)
      )
        return;
      const sum = centsOf(values.amountExclTax) + centsOf(values.taxAmount);
      if (sum !== centsOf(values.totalAmount)) {
        context.addIssue({
          code: 'custom',
          path: ['totalAmount'],
          message: t('invoice.error.totalMismatch', { sum: centsText(sum) }),
        });
      }
    });
}
export type InvoiceFormSchema = ReturnType<typeof invoiceSchema>;
export type InvoiceFormValues = z.input<InvoiceFormSchema>;

export function toFormValues(row?: InvoiceHeader): InvoiceFormValues {
  return {
    invoiceType: row?.invoiceType ?? '1',
    invoiceNo: row?.invoiceNo ?? '',
    invoiceCode: row?.invoiceCode ?? '',
    supplierId: row?.supplierId ?? '',
    buyerId: row?.buyerId ?? '',
    buyerTaxNo: row?.buyerTaxNo ?? '',
    invoiceDate: row?.invoiceDate ?? '',
    amountExclTax: row ? row.amountExclTax.toFixed(2) : '',
    taxRate: row?.taxRate === null || row?.taxRate === undefined ? '' : String(row.taxRate),
    taxAmount: row ? row.taxAmount.toFixed(2) : '',
    totalAmount: row ? row.totalAmount.toFixed(2) : '',
    attachId: row?.attachId ?? '',
    remark: row?.remark ?? '',
  };
}

/** The form's values as the add/edit call takes them. */
export function toSubmit(values: z.output<InvoiceFormSchema>, id?: string): InvoiceSubmit {
  return {
    id,
    invoiceType: values.invoiceType,
    invoiceNo: values.invoiceNo,
    invoiceCode: values.invoiceCode || null,
    supplierId: values.supplierId,
    buyerId: values.buyerId,
    buyerTaxNo: values.buyerTaxNo || null,
    invoiceDate: values.invoiceDate,
    amountExclTax: Number(values.amountExclTax),
    taxRate: values.taxRate === '' ? null : Number(values.taxRate),
    taxAmount: Number(values.taxAmount),
    totalAmount: Number(values.totalAmount),
    attachId: values.attachId || null,
    remark: values.remark || null,
  };
}

/** The scan: uploaded at once through the invoice's own upload (checked by content), its attachId kept. */
function ScanField({
  props,
  t,
  fileName,
}: {
  props: CustomFieldProps;
  t: InvoiceTranslate;
  fileName: string;
}) {
  const [name, setName] = useState(props.value ? fileName : '');
  return (
    <div className="flex items-center gap-2">
      <UploadButton
        id={props.id}
        upload={uploadInvoiceScan}
        onUploaded={(file) => {
          setName(file.fileName);
          props.onChange(file.attachId);
        }}
        label={t('invoice.action.upload')}
        busyLabel={t('invoice.action.uploading')}
        accept=".pdf,.jpg,.jpeg,.png,.ofd"
        describedBy={props['aria-describedby']}
        disabled={props.disabled || props.readOnly}
      />
      <span className="truncate text-sm text-muted">{name}</span>
    </div>
  );
}

export function invoiceFields(
  t: InvoiceTranslate,
  parties: { buyers: SelectOption[]; sellers: SelectOption[] },
  fileName: string,
): FieldDef<InvoiceFormValues>[] {
  return [
    {
      name: 'invoiceType',
      label: t('invoice.field.invoiceType'),
      kind: 'dictionary',
      code: 'cw_invoice_type',
      required: true,
    },
    { name: 'invoiceDate', label: t('invoice.field.invoiceDate'), kind: 'date', required: true },
    {
      name: 'invoiceNo',
      label: t('invoice.field.invoiceNo'),
      kind: 'text',
      required: true,
      hint: t('invoice.hint.invoiceNo'),
    },
    {
      name: 'invoiceCode',
      label: t('invoice.field.invoiceCode'),
      kind: 'text',
      hint: t('invoice.hint.invoiceCode'),
    },
    {
      name: 'supplierId',
      label: t('invoice.field.seller'),
      kind: 'select',
      options: parties.sellers,
      required: true,
    },
    {
      name: 'buyerId',
      label: t('invoice.field.buyer'),
      kind: 'select',
      options: parties.buyers,
      required: true,
    },
    { name: 'amountExclTax', label: t('invoice.field.amountExclTax'), kind: 'text', required: true },
    { name: 'taxRate', label: t('invoice.field.taxRate'), kind: 'text' },
    { name: 'taxAmount', label: t('invoice.field.taxAmount'), kind: 'text', required: true },
    { name: 'totalAmount', label: t('invoice.field.totalAmount'), kind: 'text', required: true },
    { name: 'buyerTaxNo', label: t('invoice.field.buyerTaxNo'), kind: 'text' },
    {
      name: 'attachId',
      label: t('invoice.field.scan'),
      kind: 'custom',
      render: (props) => <ScanField props={props} t={t} fileName={fileName} />,
    },
    { name: 'remark', label: t('invoice.field.remark'), kind: 'textarea', span: 2 },
  ];
}
