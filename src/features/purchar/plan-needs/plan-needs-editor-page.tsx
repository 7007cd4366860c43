import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { PackagePlus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useGetDeptTree } from '@/api/generated/blade-system/endpoints/dept/dept';
import type { Material } from '@/api/generated/purchar-master/model';
import { useGetNeedsProjectManagers } from '@/api/generated/purchar-needs/endpoints/cg-needs/cg-needs';
import {
  downloadPlanTemplate,
  getGetPlanDetailQueryKey,
  importPlanItems,
  savePlan,
} from '@/api/generated/purchar-plans/endpoints/cg-plan-needs/cg-plan-needs';
import type { PlanDetail, PlanImportLine } from '@/api/generated/purchar-plans/model';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { DocumentCard } from '@/components/document/document-detail-layout';
import { DocumentEditorFrame, useDirtyTracker } from '@/components/document/document-editor-frame';
import { DocumentNotEditable } from '@/components/document/document-route-states';
import { ImportLinesButton } from '@/components/document/import-lines-button';
import { LineGrid, type FocusRequest } from '@/components/document/line-grid/line-grid';
import type { FieldDef, TreeOption } from '@/components/form/field-def';
import { FormFields } from '@/components/form/form-fields';
import { Button, buttonClasses } from '@/components/ui/button';
import { multiplyDecimals, roundDecimal, sumDecimals } from '@/lib/decimal';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import type { PlanStrings } from './plan-needs-zh';
import { usePurcharT } from '../purchar-i18n';
import { MaterialPickerDialog } from '../shared/material-picker-dialog';
import { BackToPlans } from './plan-needs-detail-page';
import { planNeedsDetailQuery } from './plan-needs-detail-query';
import {
  emptyPlan,
  lineFromImport,
  lineFromMaterial,
  planResolver,
  toPlanPayload,
  valuesFromPlan,
  type PlanFormValues,
} from './plan-needs-editor-form';
import { planLineColumns, planLineInputId, type PlanLine } from './plan-needs-line-columns';
import { useRefreshPlanNeeds } from './use-plan-needs-actions';
import '@/lib/form-zod';

const editRoute = getRouteApi('/_authenticated/purchar/plan-needs/edit/$id');
const NO_NODES: TreeOption[] = [];

export function PlanNeedsAddPage() {
  return <PlanEditor key="new" />;
}

/** The plan the loader fetched, when the server lists `edit` among the caller's actions on it. */
export function PlanNeedsEditPage() {
  const t = usePurcharT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const { id } = editRoute.useParams();
  const plan = useSuspenseQuery(planNeedsDetailQuery(id)).data.data;
  if (!plan.allowedActions.includes('edit'))
    return (
      <DocumentNotEditable
        message={at('document.notEditable', { document: t('planNeeds.noun') })}
        view={
          <Link
            to="/purchar/plan-needs/$id"
            params={{ id: plan.id }}
            className={buttonClasses('secondary', 'sm')}
          >
            {tk('crud.view')}
          </Link>
        }
      />
    );
  return <PlanEditor key={plan.id} plan={plan} />;
}

/** Line count, total quantity and amount of the lines as typed (exact decimals). */
function PlanTotals({ form }: { form: ReturnType<typeof useForm<PlanFormValues>> }) {
  const t = usePurcharT();
  const items = useWatch({ control: form.control, name: 'items' });
  const qty = sumDecimals(items.map((item) => item.planQty));
  const amount = sumDecimals(
    items.map((item) =>
      item.planQty && item.unitPrice
        ? roundDecimal(multiplyDecimals(item.planQty, item.unitPrice) ?? '0', 2)
        : '0',
    ),
  );
  return (
    <p className="text-right text-sm text-muted tabular-nums" aria-live="polite">
      {t('planNeeds.editor.totals', { count: items.length, qty, amount })}
    </p>
  );
}

function PlanEditor({ plan }: { plan?: PlanDetail }) {
  const t = usePurcharT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshPlanNeeds();
  const { can } = usePermissions();
  const resolver = useMemo(() => planResolver(t), [t]);
  const form = useForm<PlanFormValues>({
    defaultValues: plan ? valuesFromPlan(plan) : emptyPlan(),
    resolver,
  });
  const { control, register } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'items' });
  const dirty = useDirtyTracker(form);
  const deptId = useWatch({ control, name: 'deptId' });
  const depts = useGetDeptTree();
  const managers = useGetNeedsProjectManagers({ deptId: deptId ?? '' }, { query: { enabled: !!deptId } });
  const headerFields = useMemo((): FieldDef<PlanFormValues>[] => {
    const f = (key: keyof PlanStrings['field']) => t(`planNeeds.field.${key}`);
    return [
      { name: 'planName', label: f('planName'), kind: 'text', required: true },
      { name: 'deptId', label: f('dept'), kind: 'tree', nodes: depts.data?.data ?? NO_NODES, required: true },
      {
        name: 'projectManagerId',
        label: f('projectManager'),
        kind: 'select',
        options: (managers.data?.data ?? []).map((pm) => ({ label: pm.name, value: pm.id })),
        placeholder: deptId ? undefined : t('planNeeds.editor.pickDeptFirst'),
      },
      { name: 'planType', label: f('planType'), kind: 'text' },
      { name: 'planPeriod', label: f('planPeriod'), kind: 'text', placeholder: '2026-12' },
      { name: 'startDate', label: f('startDate'), kind: 'date' },
      { name: 'endDate', label: f('endDate'), kind: 'date' },
      { name: 'remark', label: f('remark'), kind: 'textarea', span: 2 },
    ];
  }, [t, depts.data, managers.data, deptId]);
  const columns = useMemo(() => planLineColumns(control, register, t), [control, register, t]);

  const [picking, setPicking] = useState(false);
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
  const addImported = (lines: PlanImportLine[]) => {
    markDirty();
    append(lines.map(lineFromImport), { shouldFocus: false });
  };

  const save = async (values: PlanFormValues) => {
    const answer = await savePlan(toPlanPayload(values, plan?.id));
    const saved = answer.data;
    dirty.markClean();
    // SPEC §8: a new record says 新增成功, a changed one 更新成功.
    notify.success(tk(plan ? 'crud.updated' : 'crud.added'));
    queryClient.setQueryData(getGetPlanDetailQueryKey(saved.id), answer);
    await refresh();
    if (plan) form.reset(valuesFromPlan(saved));
    else void navigate({ to: '/purchar/plan-needs/edit/$id', params: { id: saved.id }, replace: true });
  };
  const saveInvalid = (errors: FieldErrors<PlanFormValues>) => {
    const lineIndex = errors.items ? (errors.items as unknown[]).findIndex((entry) => entry) : -1;
    if (lineIndex < 0) return;
    const entry = (errors.items as Record<string, { message?: string }>[])[lineIndex]!;
    const column = entry.planQty ? 'planQty' : 'unitPrice';
    notify.error(
      t('planNeeds.editor.lineError', {
        line: lineIndex + 1,
        column: t(`planNeeds.item.${column}`),
        message: entry[column]?.message ?? '',
      }),
    );
    if (!errors.planName && !errors.deptId) nextFocus(lineIndex);
  };

  return (
    <DocumentEditorFrame
      title={plan ? t('planNeeds.editTitle') : t('planNeeds.addTitle')}
      number={plan?.planNo}
      form={form}
      dirty={dirty}
      onSave={save}
      onInvalid={saveInvalid}
      back={<BackToPlans />}
      outside={<MaterialPickerDialog open={picking} onOpenChange={setPicking} onPick={addMaterials} />}
    >
      <DocumentCard title={at('document.header')}>
        <FormFields control={control} fields={headerFields} idPrefix="plan" columns={3} />
      </DocumentCard>
      <DocumentCard
        title={t('planNeeds.editor.lines')}
        contentClassName="flex flex-col gap-3"
        actions={
          <>
            <Button type="button" size="sm" onClick={() => setPicking(true)}>
              <PackagePlus className="size-4" aria-hidden="true" />
              {t('planNeeds.editor.addMaterial')}
            </Button>
            {can('cg_plan_needs_import') ? (
              <ImportLinesButton
                importFile={(file) => importPlanItems({ file }).then((answer) => answer.data)}
                downloadTemplate={downloadPlanTemplate}
                onLines={addImported}
              />
            ) : null}
          </>
        }
      >
        {fields.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-muted">
            {t('planNeeds.editor.noLines')}
          </p>
        ) : (
          <LineGrid<PlanLine>
            label={t('planNeeds.editor.gridLabel')}
            columns={columns}
            lines={fields}
            onMove={onMove}
            onRemove={onRemove}
            focusRequest={focusRequest}
            focusTarget={(key) => planLineInputId(key, 'planQty')}
            testId="plan-grid-scroll"
          />
        )}
        <PlanTotals form={form} />
      </DocumentCard>
    </DocumentEditorFrame>
  );
}
