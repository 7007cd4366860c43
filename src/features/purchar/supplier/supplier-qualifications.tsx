import { RefreshCw } from 'lucide-react';
import type { Qualification, ReplacedQualification } from '@/api/generated/purchar-supplier/model';
import { DocumentCard } from '@/components/document/document-detail-layout';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { PurcharTranslate } from '../purchar-i18n';

const head = 'border-b border-line px-3 py-2 text-left text-xs font-medium text-muted whitespace-nowrap';
const cell = 'border-b border-line px-3 py-2 align-top';

function Files({ q }: { q: Qualification }) {
  return (
    <ul className="flex flex-col gap-1">
      {q.files.map((file) => (
        <li key={file.attachId}>
          <a href={file.link} target="_blank" rel="noreferrer" className="text-primary hover:underline">
            {file.originalName}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Validity({ q, t }: { q: Qualification; t: PurcharTranslate }) {
  return (
    <>
      {q.validTo ?? t('supplier.longTerm')}{' '}
      {q.expired ? <Badge tone="danger">{t('supplier.qual.expired')}</Badge> : null}
    </>
  );
}

/**
 * The current certificates. With `onRenew` (the server offered renewQualification) each row gets 更新 — a new
 * certificate of its type that takes its place — and the card 资质更新, a certificate of any type.
 */
/** The header cells a certificate row has wherever it is shown: in the editor (its own compact cells) and on the detail. */
export function QualificationHeads({ t, className = head }: { t: PurcharTranslate; className?: string }) {
  return (
    <>
      {(['qualType', 'certNo', 'issuer', 'validFrom', 'validTo', 'files'] as const).map((key) => (
        <th key={key} className={className}>
          {t(`supplier.qual.${key}`)}
        </th>
      ))}
    </>
  );
}

export function QualificationsCard({
  rows,
  t,
  onRenew,
}: {
  rows: readonly Qualification[];
  t: PurcharTranslate;
  onRenew?: (replace?: Qualification) => void;
}) {
  return (
    <DocumentCard
      title={t('supplier.qual.title')}
      actions={
        onRenew ? (
          <Button size="sm" variant="secondary" onClick={() => onRenew()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('supplier.renew.action')}
          </Button>
        ) : undefined
      }
    >
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t('supplier.qual.none')}</p>
      ) : (
        <div className="overflow-auto">
          <table aria-label={t('supplier.qual.title')} className="w-full text-sm">
            <thead>
              <tr>
                <QualificationHeads t={t} />
                {onRenew ? <th className={head}>{t('supplier.renew.column')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((q) => (
                <tr key={q.id}>
                  <td className={cell}>{q.qualTypeName}</td>
                  <td className={cn(cell, 'font-mono text-xs')}>{q.certNo}</td>
                  <td className={cell}>{q.issuer}</td>
                  <td className={cn(cell, 'tabular-nums')}>{q.validFrom ?? ''}</td>
                  <td className={cn(cell, 'tabular-nums')}>
                    <Validity q={q} t={t} />
                  </td>
                  <td className={cell}>
                    <Files q={q} />
                  </td>
                  {onRenew ? (
                    <td className={cell}>
                      <Button
                        size="sm"
                        variant="link"
                        aria-label={t('supplier.renew.replaceLabel', { certNo: q.certNo })}
                        onClick={() => onRenew(q)}
                      >
                        {t('supplier.renew.replace')}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DocumentCard>
  );
}

/** Certificates replaced through 资质更新: kept on file with who replaced them and when. */
export function QualificationHistoryCard({
  rows,
  t,
}: {
  rows: readonly ReplacedQualification[];
  t: PurcharTranslate;
}) {
  if (rows.length === 0) return null;
  return (
    <DocumentCard title={t('supplier.renew.historyTitle')}>
      <div className="overflow-auto">
        <table aria-label={t('supplier.renew.historyTitle')} className="w-full text-sm">
          <thead>
            <tr>
              <th className={head}>{t('supplier.qual.qualType')}</th>
              <th className={head}>{t('supplier.qual.certNo')}</th>
              <th className={head}>{t('supplier.qual.validTo')}</th>
              <th className={head}>{t('supplier.qual.files')}</th>
              <th className={head}>{t('supplier.renew.replacedTime')}</th>
              <th className={head}>{t('supplier.renew.replacedUser')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((q) => (
              <tr key={q.id}>
                <td className={cell}>{q.qualTypeName}</td>
                <td className={cn(cell, 'font-mono text-xs')}>{q.certNo}</td>
                <td className={cn(cell, 'tabular-nums')}>
                  <Validity q={q} t={t} />
                </td>
                <td className={cell}>
                  <Files q={q} />
                </td>
                <td className={cn(cell, 'tabular-nums whitespace-nowrap')}>{q.replacedTime}</td>
                <td className={cell}>{q.replacedUserName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DocumentCard>
  );
}
