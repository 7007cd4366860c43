import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { PackagePlus, Send } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useGetDeptTree } from '@/api/generated/blade-system/endpoints/dept/dept';
import {
  addContract,
  downloadContractTemplate,
  editContract,
  getGetContractDetailQueryKey,
  importContractDetails,
  submitContractForApproval,
  useGetContractBuyerSalerList,
  useGetContractSalerAccountList,
} from '@/api/generated/purchase-contract/endpoints/ht-contract/ht-contract';
import type {
  ContractDetail,
  ContractImportLine,
  PickMaterial,
} from '@/api/generated/purchase-contract/model';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { DocumentCard } from '@/components/document/document-detail-layout';
import { DocumentEditorFrame, useDirtyTracker } from '@/components/document/document-editor-frame';
import { DocumentNotEditable } from '@/components/document/document-route-states';
import { ImportLinesButton } from '@/components/document/import-lines-button';
import { LineGrid, type FocusRequest } from '@/components/document/line-grid/line-grid';
import type { FieldDef, TreeOption } from '@/components/form/field-def';
import { FormFields } from '@/components/form/form-fields';
import { Button, buttonClasses } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { replaceTag } from '@/lib/tags';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurchaseT, type PurchaseTranslate } from '../purchase-i18n';
import { contractDetailQuery } from './contract-detail-query';
import {
  contractResolver,
  emptyContract,
  lineFromImport,
  lineFromMaterial,
  toPayload,
  valuesFromContract,
  type ContractFormValues,
} from './contract-editor-form';
import { contractLineColumns, contractLineInputId, type ContractLine } from './contract-line-columns';
import { ContractMaterialPicker } from '../shared/contract-material-picker';
import { ContractTotals } from './contract-totals';
import { ContractFilesCard, PayTermsCard } from './contract-terms-card';
import { useRefreshContracts } from './use-contract-actions';

const editRoute = getRouteApi('/_authenticated/contractEdit/index');
const NO_NODES: TreeOption[] = [];

/** /contractAdd/index: an empty contract, made by hand. */
export function ContractAddPage() {
  return <ContractEditor key="new" />;
}

/** /contractEdit/index?id=: the contract when the server lists `edit` among the caller's actions on it. */
export function ContractEditPage() {
  const t = usePurchaseT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const { id } = editRoute.useSearch();
  const contract = useSuspenseQuery(contractDetailQuery(id)).data.data;
  if (!contract.allowedActions.includes('edit'))
    return (
      <DocumentNotEditable
        message={at('document.notEditable', { document: t('contract.noun') })}
        view={
          <Link
            to="/contractDetail/index"
            search={{ id: contract.id }}
            className={buttonClasses('secondary', 'sm')}
          >
            {tk('crud.view')}
          </Link>
        }
      />
    );
  return <ContractEditor key={contract.id} contract={contract} />;
}

function useHeaderFields(form: ReturnType<typeof useForm<ContractFormValues>>, t: PurchaseTranslate) {
  const supplierId = useWatch({ control: form.control, name: 'supplierId' });
  const depts = useGetDeptTree();
  const parties = useGetContractBuyerSalerList();
  const accounts = useGetContractSalerAccountList(
    { supplierId: supplierId ?? '' },
    { query: { enabled: !!supplierId } },
  );
  return useMemo((): FieldDef<ContractFormValues>[] => {
    const buyers = (parties.data?.data.buyers ?? []).map((b) => ({ label: b.name, value: b.id }));
    const sellers = (parties.data?.data.salers ?? []).map((s) => ({
      label: `${s.supplierCode} ${s.supplierName}`,
      value: s.id,
    }));
    const accountOptions = (accounts.data?.data ?? []).map((a) => ({
      label: [a.bankName, a.bankBranch, a.accountNo].filter(Boolean).join(' '),
      value: a.id,
    }));
    return [
      { name: 'contractName', label: t('contract.field.contractName'), kind: 'text', required: true },
      {
        name: 'contractNo',
        label: t('contract.field.contractNo'),
        kind: 'text',
        placeholder: t('contract.editor.noAuto'),
      },
      {
        name: 'contractType',
        label: t('contract.field.contractType'),
        kind: 'select',
        options: [
          { label: t('contract.editor.typeOneOff'), value: '1' },
          { label: t('contract.editor.typeFramework'), value: '2' },
        ],
        required: true,
      },
      {
        name: 'deptId',
        label: t('contract.field.dept'),
        kind: 'tree',
        nodes: depts.data?.data ?? NO_NODES,
        required: true,
      },
      { name: 'buyerId', label: t('contract.field.buyer'), kind: 'select', options: buyers, required: true },
      {
        name: 'supplierId',
        label: t('contract.field.supplier'),
        kind: 'select',
        options: sellers,
        required: true,
      },
      {
        name: 'salerAccountId',
        label: t('contract.field.salerAccount'),
        kind: 'select',
        options: accountOptions,
      },
      { name: 'signDate', label: t('contract.field.signDate'), kind: 'date' },
      { name: 'startDate', label: t('contract.field.startDate'), kind: 'date' },
      { name: 'endDate', label: t('contract.field.endDate'), kind: 'date' },
      { name: 'currency', label: t('contract.field.currency'), kind: 'dictionary', code: 'currency' },
      { name: 'taxRate', label: t('contract.editor.headerRate'), kind: 'text' },
      { name: 'deliveryTerms', label: t('contract.field.deliveryTerms'), kind: 'text' },
      { name: 'remark', label: t('contract.field.remark'), kind: 'textarea', span: 2 },
    ];
  }, [t, depts.data, parties.data, accounts.data]);
}

function ContractEditor({ contract }: { contract?: ContractDetail }) {
  const t = usePurchaseT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshContracts();
  const { can } = usePermissions();
  const resolver = useMemo(() => contractResolver(t), [t]);
  const form = useForm<ContractFormValues>({
    defaultValues: contract ? valuesFromContract(contract) : emptyContract(),
    resolver,
  });
  const { control, register } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'items' });
  const dirty = useDirtyTracker(form);
  const headerFields = useHeaderFields(form, t);
  const columns = useMemo(() => contractLineColumns(control, register, t), [control, register, t]);
  const [picking, setPicking] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>();
  const nextFocus = (index: number) =>
    setFocusRequest((previous) => ({ index, nonce: (previous?.nonce ?? 0) + 1 }));
  const { markDirty } = dirty;
  const onMove = useCallback(
    (from: number, to: number) => {
      markDirty();
      move(from, to);
    },
    [move, markDirty],
  );
  const onRemove = useCallback(
    (index: number) => {
      markDirty();
      remove(index);
    },
    [remove, markDirty],
  );

  const addMaterials = (materials: PickMaterial[]) => {
    if (!materials.length) return;
    markDirty();
    const first = fields.length;
    append(
      materials.map((m) => lineFromMaterial(m, form.getValues('taxRate'))),
      { shouldFocus: false },
    );
    nextFocus(first);
  };
  const addImported = (lines: ContractImportLine[]) => {
    markDirty();
    append(lines.map(lineFromImport), { shouldFocus: false });
  };

  const save = async (values: ContractFormValues) => {
    const body = toPayload(values, contract?.id);
    const answer = contract ? await editContract(body) : await addContract(body);
    const saved = answer.data;
    dirty.markClean();
    notify.success(tk(contract ? 'crud.updated' : 'crud.added'));
    queryClient.setQueryData(getGetContractDetailQueryKey(saved.id), answer);
    await refresh();
    if (contract) {
      form.reset(valuesFromContract(saved));
      return;
    }
    // The new contract is edited from now on: its 新增 tab becomes the contract's edit tab.
    const editPath = `/contractEdit/index?id=${saved.id}`;
    replaceTag('/contractAdd/index', { value: editPath, fullPath: editPath });
    void navigate({ to: '/contractEdit/index', search: { id: saved.id }, replace: true });
  };
  const saveInvalid = (errors: FieldErrors<ContractFormValues>) => {
    const lineIndex = errors.items ? (errors.items as unknown[]).findIndex(Boolean) : -1;
    if (lineIndex >= 0) {
      notify.error(t('contract.editor.lineError', { line: lineIndex + 1 }));
      nextFocus(lineIndex);
    } else if (errors.payTerms)
      notify.error(errors.payTerms.root?.message ?? t('contract.editor.termsError'));
  };
  /** 提交审批 of the saved contract (unsaved edits are saved first by the user: the button waits for a clean form). */
  const submit = async () => {
    if (!contract) return;
    setSubmitting(true);
    try {
      await submitContractForApproval({
        id: contract.id,
        seenStatus: contract.approveStatus,
        seenRoundNo: contract.roundNo,
      });
      notify.success(at('done.submitted', { document: t('contract.noun'), no: contract.contractNo }));
      await refresh();
      void navigate({ to: '/contractDetail/index', search: { id: contract.id } });
    } catch {
      // The http layer has shown the server's reason.
    } finally {
      setSubmitting(false);
    }
  };
  const mayImport = can('ht_contract_import');

  return (
    <DocumentEditorFrame
      title={contract ? t('contract.editor.editTitle') : t('contract.editor.addTitle')}
      number={contract?.contractNo}
      form={form}
      dirty={dirty}
      onSave={save}
      onInvalid={saveInvalid}
      back={
        <>
          {contract?.allowedActions.includes('submit') ? (
            <SubmitButton
              control={control}
              dirty={dirty}
              busy={submitting}
              onSubmit={() => void submit()}
              t={t}
            />
          ) : null}
          <Link to="/purchase/contract" className={buttonClasses('secondary', 'sm')}>
            {at('document.back')}
          </Link>
        </>
      }
      outside={<ContractMaterialPicker open={picking} onOpenChange={setPicking} onPick={addMaterials} />}
    >
      <DocumentCard title={at('document.header')}>
        <FormFields control={control} fields={headerFields} idPrefix="contract" columns={3} />
      </DocumentCard>
      <DocumentCard
        title={t('contract.detail.items')}
        contentClassName="flex flex-col gap-3"
        actions={
          <>
            <Button type="button" size="sm" onClick={() => setPicking(true)}>
              <PackagePlus className="size-4" aria-hidden="true" />
              {t('contract.editor.addMaterial')}
            </Button>
            {mayImport ? (
              <ImportLinesButton
                importFile={(file) => importContractDetails({ file }).then((answer) => answer.data)}
                downloadTemplate={downloadContractTemplate}
                onLines={addImported}
              />
            ) : null}
          </>
        }
      >
        {fields.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-muted">
            {t('contract.editor.noLines')}
          </p>
        ) : (
          <LineGrid<ContractLine>
            label={t('contract.detail.items')}
            columns={columns}
            lines={fields}
            onMove={onMove}
            onRemove={onRemove}
            focusRequest={focusRequest}
            focusTarget={(key) => contractLineInputId(key, 'qty')}
            testId="contract-grid-scroll"
          />
        )}
        <ContractTotals control={control} t={t} />
      </DocumentCard>
      <PayTermsCard control={control} register={register} t={t} onChange={markDirty} />
      <ContractFilesCard control={control} register={register} t={t} onChange={markDirty} />
    </DocumentEditorFrame>
  );
}

/** 提交审批, offered only while nothing is unsaved (what is submitted is what the server holds). */
function SubmitButton({
  control,
  dirty,
  busy,
  onSubmit,
  t,
}: {
  control: ReturnType<typeof useForm<ContractFormValues>>['control'];
  dirty: ReturnType<typeof useDirtyTracker>;
  busy: boolean;
  onSubmit: () => void;
  t: PurchaseTranslate;
}) {
  // Re-render on every change so the button follows the dirty state.
  useWatch({ control });
  const unsaved = dirty.isDirty();
  return (
    <Button
      type="button"
      size="sm"
      loading={busy}
      disabled={unsaved}
      title={unsaved ? t('contract.editor.saveFirst') : undefined}
      onClick={onSubmit}
    >
      <Send className="size-4" aria-hidden="true" />
      {t('contract.editor.submit')}
    </Button>
  );
}
