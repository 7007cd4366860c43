import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, type ErrorComponentProps } from '@tanstack/react-router';
import { ArrowLeft, Link2 } from 'lucide-react';
import { useState } from 'react';
import { unlinkInvoice } from '@/api/generated/purchase-invoice/endpoints/cw-invoice-contract/cw-invoice-contract';
import type { InvoiceDetail, InvoiceLink } from '@/api/generated/purchase-invoice/model';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { DocumentCard, DocumentDetailLayout } from '@/components/document/document-detail-layout';
import { DocumentLoadError } from '@/components/document/document-route-states';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { notify } from '@/lib/notify';
import { useInvoiceT, type InvoiceTranslate } from './invoice-i18n';
import { invoiceDetailQuery } from './invoice-detail-query';
import { InvoiceLinkDialog } from './invoice-link-dialog';

const route = getRouteApi('/_authenticated/purchase/invoice/$id');
const money = (value: number) => value.toFixed(2);
const head = 'border-b border-line px-3 py-2 text-left text-xs font-medium text-muted whitespace-nowrap';
const cell = 'border-b border-line px-3 py-2 align-top';
const num = 'text-right tabular-nums';

function HeaderFields({ i, t }: { i: InvoiceDetail; t: InvoiceTranslate }) {
  return (
    <DescriptionList>
      <DescriptionItem label={t('invoice.field.invoiceType')}>{i.invoiceTypeName}</DescriptionItem>
      <DescriptionItem label={t('invoice.field.invoiceCode')}>{i.invoiceCode}</DescriptionItem>
      <DescriptionItem label={t('invoice.field.invoiceNo')}>{i.invoiceNo}</DescriptionItem>
      <DescriptionItem label={t('invoice.field.invoiceDate')}>{i.invoiceDate}</DescriptionItem>
      <DescriptionItem label={t('invoice.field.seller')}>{i.sellerName}</DescriptionItem>
      <DescriptionItem label={t('invoice.field.sellerTaxNo')}>{i.sellerTaxNo}</DescriptionItem>
      <DescriptionItem label={t('invoice.field.buyer')}>{i.buyerName}</DescriptionItem>
      <DescriptionItem label={t('invoice.field.buyerTaxNo')}>{i.buyerTaxNo}</DescriptionItem>
      <DescriptionItem label={t('invoice.field.amountExclTax')}>{money(i.amountExclTax)}</DescriptionItem>
      <DescriptionItem label={t('invoice.field.taxAmount')}>{money(i.taxAmount)}</DescriptionItem>
      <DescriptionItem label={t('invoice.field.totalAmount')}>{money(i.totalAmount)}</DescriptionItem>
      <DescriptionItem label={t('invoice.field.linkedAmount')}>{money(i.linkedAmount)}</DescriptionItem>
      <DescriptionItem label={t('invoice.field.unlinkedAmount')}>{money(i.unlinkedAmount)}</DescriptionItem>
      <DescriptionItem label={t('invoice.field.scan')}>
        {i.fileLink ? (
          <a href={i.fileLink} target="_blank" rel="noreferrer" className={buttonClasses('link', 'sm')}>
            {i.fileName || t('invoice.action.openScan')}
          </a>
        ) : null}
      </DescriptionItem>
      <DescriptionItem label={t('invoice.field.remark')}>{i.remark}</DescriptionItem>
      <DescriptionItem label={t('invoice.field.createUser')}>{i.createUserName}</DescriptionItem>
    </DescriptionList>
  );
}

function LinksTable({
  links,
  t,
  onUnlink,
}: {
  links: InvoiceLink[];
  t: InvoiceTranslate;
  onUnlink: (link: InvoiceLink) => void;
}) {
  if (links.length === 0) return <p className="text-sm text-muted">{t('invoice.links.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr>
            <th className={head}>{t('invoice.links.contractNo')}</th>
            <th className={head}>{t('invoice.links.contractName')}</th>
            <th className={head}>{t('invoice.links.orderNo')}</th>
            <th className={head}>{t('invoice.links.stockInNo')}</th>
            <th className={`${head} ${num}`}>{t('invoice.links.amount')}</th>
            <th className={head}>{t('invoice.links.linkTime')}</th>
            <th className={head}>
              <span className="sr-only">{t('invoice.action.unlink')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <tr key={link.id}>
              <td className={`${cell} font-mono text-xs`}>{link.contractNo}</td>
              <td className={cell}>{link.contractName}</td>
              <td className={`${cell} font-mono text-xs`}>{link.orderNo}</td>
              <td className={`${cell} font-mono text-xs`}>{link.stockInNo}</td>
              <td className={`${cell} ${num}`}>{money(link.amount)}</td>
              <td className={`${cell} tabular-nums`}>{link.linkTime}</td>
              <td className={cell}>
                {link.allowedActions.includes('unlink') ? (
                  <button
                    type="button"
                    className={buttonClasses('link', 'sm')}
                    onClick={() => onUnlink(link)}
                  >
                    {t('invoice.action.unlink')}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BackToInvoices() {
  const t = useInvoiceT();
  return (
    <Link to="/purchase/invoice" className={buttonClasses('secondary', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('invoice.action.back')}
    </Link>
  );
}

/** 发票详情: the invoice, its scan and its links; 关联合同 and 取消关联 as the server allows. */
export function InvoiceDetailPage() {
  const t = useInvoiceT();
  const { id } = route.useParams();
  const queryClient = useQueryClient();
  const invoice = useSuspenseQuery(invoiceDetailQuery(id)).data.data;
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState<InvoiceLink | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: invoiceDetailQuery(id).queryKey }),
      queryClient.invalidateQueries({ queryKey: ['/api/purchase/cw-invoice/pages'] }),
      // What each contract has left to invoice changed with the link.
      queryClient.invalidateQueries({ queryKey: ['/api/purchase/cw-invoice-contract/contractList'] }),
    ]);
  return (
    <DocumentDetailLayout
      label={t('invoice.detailTitle')}
      title={t('invoice.detailTitle')}
      number={invoice.invoiceNo}
      status={<Badge>{invoice.linkStatusName}</Badge>}
      actions={
        <>
          {invoice.allowedActions.includes('link') ? (
            <Button size="sm" onClick={() => setLinking(true)}>
              <Link2 className="size-4" aria-hidden="true" />
              {t('invoice.action.link')}
            </Button>
          ) : null}
          <BackToInvoices />
        </>
      }
    >
      <DocumentCard title={t('invoice.detailTitle')}>
        <HeaderFields i={invoice} t={t} />
      </DocumentCard>
      <DocumentCard title={t('invoice.links.title')}>
        <LinksTable links={invoice.links} t={t} onUnlink={setUnlinking} />
      </DocumentCard>
      <InvoiceLinkDialog
        invoice={invoice}
        open={linking}
        onOpenChange={setLinking}
        t={t}
        onLinked={async () => {
          notify.success(t('invoice.linkDialog.linked'));
          await refresh();
        }}
      />
      <ConfirmDialog
        open={unlinking !== null}
        onOpenChange={(open) => (open ? undefined : setUnlinking(null))}
        title={t('invoice.unlinkDialog.title')}
        description={t('invoice.unlinkDialog.body', {
          contract: unlinking?.contractNo ?? '',
          amount: unlinking ? money(unlinking.amount) : '',
        })}
        confirmText={t('invoice.action.unlink')}
        confirmVariant="danger"
        onConfirm={async () => {
          if (!unlinking) return;
          try {
            await unlinkInvoice(unlinking.id);
          } catch {
            return; // the http layer has shown the server's reason (先票后款)
          }
          notify.success(t('invoice.unlinkDialog.done'));
          setUnlinking(null);
          await refresh();
        }}
      />
    </DocumentDetailLayout>
  );
}

export function InvoiceLoadError({ reset }: ErrorComponentProps) {
  const t = useInvoiceT();
  const at = useApprovalT();
  return (
    <DocumentLoadError
      message={at('document.loadFailed', { document: t('invoice.noun') })}
      reset={reset}
      back={<BackToInvoices />}
    />
  );
}
