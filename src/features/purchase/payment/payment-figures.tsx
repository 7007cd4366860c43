import type { ContractFigures, PaidRecord, PaymentDetail } from '@/api/generated/purchase-payment/model';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { cn } from '@/lib/cn';
import { money, numeric, tableCell, tableHead } from './payment-format';
import type { PaymentTranslate } from './payment-i18n';

const FIGURES = [
  'contractAmount',
  'receivedAmount',
  'invoicedAmount',
  'appliedAmount',
  'paidAmount',
] as const;

/** A contract's money (total, received, invoiced, applied, paid), as it stands or as frozen at submit. */
export function FiguresList({
  figures,
  t,
  extra,
}: {
  figures: ContractFigures;
  t: PaymentTranslate;
  extra?: { label: string; value: number };
}) {
  return (
    <DescriptionList>
      {FIGURES.map((key) => (
        <DescriptionItem key={key} label={t(`payment.figures.${key}`)}>
          <span className="tabular-nums">{money(figures[key])}</span>
        </DescriptionItem>
      ))}
      {extra ? (
        <DescriptionItem label={extra.label}>
          <span className="tabular-nums">{money(extra.value)}</span>
        </DescriptionItem>
      ) : null}
    </DescriptionList>
  );
}

export function PaymentOrdersTable({ p, t }: { p: PaymentDetail; t: PaymentTranslate }) {
  if (p.orders.length === 0) return <p className="text-sm text-muted">{t('payment.orders.none')}</p>;
  return (
    <table aria-label={t('payment.orders.title')} className="w-full text-sm">
      <thead>
        <tr>
          <th className={tableHead}>{t('payment.orders.orderNo')}</th>
          <th className={cn(tableHead, 'text-right')}>{t('payment.orders.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {p.orders.map((o) => (
          <tr key={o.orderId}>
            <td className={cn(tableCell, 'font-mono text-xs')}>{o.orderNo}</td>
            <td className={cn(tableCell, numeric)}>{money(o.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PaymentFilesList({ p, t }: { p: PaymentDetail; t: PaymentTranslate }) {
  if (p.files.length === 0) return <p className="text-sm text-muted">{t('payment.files.none')}</p>;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {p.files.map((file) => (
        <li key={file.attachId}>
          <span className="text-muted">
            {file.fileType === 1 ? t('payment.files.basis') : t('payment.files.other')}:{' '}
          </span>
          <a href={file.link} className="text-primary hover:underline" target="_blank" rel="noreferrer">
            {file.fileName}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The payments recorded against a request, each with its bank receipt. */
export function PaidRecordsTable({ records, t }: { records: PaidRecord[]; t: PaymentTranslate }) {
  if (records.length === 0) return <p className="text-sm text-muted">{t('payment.paids.none')}</p>;
  return (
    <table aria-label={t('payment.paids.title')} className="w-full text-sm">
      <thead>
        <tr>
          <th className={tableHead}>{t('paid.field.paidNo')}</th>
          <th className={tableHead}>{t('paid.field.paidDate')}</th>
          <th className={cn(tableHead, 'text-right')}>{t('paid.field.paidAmount')}</th>
          <th className={tableHead}>{t('paid.field.payMethod')}</th>
          <th className={tableHead}>{t('paid.field.receipt')}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((r) => (
          <tr key={r.id}>
            <td className={cn(tableCell, 'font-mono text-xs')}>{r.paidNo}</td>
            <td className={cn(tableCell, 'tabular-nums')}>{r.paidDate}</td>
            <td className={cn(tableCell, numeric)}>{money(r.paidAmount)}</td>
            <td className={tableCell}>{r.payMethodName}</td>
            <td className={tableCell}>
              {r.link ? (
                <a href={r.link} className="text-primary hover:underline" target="_blank" rel="noreferrer">
                  {r.fileName}
                </a>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
