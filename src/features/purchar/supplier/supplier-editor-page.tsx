import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { Plus, Trash2, X } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useGetMaterialCategoryTree } from '@/api/generated/purchar-master/endpoints/cg-materiel-category/cg-materiel-category';
import type { MaterialCategory } from '@/api/generated/purchar-master/model';
import {
  getGetSupplierDetailQueryKey,
  saveSupplier,
} from '@/api/generated/purchar-supplier/endpoints/gys-supplier/gys-supplier';
import type { SupplierDetail } from '@/api/generated/purchar-supplier/model';
import { saveSupplierBody } from '@/api/generated/purchar-supplier/zod/gys-supplier/gys-supplier.zod';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { DocumentCard } from '@/components/document/document-detail-layout';
import { DocumentEditorFrame, useDirtyTracker } from '@/components/document/document-editor-frame';
import { DocumentNotEditable } from '@/components/document/document-route-states';
import type { CustomFieldProps, FieldDef } from '@/components/form/field-def';
import { FormFields } from '@/components/form/form-fields';
import { Button, buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { toDictionaryOptions, useDictionary } from '@/lib/dictionary';
import { notify } from '@/lib/notify';
import { replaceTag } from '@/lib/tags';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT, type PurcharTranslate } from '../purchar-i18n';
import { BackToSuppliers } from './supplier-detail-page';
import { QualificationHeads } from './supplier-qualifications';
import { ScanUpload } from './supplier-scan-upload';
import { supplierDetailQuery } from './supplier-detail-query';
import {
  emptyAccount,
  emptyQualification,
  emptySupplier,
  supplierResolver,
  toPayload,
  valuesFromSupplier,
  type SupplierFormValues,
} from './supplier-editor-form';
import { useRefreshSuppliers } from './use-supplier-actions';
import '@/lib/form-zod';

const editRoute = getRouteApi('/_authenticated/purchar/supplier/edit/$id');
type CategoryNode = Pick<MaterialCategory, 'id' | 'categoryName' | 'children'>;
const NO_NODES: CategoryNode[] = [];
const head = 'px-2 py-1.5 text-left text-xs font-medium text-muted whitespace-nowrap';
const cellInput = cn(inputClasses, 'h-9');

/** /purchar/supplier/add: an empty supplier with a business licence row and one account to fill. */
export function SupplierAddPage() {
  return <SupplierEditor key="new" />;
}

/** /purchar/supplier/edit/$id: when the server lists `edit` among the caller's actions on it. */
export function SupplierEditPage() {
  const t = usePurcharT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const { id } = editRoute.useParams();
  const supplier = useSuspenseQuery(supplierDetailQuery(id)).data.data;
  if (!supplier.allowedActions.includes('edit'))
    return (
      <DocumentNotEditable
        message={at('document.notEditable', { document: t('supplier.noun') })}
        view={
          <Link to="/purchar/supplier/$id" params={{ id }} className={buttonClasses('secondary', 'sm')}>
            {tk('crud.view')}
          </Link>
        }
      />
    );
  return <SupplierEditor key={supplier.id} supplier={supplier} />;
}

/** 供货范围: the material categories as a list of checkboxes (a group with its legend). */
function CategoryChecks({ props, nodes }: { props: CustomFieldProps; nodes: readonly CategoryNode[] }) {
  const chosen = new Set((props.value as string[] | undefined) ?? []);
  const flat: { node: CategoryNode; depth: number }[] = [];
  const walk = (list: readonly CategoryNode[], depth: number) => {
    for (const node of list) {
      flat.push({ node, depth });
      walk(node.children ?? [], depth + 1);
    }
  };
  walk(nodes, 0);
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    props.onChange([...next]);
  };
  return (
    <div
      id={props.id}
      role="group"
      aria-describedby={props['aria-describedby']}
      className="flex max-h-40 flex-wrap gap-x-4 gap-y-1 overflow-auto rounded-lg border border-line p-2"
    >
      {flat.map(({ node, depth }) => (
        <label key={node.id} className="flex items-center gap-1.5 text-sm" style={{ marginLeft: depth * 12 }}>
          <input
            type="checkbox"
            checked={chosen.has(node.id)}
            onChange={() => toggle(node.id)}
            onBlur={props.onBlur}
            disabled={props.disabled}
          />
          {node.categoryName}
        </label>
      ))}
    </div>
  );
}

function headerFields(
  t: PurcharTranslate,
  categories: readonly CategoryNode[],
): FieldDef<SupplierFormValues>[] {
  return [
    { name: 'supplierCode', label: t('supplier.field.supplierCode'), kind: 'text', required: true },
    { name: 'supplierName', label: t('supplier.field.supplierName'), kind: 'text', required: true },
    { name: 'creditCode', label: t('supplier.field.creditCode'), kind: 'text', required: true },
    {
      name: 'supplierType',
      label: t('supplier.field.supplierType'),
      kind: 'dictionary',
      code: 'gys_supplier_type',
      required: true,
    },
    {
      name: 'taxpayerType',
      label: t('supplier.field.taxpayerType'),
      kind: 'select',
      options: [
        { label: t('supplier.taxpayer.general'), value: '1' },
        { label: t('supplier.taxpayer.small'), value: '2' },
      ],
    },
    { name: 'legalPerson', label: t('supplier.field.legalPerson'), kind: 'text' },
    { name: 'registeredCapital', label: t('supplier.field.registeredCapital'), kind: 'number' },
    { name: 'establishDate', label: t('supplier.field.establishDate'), kind: 'date' },
    { name: 'contactName', label: t('supplier.field.contactName'), kind: 'text' },
    { name: 'contactPhone', label: t('supplier.field.contactPhone'), kind: 'text' },
    { name: 'email', label: t('supplier.field.email'), kind: 'text' },
    { name: 'address', label: t('supplier.field.address'), kind: 'text' },
    {
      name: 'categoryIds',
      label: t('supplier.field.categoryIds'),
      kind: 'custom',
      span: 2,
      render: (props) => <CategoryChecks props={props} nodes={categories} />,
    },
    { name: 'remark', label: t('supplier.field.remark'), kind: 'textarea', span: 2 },
  ];
}

/** A row control's message, linked to it by id. */
function RowError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="mt-0.5 text-xs text-danger">
      {message}
    </p>
  ) : null;
}

function QualificationRows({ form, t }: { form: UseFormReturn<SupplierFormValues>; t: PurcharTranslate }) {
  const { control, register, formState } = form;
  const { fields, append, remove, update } = useFieldArray({ control, name: 'qualifications' });
  const types = toDictionaryOptions(useDictionary('gys_qual_type').items);
  const rows = useWatch({ control, name: 'qualifications' });
  const errors = formState.errors.qualifications;
  const base = useId();
  return (
    <DocumentCard
      title={t('supplier.qual.title')}
      actions={
        <Button type="button" size="sm" onClick={() => append(emptyQualification())}>
          <Plus className="size-4" aria-hidden="true" />
          {t('supplier.qual.add')}
        </Button>
      }
    >
      {fields.length === 0 ? (
        <p className="text-sm text-muted">{t('supplier.qual.none')}</p>
      ) : (
        <div className="overflow-auto">
          <table aria-label={t('supplier.qual.title')} className="w-full text-sm">
            <thead>
              <tr>
                <QualificationHeads t={t} className={head} />
                <th className={head}>
                  <span className="sr-only">{t('supplier.row.remove', { n: '' })}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field, index) => {
                const n = index + 1;
                const rowErrors = errors?.[index];
                const errId = (name: string) => `${base}-${index}-${name}-error`;
                const aria = (name: 'qualType' | 'certNo' | 'validTo', label: string) => ({
                  'aria-label': `${t('supplier.row.label', { n })} ${label}`,
                  'aria-invalid': rowErrors?.[name] ? true : undefined,
                  'aria-describedby': rowErrors?.[name] ? errId(name) : undefined,
                });
                const files = rows?.[index]?.files ?? [];
                return (
                  <tr key={field.id} className="align-top">
                    <td className="p-1">
                      <select
                        className={cellInput}
                        {...register(`qualifications.${index}.qualType`)}
                        {...aria('qualType', t('supplier.qual.qualType'))}
                      >
                        <option value="" />
                        {types.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                      <RowError id={errId('qualType')} message={rowErrors?.qualType?.message} />
                    </td>
                    <td className="p-1">
                      <input
                        className={cellInput}
                        maxLength={64}
                        {...register(`qualifications.${index}.certNo`)}
                        {...aria('certNo', t('supplier.qual.certNo'))}
                      />
                      <RowError id={errId('certNo')} message={rowErrors?.certNo?.message} />
                    </td>
                    <td className="p-1">
                      <input
                        className={cellInput}
                        maxLength={200}
                        aria-label={`${t('supplier.row.label', { n })} ${t('supplier.qual.issuer')}`}
                        {...register(`qualifications.${index}.issuer`)}
                      />
                    </td>
                    <td className="p-1">
                      <input
                        type="date"
                        className={cellInput}
                        aria-label={`${t('supplier.row.label', { n })} ${t('supplier.qual.validFrom')}`}
                        {...register(`qualifications.${index}.validFrom`)}
                      />
                    </td>
                    <td className="p-1">
                      <input
                        type="date"
                        className={cellInput}
                        {...register(`qualifications.${index}.validTo`)}
                        {...aria('validTo', t('supplier.qual.validTo'))}
                      />
                      <RowError id={errId('validTo')} message={rowErrors?.validTo?.message} />
                    </td>
                    <td className="p-1">
                      <ul className="mb-1 flex flex-col gap-0.5">
                        {files.map((file) => (
                          <li key={file.attachId} className="flex items-center gap-1 text-xs">
                            <span className="truncate">{file.originalName}</span>
                            <Button
                              type="button"
                              size="sm"
                              variant="ghost"
                              aria-label={`${file.originalName} ×`}
                              onClick={() =>
                                update(index, {
                                  ...rows![index]!,
                                  files: files.filter((f) => f.attachId !== file.attachId),
                                })
                              }
                            >
                              <X className="size-3" aria-hidden="true" />
                            </Button>
                          </li>
                        ))}
                      </ul>
                      <ScanUpload
                        label={`${t('supplier.row.label', { n })} ${t('supplier.qual.upload')}`}
                        onUploaded={(file) =>
                          update(index, {
                            ...form.getValues(`qualifications.${index}`),
                            files: [...files, file],
                          })
                        }
                      />
                    </td>
                    <td className="p-1">
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        aria-label={t('supplier.row.remove', { n })}
                        onClick={() => remove(index)}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </DocumentCard>
  );
}

function AccountRows({ form, t }: { form: UseFormReturn<SupplierFormValues>; t: PurcharTranslate }) {
  const { control, register, formState, setValue, getValues } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'accounts' });
  const name = useWatch({ control, name: 'supplierName' });
  const errors = formState.errors.accounts;
  const base = useId();
  const removeRow = (index: number) => {
    // The default radio holds an index: keep it on the same account, or on the first when it goes.
    const chosen = Number(getValues('defaultAccount'));
    remove(index);
    setValue('defaultAccount', String(chosen === index ? 0 : chosen > index ? chosen - 1 : chosen));
  };
  return (
    <DocumentCard
      title={t('supplier.bank.title')}
      actions={
        <Button type="button" size="sm" onClick={() => append(emptyAccount())}>
          <Plus className="size-4" aria-hidden="true" />
          {t('supplier.bank.add')}
        </Button>
      }
    >
      {fields.length === 0 ? (
        <p className="text-sm text-muted">{t('supplier.bank.none')}</p>
      ) : (
        <div className="overflow-auto">
          <p className="mb-2 text-xs text-muted">{t('supplier.editor.accountName')}</p>
          <table aria-label={t('supplier.bank.title')} className="w-full text-sm">
            <thead>
              <tr>
                <th className={head}>{t('supplier.bank.accountName')}</th>
                <th className={head}>{t('supplier.bank.bankName')}</th>
                <th className={head}>{t('supplier.bank.bankBranch')}</th>
                <th className={head}>{t('supplier.bank.accountNo')}</th>
                <th className={head}>{t('supplier.bank.isDefault')}</th>
                <th className={head}>
                  <span className="sr-only">{t('supplier.row.remove', { n: '' })}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field, index) => {
                const n = index + 1;
                const rowErrors = errors?.[index];
                const errId = (col: string) => `${base}-${index}-${col}-error`;
                const label = (text: string) => `${t('supplier.row.label', { n })} ${text}`;
                return (
                  <tr key={field.id} className="align-top">
                    <td className="p-2 text-muted">{name}</td>
                    <td className="p-1">
                      <input
                        className={cellInput}
                        maxLength={200}
                        aria-label={label(t('supplier.bank.bankName'))}
                        aria-invalid={rowErrors?.bankName ? true : undefined}
                        aria-describedby={rowErrors?.bankName ? errId('bankName') : undefined}
                        {...register(`accounts.${index}.bankName`)}
                      />
                      <RowError id={errId('bankName')} message={rowErrors?.bankName?.message} />
                    </td>
                    <td className="p-1">
                      <input
                        className={cellInput}
                        maxLength={200}
                        aria-label={label(t('supplier.bank.bankBranch'))}
                        {...register(`accounts.${index}.bankBranch`)}
                      />
                    </td>
                    <td className="p-1">
                      <input
                        className={cellInput}
                        maxLength={64}
                        inputMode="numeric"
                        aria-label={label(t('supplier.bank.accountNo'))}
                        aria-invalid={rowErrors?.accountNo ? true : undefined}
                        aria-describedby={rowErrors?.accountNo ? errId('accountNo') : undefined}
                        {...register(`accounts.${index}.accountNo`)}
                      />
                      <RowError id={errId('accountNo')} message={rowErrors?.accountNo?.message} />
                    </td>
                    <td className="p-2">
                      <input
                        type="radio"
                        value={String(index)}
                        aria-label={label(t('supplier.bank.isDefault'))}
                        {...register('defaultAccount')}
                      />
                    </td>
                    <td className="p-1">
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        aria-label={t('supplier.row.remove', { n })}
                        onClick={() => removeRow(index)}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </DocumentCard>
  );
}

function SupplierEditor({ supplier }: { supplier?: SupplierDetail }) {
  const t = usePurcharT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshSuppliers();
  const resolver = useMemo(() => supplierResolver(t), [t]);
  const form = useForm<SupplierFormValues>({
    defaultValues: supplier ? valuesFromSupplier(supplier) : emptySupplier(),
    resolver,
  });
  const dirty = useDirtyTracker(form);
  const categories = useGetMaterialCategoryTree();
  const fields = useMemo(
    () => headerFields(t, (categories.data?.data as CategoryNode[] | undefined) ?? NO_NODES),
    [t, categories.data],
  );

  const save = async (values: SupplierFormValues) => {
    const answer = await saveSupplier(toPayload(values, supplier?.id));
    const saved = answer.data;
    dirty.markClean();
    notify.success(tk(supplier ? 'crud.updated' : 'crud.added'));
    queryClient.setQueryData(getGetSupplierDetailQueryKey(saved.id), answer);
    await refresh();
    if (supplier) {
      form.reset(valuesFromSupplier(saved));
      return;
    }
    const editPath = `/purchar/supplier/edit/${saved.id}`;
    replaceTag('/purchar/supplier/add', { value: editPath, fullPath: editPath });
    void navigate({ to: '/purchar/supplier/edit/$id', params: { id: saved.id }, replace: true });
  };

  return (
    <DocumentEditorFrame
      title={supplier ? t('supplier.editTitle') : t('supplier.addTitle')}
      number={supplier?.supplierCode}
      form={form}
      dirty={dirty}
      onSave={save}
      back={<BackToSuppliers />}
    >
      <DocumentCard title={at('document.header')}>
        <FormFields
          control={form.control}
          fields={fields}
          idPrefix="supplier"
          columns={3}
          schema={saveSupplierBody}
        />
      </DocumentCard>
      <QualificationRows form={form} t={t} />
      <AccountRows form={form} t={t} />
    </DocumentEditorFrame>
  );
}
