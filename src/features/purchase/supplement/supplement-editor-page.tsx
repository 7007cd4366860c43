import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import type { ContractDetail } from '@/api/generated/purchase-contract/model';
import {
  addSupplement,
  editSupplement,
  getGetSupplementDetailQueryKey,
} from '@/api/generated/purchase-supplement/endpoints/ht-contract-supplement/ht-contract-supplement';
import type { SupplementDetail } from '@/api/generated/purchase-supplement/model';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { DocumentCard } from '@/components/document/document-detail-layout';
import { DocumentEditorFrame, useDirtyTracker } from '@/components/document/document-editor-frame';
import { DocumentNotEditable } from '@/components/document/document-route-states';
import { lineCellInput } from '@/components/document/line-grid/line-grid';
import type { FieldDef } from '@/components/form/field-def';
import { FormFields } from '@/components/form/form-fields';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { ContractMaterialPicker } from '../shared/contract-material-picker';
import { supplementContractQuery } from './supplement-contract-query';
import { BackToSupplements } from './supplement-detail-page';
import { supplementDetailQuery } from './supplement-detail-query';
import {
  formValues,
  lineChanges,
  supplementResolver,
  toPayload,
  type SupplementFormValues,
} from './supplement-editor-form';
import { useSupplementT } from '../shared/supplement-i18n';
import { useRefreshSupplements } from './use-supplement-actions';
import '@/lib/form-zod';

const addRoute = getRouteApi('/_authenticated/contractSupplementAdd/index');
const editRoute = getRouteApi('/_authenticated/contractSupplementEdit/index');
const head = 'border-b border-line px-3 py-2 text-left text-xs font-medium text-muted whitespace-nowrap';
const cell = 'border-b border-line px-3 py-1.5 align-middle';
const num = 'text-right tabular-nums';

export function SupplementAddPage() {
  const { contractId } = addRoute.useSearch();
  const contract = useSuspenseQuery(supplementContractQuery(contractId)).data.data;
  return <SupplementEditor key={`new-${contract.id}`} contract={contract} />;
}

export function SupplementEditPage() {
  const t = useSupplementT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const { id } = editRoute.useSearch();
  const saved = useSuspenseQuery(supplementDetailQuery(id)).data.data;
  const contract = useSuspenseQuery(supplementContractQuery(saved.contractId)).data.data;
  if (!saved.allowedActions.includes('edit'))
    return (
      <DocumentNotEditable
        message={at('document.notEditable', { document: t('noun') })}
        view={
          <Link
            to="/contractSupplementDetail/index"
            search={{ id }}
            className={buttonClasses('secondary', 'sm')}
          >
            {tk('crud.view')}
          </Link>
        }
      />
    );
  return <SupplementEditor key={saved.id} contract={contract} saved={saved} />;
}

/**
 * The supplement editor: header (name, reason, dates, term change), every contract line with its quantity and
 * price after (a line whose values differ is sent as changed), and new materials. The server derives the change
 * types and the amounts and checks rule I18; the screen only previews what is changed.
 */
function SupplementEditor({ contract, saved }: { contract: ContractDetail; saved?: SupplementDetail }) {
  const t = useSupplementT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshSupplements();
  const resolver = useMemo(() => supplementResolver(t), [t]);
  const form = useForm<SupplementFormValues>({ defaultValues: formValues(contract, saved), resolver });
  const { control, register, watch } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const newLines = useFieldArray({ control, name: 'newLines' });
  const [picking, setPicking] = useState(false);
  const dirty = useDirtyTracker(form);
  const headerFields: FieldDef<SupplementFormValues>[] = [
    { name: 'supplementName', label: t('field.supplementName'), kind: 'text', required: true },
    { name: 'reason', label: t('field.reason'), kind: 'text', required: true },
    { name: 'signDate', label: t('field.signDate'), kind: 'date' },
    { name: 'newEndDate', label: `${t('field.newEndDate')} (${contract.endDate ?? ''})`, kind: 'date' },
    { name: 'termChange', label: t('field.termChange'), kind: 'textarea', span: 2 },
    { name: 'remark', label: t('field.remark'), kind: 'textarea', span: 2 },
  ];
  const input = (
    name: `lines.${number}.${'afterQty' | 'afterPrice'}` | `newLines.${number}.${'afterQty' | 'afterPrice'}`,
    label: string,
  ) => (
    <input
      className={cn(lineCellInput, 'text-right tabular-nums')}
      inputMode="decimal"
      autoComplete="off"
      aria-label={label}
      aria-invalid={form.getFieldState(name).invalid || undefined}
      {...register(name)}
    />
  );

  const save = async (values: SupplementFormValues) => {
    const body = toPayload(values, contract.id, saved?.id);
    const answer = saved ? await editSupplement(body) : await addSupplement(body);
    dirty.markClean();
    notify.success(tk(saved ? 'crud.updated' : 'crud.added'));
    queryClient.setQueryData(getGetSupplementDetailQueryKey(answer.data.id), answer);
    await refresh();
    void navigate({ to: '/contractSupplementDetail/index', search: { id: answer.data.id } });
  };
  const onInvalid = (errors: FieldErrors<SupplementFormValues>) => {
    const first = (list: unknown) => (Array.isArray(list) ? list.findIndex(Boolean) : -1);
    const line = first(errors.lines);
    const added = first(errors.newLines);
    if (line >= 0) notify.error(t('editor.lineError', { line: line + 1, message: t('editor.qtyInvalid') }));
    else if (added >= 0)
      notify.error(t('editor.lineError', { line: added + 1, message: t('editor.qtyInvalid') }));
    else if (errors.termChange?.message) notify.error(errors.termChange.message);
  };
  const values = watch('lines');

  return (
    <DocumentEditorFrame
      title={saved ? t('editTitle') : t('addTitle')}
      number={saved?.supplementNo}
      form={form}
      dirty={dirty}
      onSave={save}
      onInvalid={onInvalid}
      back={<BackToSupplements />}
    >
      <DocumentCard title={at('document.header')}>
        <p className="mb-3 text-sm">
          <span className="text-muted">{t('editor.contract')}: </span>
          <span className="font-mono text-xs">{contract.contractNo}</span> {contract.contractName} ·{' '}
          {contract.supplierName}
        </p>
        <FormFields control={control} fields={headerFields} idPrefix="supplement" columns={2} />
      </DocumentCard>
      <DocumentCard title={t('editor.contractLines')}>
        <div className="max-h-[60vh] overflow-auto">
          <table aria-label={t('editor.contractLines')} className="w-full text-sm">
            <thead className="sticky top-0 bg-surface">
              <tr>
                {(['lineNo', 'materialCode', 'materialName', 'spec', 'unit'] as const).map((key) => (
                  <th key={key} className={head}>
                    {t(`item.${key}`)}
                  </th>
                ))}
                {(['beforeQty', 'orderedQty', 'afterQty', 'beforePrice', 'afterPrice'] as const).map(
                  (key) => (
                    <th key={key} className={cn(head, 'text-right')}>
                      {t(`item.${key}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {lines.fields.map((line, index) => (
                <tr
                  key={line.id}
                  className={values[index] && lineChanges(values[index]) ? 'bg-primary/5' : undefined}
                >
                  <td className={cn(cell, 'tabular-nums')}>{line.lineNo}</td>
                  <td className={cn(cell, 'font-mono text-xs')}>{line.materialCode}</td>
                  <td className={cell}>{line.materialName}</td>
                  <td className={cell}>{line.spec}</td>
                  <td className={cell}>{line.unitName}</td>
                  <td className={cn(cell, num)}>{line.beforeQty}</td>
                  <td className={cn(cell, num)}>{line.orderedQty}</td>
                  <td className={cn(cell, 'w-32')}>
                    {input(
                      `lines.${index}.afterQty`,
                      `${line.lineNo} ${line.materialName} ${t('item.afterQty')}`,
                    )}
                  </td>
                  <td className={cn(cell, num)}>{line.beforePrice}</td>
                  <td className={cn(cell, 'w-32')}>
                    {input(
                      `lines.${index}.afterPrice`,
                      `${line.lineNo} ${line.materialName} ${t('item.afterPrice')}`,
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DocumentCard>
      <DocumentCard
        title={t('editor.newLines')}
        actions={
          <Button type="button" size="sm" variant="secondary" onClick={() => setPicking(true)}>
            <Plus className="size-4" aria-hidden="true" />
            {t('editor.addMaterial')}
          </Button>
        }
      >
        {newLines.fields.length === 0 ? (
          <p className="text-sm text-muted">{t('editor.noNewLines')}</p>
        ) : (
          <table aria-label={t('editor.gridLabel')} className="w-full text-sm">
            <thead>
              <tr>
                {(['materialCode', 'materialName', 'spec', 'unit'] as const).map((key) => (
                  <th key={key} className={head}>
                    {t(`item.${key}`)}
                  </th>
                ))}
                <th className={cn(head, 'text-right')}>{t('item.afterQty')}</th>
                <th className={cn(head, 'text-right')}>{t('item.afterPrice')}</th>
                <th className={head}>
                  <span className="sr-only">{tk('crud.delete')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {newLines.fields.map((line, index) => (
                <tr key={line.id}>
                  <td className={cn(cell, 'font-mono text-xs')}>{line.materialCode}</td>
                  <td className={cell}>{line.materialName}</td>
                  <td className={cell}>{line.spec}</td>
                  <td className={cell}>{line.unitName}</td>
                  <td className={cn(cell, 'w-32')}>
                    {input(`newLines.${index}.afterQty`, `${line.materialName} ${t('item.afterQty')}`)}
                  </td>
                  <td className={cn(cell, 'w-32')}>
                    {input(`newLines.${index}.afterPrice`, `${line.materialName} ${t('item.afterPrice')}`)}
                  </td>
                  <td className={cell}>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={`${tk('crud.delete')} ${line.materialName}`}
                      onClick={() => (dirty.markDirty(), newLines.remove(index))}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DocumentCard>
      <ContractMaterialPicker
        open={picking}
        onOpenChange={setPicking}
        onPick={(materials) => {
          dirty.markDirty();
          // A material the contract or the supplement already has is changed on its line, not added twice.
          const present = new Set([
            ...contract.items.map((item) => item.materialId),
            ...form.getValues('newLines').map((line) => line.materialId),
          ]);
          newLines.append(
            materials
              .filter((material) => !present.has(material.id))
              .map((material) => ({
                materialId: material.id,
                materialCode: material.materialCode,
                materialName: material.materialName,
                spec: material.spec,
                unitName: material.unitName,
                afterQty: '',
                afterPrice: material.referencePrice === null ? '' : String(material.referencePrice),
              })),
          );
        }}
      />
    </DocumentEditorFrame>
  );
}
