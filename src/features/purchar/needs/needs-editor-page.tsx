import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ClipboardList, PackagePlus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useGetDeptTree } from '@/api/generated/blade-system/endpoints/dept/dept';
import { useGetDeliveryAddressPage } from '@/api/generated/purchar-master/endpoints/cg-delivery-address/cg-delivery-address';
import type { Material } from '@/api/generated/purchar-master/model';
import {
  downloadNeedsTemplate,
  getGetNeedsDetailQueryKey,
  importNeedsItems,
  saveNeeds,
  useGetNeedsProjectManagers,
} from '@/api/generated/purchar-needs/endpoints/cg-needs/cg-needs';
import type { NeedsDetail, NeedsImportLine } from '@/api/generated/purchar-needs/model';
import { saveNeedsBody } from '@/api/generated/purchar-needs/zod/cg-needs/cg-needs.zod';
import type { PlanMaterial } from '@/api/generated/purchar-plans/model';
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
import { replaceTag } from '@/lib/tags';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT, type PurcharTranslate } from '../purchar-i18n';
import { MaterialPickerDialog } from '../shared/material-picker-dialog';
import { PlanMaterialPickerDialog } from '../shared/plan-material-picker-dialog';
import { BackToNeeds } from './needs-detail-page';
import { needsDetailQuery } from './needs-detail-query';
import {
  emptyNeeds,
  lineFromImport,
  lineFromMaterial,
  lineFromPlanMaterial,
  needsResolver,
  toPayload,
  valuesFromBill,
  type NeedsFormValues,
} from './needs-editor-form';
import { lineInputId, needsLineColumns, type NeedsLine } from './needs-line-columns';
import { NeedsTotals } from './needs-totals';
import { useRefreshNeeds } from './use-needs-actions';
import '@/lib/form-zod';

const editRoute = getRouteApi('/_authenticated/purchar/needs/edit/$id');
const NO_NODES: TreeOption[] = [];
/** Delivery addresses are few per tenant; one page of enabled ones fills the select. */
const ADDRESS_PAGE = { current: 1, size: 500, status: 1 } as const;

/** /purchar/needs/add: an empty bill. */
export function NeedsAddPage() {
  return <NeedsEditor key="new" />;
}

/**
 * /purchar/needs/edit/$id: the bill the route's loader fetched, handed to the form, when the server lists `edit`
 * among the caller's actions on it (a submitted or approved bill, or someone else's, is not editable).
 */
export function NeedsEditPage() {
  const t = usePurcharT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const { id } = editRoute.useParams();
  const bill = useSuspenseQuery(needsDetailQuery(id)).data.data;
  // Whether the caller may edit it is the server's word (allowedActions), not a rule repeated here.
  if (!bill.allowedActions.includes('edit'))
    return (
      <DocumentNotEditable
        message={at('document.notEditable', { document: t('needs.noun') })}
        view={
          <Link to="/purchar/needs/$id" params={{ id: bill.id }} className={buttonClasses('secondary', 'sm')}>
            {tk('crud.view')}
          </Link>
        }
      />
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

/** The header's options: the dept tree, the project managers of the chosen dept, the addresses usable there. */
function useHeaderFields(form: ReturnType<typeof useForm<NeedsFormValues>>, t: PurcharTranslate) {
  const deptId = useWatch({ control: form.control, name: 'deptId' });
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
  return useMemo(() => {
    const managerOptions = (managers.data?.data ?? []).map((pm) => ({ label: pm.name, value: pm.id }));
    const addressOptions = (addresses.data?.data?.records ?? [])
      .filter((address) => address.projectId === null || address.projectId === deptId)
      .map((address) => ({ label: address.fullAddress, value: address.id }));
    return headerFields(t, depts.data?.data ?? NO_NODES, managerOptions, addressOptions, !!deptId);
  }, [t, depts.data, managers.data, addresses.data, deptId]);
}

function NeedsEditor({ bill }: { bill?: NeedsDetail }) {
  const t = usePurcharT();
  const at = useApprovalT();
  const tk = useToolkitT();
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
  const dirty = useDirtyTracker(form);
  const fieldsDef = useHeaderFields(form, t);
  const columns = useMemo(() => needsLineColumns(control, register, t), [control, register, t]);

  const [picking, setPicking] = useState(false);
  const [pickingPlan, setPickingPlan] = useState(false);
  const billDept = useWatch({ control, name: 'deptId' });
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

  const addMaterials = (materials: Material[]) => {
    if (materials.length === 0) return;
    markDirty();
    const first = fields.length;
    append(materials.map(lineFromMaterial), { shouldFocus: false });
    nextFocus(first);
  };
  const addPlanLines = (lines: PlanMaterial[]) => {
    if (lines.length === 0) return;
    markDirty();
    const first = fields.length;
    append(lines.map(lineFromPlanMaterial), { shouldFocus: false });
    nextFocus(first);
  };
  const addImported = (lines: NeedsImportLine[]) => {
    markDirty();
    append(lines.map(lineFromImport), { shouldFocus: false });
  };

  const save = async (values: NeedsFormValues) => {
    const answer = await saveNeeds(toPayload(values, bill?.id));
    const saved = answer.data;
    dirty.markClean();
    // SPEC §8: a new record says 新增成功, a changed one 更新成功.
    notify.success(tk(bill ? 'crud.updated' : 'crud.added'));
    queryClient.setQueryData(getGetNeedsDetailQueryKey(saved.id), answer);
    await refresh();
    if (bill) {
      form.reset(valuesFromBill(saved));
      return;
    }
    // The new bill is edited from now on: its 新增 tab becomes the bill's edit tab.
    const editPath = `/purchar/needs/edit/${saved.id}`;
    replaceTag('/purchar/needs/add', { value: editPath, fullPath: editPath });
    void navigate({ to: '/purchar/needs/edit/$id', params: { id: saved.id }, replace: true });
  };
  // The field messages show under the header fields; a bad line is named in a toast and focused.
  const saveInvalid = (errors: FieldErrors<NeedsFormValues>) => {
    const lineIndex = errors.items ? (errors.items as unknown[]).findIndex((entry) => entry) : -1;
    if (lineIndex < 0) return;
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
  };

  return (
    <DocumentEditorFrame
      title={bill ? t('needs.editTitle') : t('needs.addTitle')}
      number={bill?.needsNo}
      form={form}
      dirty={dirty}
      onSave={save}
      onInvalid={saveInvalid}
      back={<BackToNeeds />}
      outside={
        <>
          <MaterialPickerDialog open={picking} onOpenChange={setPicking} onPick={addMaterials} />
          <PlanMaterialPickerDialog
            open={pickingPlan}
            onOpenChange={setPickingPlan}
            deptId={billDept}
            chosenIds={fields.flatMap((line) => (line.planItemId ? [line.planItemId] : []))}
            onPick={addPlanLines}
          />
        </>
      }
    >
      <DocumentCard title={at('document.header')}>
        <FormFields
          control={control}
          fields={fieldsDef}
          idPrefix="needs"
          columns={3}
          schema={saveNeedsBody}
        />
      </DocumentCard>
      <DocumentCard
        title={t('needs.editor.lines')}
        contentClassName="flex flex-col gap-3"
        actions={
          <>
            <Button type="button" size="sm" onClick={() => setPicking(true)}>
              <PackagePlus className="size-4" aria-hidden="true" />
              {t('needs.editor.addMaterial')}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setPickingPlan(true)}>
              <ClipboardList className="size-4" aria-hidden="true" />
              {t('planPicker.fromPlan')}
            </Button>
            {can('cg_needs_import') ? (
              <ImportLinesButton
                importFile={(file) => importNeedsItems({ file }).then((answer) => answer.data)}
                downloadTemplate={downloadNeedsTemplate}
                onLines={addImported}
              />
            ) : null}
          </>
        }
      >
        {fields.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-muted">
            {t('needs.editor.noLines')}
          </p>
        ) : (
          <LineGrid<NeedsLine>
            label={t('needs.editor.gridLabel')}
            columns={columns}
            lines={fields}
            onMove={onMove}
            onRemove={onRemove}
            focusRequest={focusRequest}
            focusTarget={(key) => lineInputId(key, 'qty')}
            rowClassName={(line) => (line.rejectReason ? 'bg-danger/5' : undefined)}
            testId="needs-grid-scroll"
          />
        )}
        <NeedsTotals control={control} t={t} />
      </DocumentCard>
    </DocumentEditorFrame>
  );
}
