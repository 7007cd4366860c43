import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  addPayment,
  editPayment,
  getGetPaymentContractListQueryOptions,
  getGetPaymentDetailQueryKey,
  getGetPaymentOrderListQueryOptions,
} from '@/api/generated/purchase-payment/endpoints/cw-payment/cw-payment';
import type { PayableContract, PaymentDetail } from '@/api/generated/purchase-payment/model';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { DocumentCard } from '@/components/document/document-detail-layout';
import { DocumentEditorFrame, useDirtyTracker } from '@/components/document/document-editor-frame';
import { DocumentNotEditable } from '@/components/document/document-route-states';
import type { FieldDef } from '@/components/form/field-def';
import { FormFields } from '@/components/form/form-fields';
import { buttonClasses } from '@/components/ui/button';
import { chineseUpperAmount } from '@/lib/contract-money';
import { notify } from '@/lib/notify';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { BackToPayments } from './payment-detail-page';
import { paymentDetailQuery } from './payment-detail-query';
import {
  orderLines,
  paymentFormValues,
  paymentSchema,
  proposedAccount,
  toPaymentSubmit,
  type PaymentFormValues,
} from './payment-editor-form';
import { OrderAmountsTable, PaymentFilesEditor } from './payment-editor-parts';
import { FiguresList } from './payment-figures';
import { MONEY_TEXT } from './payment-format';
import { usePaymentT } from './payment-i18n';
import { useRefreshPayments } from './use-payment-actions';
import '@/lib/form-zod';

const addRoute = getRouteApi('/_authenticated/purchase/payment/add');
const editRoute = getRouteApi('/_authenticated/purchase/payment/edit/$id');

export function PaymentAddPage() {
  const { contractId } = addRoute.useSearch();
  return <PaymentEditor key="new" contractId={contractId} />;
}

export function PaymentEditPage() {
  const t = usePaymentT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const { id } = editRoute.useParams();
  const saved = useSuspenseQuery(paymentDetailQuery(id)).data.data;
  if (!saved.allowedActions.includes('edit'))
    return (
      <DocumentNotEditable
        message={at('document.notEditable', { document: t('payment.noun') })}
        view={
          <Link to="/purchase/payment/$id" params={{ id }} className={buttonClasses('secondary', 'sm')}>
            {tk('crud.view')}
          </Link>
        }
      />
    );
  return <PaymentEditor key={saved.id} saved={saved} />;
}

/** The saved request's contract, when the list of payable contracts no longer offers it (fully applied). */
function savedContract(saved: PaymentDetail): PayableContract {
  return {
    ...saved.contract,
    id: saved.contractId,
    contractNo: saved.contractNo,
    contractName: saved.contractName,
    supplierId: saved.supplierId,
    supplierName: saved.supplierName,
    currency: saved.currency,
    applicableAmount: saved.contract.contractAmount - saved.contract.appliedAmount,
    accounts: [
      {
        id: saved.payeeAccountId,
        accountName: saved.payeeAccountName,
        bankName: saved.payeeBankName,
        accountNo: saved.payeeAccountNo,
        isDefault: 0,
      },
    ],
  };
}

/**
 * The request editor: the contract (its total, received, invoiced, applied and paid shown as chosen), pay content,
 * the supplier's payee account, the amount with its 大写 as it is typed, expected date, reason, the contract's
 * received orders with amounts, and files. The server applies the money rules at submit.
 */
function PaymentEditor({ saved, contractId }: { saved?: PaymentDetail; contractId?: string }) {
  const t = usePaymentT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshPayments();
  const resolver = useMemo(() => zodResolver(paymentSchema(t)), [t]);
  const form = useForm<PaymentFormValues>({
    defaultValues: paymentFormValues(saved, contractId),
    resolver,
    mode: 'onTouched',
  });
  const dirty = useDirtyTracker(form);
  const chosenId = useWatch({ control: form.control, name: 'contractId' });
  const amount = useWatch({ control: form.control, name: 'applyAmount' });
  const contractList = useQuery(getGetPaymentContractListQueryOptions());
  const contracts = useMemo(() => {
    const offered = contractList.data?.data ?? [];
    return saved && !offered.some((c) => c.id === saved.contractId)
      ? [savedContract(saved), ...offered]
      : offered;
  }, [contractList.data, saved]);
  const chosen = contracts.find((c) => c.id === chosenId);
  const orderList = useQuery({
    ...getGetPaymentOrderListQueryOptions({ contractId: chosenId || '0', paymentId: saved?.id }),
    enabled: chosenId !== '',
  });

  // The orders (and the proposed account) follow the chosen contract; the saved amounts stay with the saved one.
  useEffect(() => {
    const orders = orderList.data?.data ?? [];
    form.setValue('orders', orderLines(orders, chosenId === saved?.contractId ? saved : undefined));
  }, [orderList.data, chosenId, saved, form]);
  useEffect(() => {
    if (!chosen) return;
    const current = form.getValues('payeeAccountId');
    if (!chosen.accounts.some((a) => a.id === current))
      form.setValue('payeeAccountId', proposedAccount(chosen));
  }, [chosen, form]);

  const fields: FieldDef<PaymentFormValues>[] = [
    {
      name: 'contractId',
      label: t('payment.field.contract'),
      kind: 'select',
      required: true,
      span: 2,
      hint: contractList.isSuccess && contracts.length === 0 ? t('payment.editor.noContracts') : undefined,
      options: contracts.map((c) => ({
        value: c.id,
        label: `${c.contractNo} · ${c.contractName} · ${c.supplierName}`,
      })),
    },
    {
      name: 'payContent',
      label: t('payment.field.payContent'),
      kind: 'dictionary',
      code: 'pay_content',
      required: true,
    },
    {
      name: 'payeeAccountId',
      label: t('payment.field.payeeAccount'),
      kind: 'select',
      required: true,
      hint: chosen && chosen.accounts.length === 0 ? t('payment.editor.noAccounts') : undefined,
      options: (chosen?.accounts ?? []).map((a) => ({
        value: a.id,
        label: `${a.accountName} · ${a.bankName} · ${a.accountNo}${a.isDefault === 1 ? ` (${t('payment.editor.defaultAccount')})` : ''}`,
      })),
    },
    {
      name: 'applyAmount',
      label: t('payment.field.applyAmount'),
      kind: 'text',
      required: true,
      hint: (
        <span aria-live="polite">
          {t('payment.editor.upperPreview')}:{' '}
          {MONEY_TEXT.test(amount.trim()) ? chineseUpperAmount(amount.trim()) : ''}
        </span>
      ),
    },
    { name: 'expectedPayDate', label: t('payment.field.expectedPayDate'), kind: 'date' },
    { name: 'applyReason', label: t('payment.field.applyReason'), kind: 'textarea', span: 2 },
  ];

  const save = async (values: PaymentFormValues) => {
    const body = toPaymentSubmit(paymentSchema(t).parse(values), saved?.id);
    const answer = saved ? await editPayment(body) : await addPayment(body);
    dirty.markClean();
    notify.success(tk(saved ? 'crud.updated' : 'crud.added'));
    queryClient.setQueryData(getGetPaymentDetailQueryKey(answer.data.id), answer);
    await refresh();
    void navigate({ to: '/purchase/payment/$id', params: { id: answer.data.id } });
  };

  return (
    <DocumentEditorFrame
      title={saved ? t('payment.editTitle') : t('payment.addTitle')}
      number={saved?.paymentNo}
      form={form}
      dirty={dirty}
      onSave={save}
      back={<BackToPayments />}
    >
      <DocumentCard title={at('document.header')}>
        <FormFields control={form.control} fields={fields} idPrefix="payment" columns={2} />
      </DocumentCard>
      {chosen ? (
        <DocumentCard title={t('payment.figures.title')}>
          <FiguresList
            figures={chosen}
            t={t}
            extra={{ label: t('payment.figures.applicableAmount'), value: chosen.applicableAmount }}
          />
        </DocumentCard>
      ) : null}
      {chosen ? (
        <DocumentCard title={t('payment.orders.title')}>
          <OrderAmountsTable form={form} t={t} />
        </DocumentCard>
      ) : null}
      <DocumentCard title={t('payment.field.files')}>
        <PaymentFilesEditor control={form.control} t={t} onChanged={dirty.markDirty} />
      </DocumentCard>
    </DocumentEditorFrame>
  );
}
