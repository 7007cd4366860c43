import {
  useFieldArray,
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';
import { uploadPaymentFile } from '@/api/generated/purchase-payment/endpoints/cw-payment/cw-payment';
import { lineCellInput } from '@/components/document/line-grid/line-grid';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { PaymentFormValues } from './payment-editor-form';
import { money, numeric, tableCell, tableHead } from './payment-format';
import type { PaymentTranslate } from './payment-i18n';
import { UploadButton } from '@/components/document/upload-button';

/** The contract's received orders, each with this request's amount (blank leaves the order out). */
export function OrderAmountsTable({
  form,
  t,
}: {
  form: UseFormReturn<PaymentFormValues>;
  t: PaymentTranslate;
}) {
  const orders = useWatch({ control: form.control, name: 'orders' });
  const register: UseFormRegister<PaymentFormValues> = form.register;
  if (orders.length === 0) return <p className="text-sm text-muted">{t('payment.orders.noneToChoose')}</p>;
  return (
    <div className="overflow-x-auto">
      <table aria-label={t('payment.orders.title')} className="w-full text-sm">
        <thead>
          <tr>
            <th className={tableHead}>{t('payment.orders.orderNo')}</th>
            <th className={tableHead}>{t('payment.orders.orderDate')}</th>
            <th className={cn(tableHead, 'text-right')}>{t('payment.orders.receivedAmount')}</th>
            <th className={cn(tableHead, 'text-right')}>{t('payment.orders.coveredAmount')}</th>
            <th className={cn(tableHead, 'text-right')}>{t('payment.orders.unpaidAmount')}</th>
            <th className={cn(tableHead, 'text-right')}>{t('payment.orders.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order, index) => {
            const error = form.formState.errors.orders?.[index]?.amount?.message;
            return (
              <tr key={order.orderId}>
                <td className={cn(tableCell, 'font-mono text-xs')}>{order.orderNo}</td>
                <td className={cn(tableCell, 'tabular-nums')}>{order.orderDate}</td>
                <td className={cn(tableCell, numeric)}>{money(order.receivedAmount)}</td>
                <td className={cn(tableCell, numeric)}>{money(order.coveredAmount)}</td>
                <td className={cn(tableCell, numeric)}>{money(order.unpaidAmount)}</td>
                <td className={cn(tableCell, 'w-36')}>
                  <input
                    className={cn(lineCellInput, 'text-right tabular-nums')}
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={`${order.orderNo} ${t('payment.orders.amount')}`}
                    aria-invalid={error ? true : undefined}
                    title={error}
                    {...register(`orders.${index}.amount`)}
                  />
                  {error ? <p className="mt-1 text-xs text-danger">{error}</p> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The supporting files: uploaded at once (checked by content), each marked 付款依据 or 其他, removable. */
export function PaymentFilesEditor({
  control,
  t,
  onChanged,
}: {
  control: Control<PaymentFormValues>;
  t: PaymentTranslate;
  onChanged: () => void;
}) {
  const files = useFieldArray({ control, name: 'files', keyName: 'key' });
  return (
    <div className="flex flex-col gap-2">
      {files.fields.length === 0 ? <p className="text-sm text-muted">{t('payment.files.none')}</p> : null}
      <ul className="flex flex-col gap-1 text-sm">
        {files.fields.map((file, index) => (
          <li key={file.key} className="flex items-center gap-2">
            <select
              className="rounded border border-line bg-surface px-2 py-1 text-sm"
              aria-label={`${file.fileName} ${t('payment.field.files')}`}
              value={file.fileType}
              onChange={(event) => {
                files.update(index, { ...file, fileType: event.target.value === '1' ? 1 : 2 });
                onChanged();
              }}
            >
              <option value="1">{t('payment.files.basis')}</option>
              <option value="2">{t('payment.files.other')}</option>
            </select>
            <span className="truncate">{file.fileName}</span>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={`${t('payment.files.remove')} ${file.fileName}`}
              onClick={() => {
                files.remove(index);
                onChanged();
              }}
            >
              {t('payment.files.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <UploadButton
          upload={uploadPaymentFile}
          onUploaded={(stored) => {
            files.append({ attachId: stored.attachId, fileName: stored.fileName, fileType: 1 });
            onChanged();
          }}
          label={t('payment.files.upload')}
          busyLabel={t('payment.files.uploading')}
        />
      </div>
    </div>
  );
}
