import { useQueryClient } from '@tanstack/react-query';
import { Link, useBlocker, useNavigate, useParams } from '@tanstack/react-router';
import { ArrowLeft, Download, PackagePlus, Save, Upload } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useGetDeptTree } from '@/api/generated/blade-system/endpoints/dept/dept';
import { useGetDeliveryAddressPage } from '@/api/generated/purchar-master/endpoints/cg-delivery-address/cg-delivery-address';
import type { Material } from '@/api/generated/purchar-master/model';
import {
  downloadNeedsTemplate,
  getGetNeedsDetailQueryKey,
  importNeedsItems,
  saveNeeds,
  useGetNeedsDetail,
  useGetNeedsProjectManagers,
} from '@/api/generated/purchar-needs/endpoints/cg-needs/cg-needs';
import type { NeedsDetail } from '@/api/generated/purchar-needs/model';
import type { ImportError as NeedsImportError } from '@/api/generated/purchar-needs/model/approval';
import type { FieldDef, TreeOption } from '@/components/form/field-def';
import { FormFields } from '@/components/form/form-fields';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT, type PurcharTranslate } from '../purchar-i18n';
import { ImportErrorsDialog } from './import-errors-dialog';
import { MaterialPickerDialog } from './material-picker-dialog';
import {
  emptyNeeds,
  lineFromImport,
  lineFromMaterial,
  needsResolver,
  toPayload,
  valuesFromBill,
  type NeedsFormValues,
} from './needs-editor-form';
import { NeedsItemGrid } from './needs-item-grid';
import { APPROVE_STATUS } from './needs-rules';
import { NeedsTotals } from './needs-totals';
import { useRefreshNeeds } from './use-needs-actions';

const NO_NODES: TreeOption[] = [];
/** Delivery addresses are few per tenant; one page of enabled ones fills the select. */
const ADDRESS_PAGE = { current: 1, size: 500, status: 1 } as const;

/**
 * The bill editor (/purchar/needs/add, /purchar/needs/edit/$id): loads the bill to edit, then hands it to the
 * form. A submitted or approved bill is not editable (the server would refuse with 409).
 */
export function NeedsEditorPage() {
  const t = usePurcharT();
  const tk = useToolkitT();
  const { id } = useParams({ strict: false });
  const detail = useGetNeedsDetail(id ?? '', { query: { enabled: !!id } });

  if (!id) return <NeedsEditor key="new" />;
  if (detail.isPending)
    return (
      <div role="status" className="flex items-center gap-2 p-6 text-sm text-muted">
        <Spinner />
        {tk('table.loading')}
      </div>
    );
  const bill = detail.data?.data;
  if (!bill)
    return (
      <p role="alert" className="p-6 text-sm text-danger">
        {t('needs.editor.loadFailed')}
      </p>
    );
  if (bill.approveStatus !== APPROVE_STATUS.draft && bill.approveStatus !== APPROVE_STATUS.rejected)
    return (
      <div className="flex flex-col items-start gap-3 p-6">
        <p role="alert" className="text-sm text-danger">
          {t('needs.editor.notEditable')}
        </p>
        <Link to="/purchar/needs/$id" params={{ id: bill.id }} className={buttonClasses('secondary', 'sm')}>
          {tk('crud.view')}
        </Link>
      </div>
    );
  return <NeedsEditor key={bill.id} bill={bill} />;
}

function headerFields(
  t: PurcharTranslate,
  depts: readonly TreeOption[],
  managers: readonly { label: string; value: string }[],
  addresses: readonly { label: string; value: string }[],
  deptChosen: boolean,
): FieldDef<NeedsFormValues>[] {
  return [
    { name: 'title', label: t('needs.field.title'), kind: 'text', required: true },
    { name: 'deptId', label: t('needs.field.dept'), kind: 'tree', nodes: depts, required: true },
    {
      name: 'projectManagerId',
      label: t('needs.field.projectManager'),
      kind: 'select',
      options: managers,
      placeholder: deptChosen ? undefined : t('needs.editor.pickDeptFirst'),
    },
    { name: 'needDate', label: t('needs.field.needDate'), kind: 'date' },
    {
      name: 'deliveryAddressId',
      label: t('needs.field.deliveryAddress'),
      kind: 'select',
      options: addresses,
    },
    { name: 'businessType', label: t('needs.field.businessType'), kind: 'dictionary', code: 'business_type' },
    { name: 'remark', label: t('needs.field.remark'), kind: 'textarea', span: 2 },
  ];
}

function NeedsEditor({ bill }: { bill?: NeedsDetail }) {
  const t = usePurcharT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshNeeds();
  const { can } = usePermissions();
  const resolver = useMemo(() => needsResolver(t), [t]);
  const form = useForm<NeedsFormValues>({
    defaultValues: bill ? valuesFromBill(bill) : emptyNeeds(),
    resolver,
  });
  const { control, register } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'items' });

  // Changed since loaded or saved: typing (watch) and line operations (below) set it; a save clears it.
  const dirty = useRef(false);
  useEffect(() => {
    // A typed or picked value names its field; a reset (after a save) names none.
    return form.subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        if (name) dirty.current = true;
      },
    });
  }, [form]);
  const blocker = useBlocker({
    shouldBlockFn: () => dirty.current,
    enableBeforeUnload: () => dirty.current,
    withResolver: true,
  });

  // Header options: the dept tree, the project managers of the chosen dept, the addresses usable there.
  const deptId = useWatch({ control, name: 'deptId' });
  const depts = useGetDeptTree();
  const managers = useGetNeedsProjectManagers({ deptId: deptId ?? '' }, { query: { enabled: !!deptId } });
  const addresses = useGetDeliveryAddressPage(ADDRESS_PAGE);
  const previousDept = useRef(deptId);
  useEffect(() => {
    // Another project has other managers: a manager chosen for the previous one no longer applies.
    if (previousDept.current !== deptId && previousDept.current !== undefined)
      form.setValue('projectManagerId', undefined);
    previousDept.current = deptId;
  }, [deptId, form]);
  const fieldsDef = useMemo(() => {
    const managerOptions = (managers.data?.data ?? []).map((pm) => ({ label: pm.name, value: pm.id }));
    const addressOptions = (addresses.data?.data?.records ?? [])
      .filter((address) => address.projectId === null || address.projectId === deptId)
      .map((address) => ({ label: address.fullAddress, value: address.id }));
    return headerFields(t, depts.data?.data ?? NO_NODES, managerOptions, addressOptions, !!deptId);
  }, [t, depts.data, managers.data, addresses.data, deptId]);

  // Lines: pick, import, move, remove.
  const [picking, setPicking] = useState(false);
  const [importErrors, setImportErrors] = useState<NeedsImportError[]>();
  const [importing, setImporting] = useState(false);
  const [saving, setSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ index: number; nonce: number }>();
  const fileInput = useRef<HTMLInputElement>(null);

  const onMove = useCallback(
    (from: number, to: number) => {
      dirty.current = true;
      move(from, to);
    },
    [move],
  );
  const onRemove = useCallback(
    (index: number) => {
      dirty.current = true;
      remove(index);
    },
    [remove],
  );
  const nextFocus = (index: number) =>
    setFocusRequest((previous) => ({ index, nonce: (previous?.nonce ?? 0) + 1 }));

  const addMaterials = (materials: Material[]) => {
    if (materials.length === 0) return;
    dirty.current = true;
    const first = fields.length;
    append(materials.map(lineFromMaterial), { shouldFocus: false });
    nextFocus(first);
  };

  const onImportFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImporting(true);
    try {
      const answer = await importNeedsItems({ file });
      const result = answer.data;
      if (result.valid) {
        dirty.current = true;
        append(result.lines.map(lineFromImport), { shouldFocus: false });
        notify.success(t('needs.importErrors.added', { count: result.lines.length }));
      } else {
        setImportErrors(result.errors);
      }
    } catch {
      // Refused as a whole (not an .xlsx, a column missing…): the http layer has shown why.
    } finally {
      setImporting(false);
    }
  };

  const saveValid = async (values: NeedsFormValues) => {
    setSaving(true);
    try {
      const answer = await saveNeeds(toPayload(values, bill?.id));
      const saved = answer.data;
      dirty.current = false;
      notify.success(t('needs.done.saved'));
      queryClient.setQueryData(getGetNeedsDetailQueryKey(saved.id), answer);
      await refresh();
      if (bill) form.reset(valuesFromBill(saved));
      else void navigate({ to: '/purchar/needs/edit/$id', params: { id: saved.id }, replace: true });
    } catch {
      // The http layer has shown the server's reason; the edits stay.
    } finally {
      setSaving(false);
    }
  };
  const saveInvalid = (errors: FieldErrors<NeedsFormValues>) => {
    const lineIndex = errors.items ? (errors.items as unknown[]).findIndex((entry) => entry) : -1;
    if (lineIndex >= 0) {
      const entry = (errors.items as Record<string, { message?: string }>[])[lineIndex]!;
      const column = entry.qty ? 'qty' : 'estimatedPrice';
      notify.error(
        t('needs.editor.lineError', {
          line: lineIndex + 1,
          column: t(`needs.item.${column}`),
          message: entry[column]?.message ?? '',
        }),
      );
      if (!errors.title && !errors.deptId) nextFocus(lineIndex);
    }
  };

  const title = bill ? t('needs.editTitle') : t('needs.addTitle');
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(saveValid, saveInvalid)(event)}
        className="flex flex-col gap-4"
        aria-busy={saving || undefined}
      >
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-lg font-semibold">
            {title}
            {bill ? <span className="ml-2 font-mono text-sm text-muted">{bill.needsNo}</span> : null}
          </h1>
          <div className="ml-auto flex flex-wrap gap-2">
            <Button type="submit" size="sm" loading={saving}>
              <Save className="size-4" aria-hidden="true" />
              {saving ? t('needs.editor.saving') : t('needs.editor.saveDraft')}
            </Button>
            <Link to="/purchar/needs" className={buttonClasses('secondary', 'sm')}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('needs.action.back')}
            </Link>
          </div>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{t('needs.editor.header')}</CardTitle>
          </CardHeader>
          <CardContent>
            <FormFields control={control} fields={fieldsDef} idPrefix="needs" columns={3} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="flex-row flex-wrap items-center gap-2">
            <CardTitle className="mr-auto">{t('needs.editor.lines')}</CardTitle>
            <Button type="button" size="sm" onClick={() => setPicking(true)}>
              <PackagePlus className="size-4" aria-hidden="true" />
              {t('needs.editor.addMaterial')}
            </Button>
            {can('cg_needs_import') ? (
              <>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  loading={importing}
                  onClick={() => fileInput.current?.click()}
                >
                  <Upload className="size-4" aria-hidden="true" />
                  {importing ? t('needs.editor.importing') : t('needs.editor.importLines')}
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  className="sr-only"
                  tabIndex={-1}
                  aria-label={t('needs.editor.importLines')}
                  onChange={(event) => void onImportFile(event)}
                />
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => void downloadNeedsTemplate().catch(() => {})}
                >
                  <Download className="size-4" aria-hidden="true" />
                  {t('needs.editor.downloadTemplate')}
                </Button>
              </>
            ) : null}
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            {fields.length === 0 ? (
              <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-muted">
                {t('needs.editor.noLines')}
              </p>
            ) : (
              <NeedsItemGrid
                control={control}
                register={register}
                fields={fields}
                onMove={onMove}
                onRemove={onRemove}
                focusRequest={focusRequest}
                t={t}
              />
            )}
            <NeedsTotals control={control} t={t} />
          </CardContent>
        </Card>
      </form>
      <MaterialPickerDialog open={picking} onOpenChange={setPicking} onPick={addMaterials} />
      <ImportErrorsDialog errors={importErrors} onClose={() => setImportErrors(undefined)} />
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.status === 'blocked') blocker.reset();
        }}
        title={t('needs.editor.leaveTitle')}
        description={t('needs.editor.leaveText')}
        confirmText={t('needs.editor.leave')}
        cancelText={t('needs.editor.stay')}
        confirmVariant="danger"
        onConfirm={() => {
          if (blocker.status === 'blocked') blocker.proceed();
        }}
      />
    </section>
  );
}
