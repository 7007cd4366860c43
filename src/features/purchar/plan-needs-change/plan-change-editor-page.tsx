import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { PackagePlus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type { Material } from '@/api/generated/purchar-master/model';
import { useGetPlanDetail } from '@/api/generated/purchar-plans/endpoints/cg-plan-needs/cg-plan-needs';
import {
  getGetPlanChangeDetailQueryKey,
  savePlanChange,
  useGetChangeablePlans,
} from '@/api/generated/purchar-plans/endpoints/cg-plan-needs-change/cg-plan-needs-change';
import type { ChangeDetail, PlanItem } from '@/api/generated/purchar-plans/model';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { DocumentCard } from '@/components/document/document-detail-layout';
import { DocumentEditorFrame, useDirtyTracker } from '@/components/document/document-editor-frame';
import { DocumentNotEditable } from '@/components/document/document-route-states';
import { LineGrid, lineCellInput, type LineColumn } from '@/components/document/line-grid/line-grid';
import type { FieldDef } from '@/components/form/field-def';
import { FormFields } from '@/components/form/form-fields';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useToolkitT } from '@/lib/toolkit-i18n';
import type { planChangeZh } from './plan-change-zh';
import { usePurcharT } from '../purchar-i18n';
import { MaterialPickerDialog } from '../shared/material-picker-dialog';
import { BackToChanges } from './plan-change-detail-page';
import { planChangeDetailQuery } from './plan-change-detail-query';
import {
  changeResolver,
  emptyChange,
  lineFromMaterial,
  lineFromPlanItem,
  toChangePayload,
  valuesFromChange,
  type ChangeFormValues,
} from './plan-change-editor-form';
import { useRefreshPlanChange } from './use-plan-change-actions';
import '@/lib/form-zod';

const editRoute = getRouteApi('/_authenticated/purchar/plan-needs-change/edit/$id');
type ChangeLine = ChangeFormValues['items'][number] & { id: string };

export function PlanChangeAddPage() {
  return <ChangeEditor key="new" />;
}

export function PlanChangeEditPage() {
  const t = usePurcharT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const { id } = editRoute.useParams();
  const change = useSuspenseQuery(planChangeDetailQuery(id)).data.data;
  if (!change.allowedActions.includes('edit'))
    return (
      <DocumentNotEditable
        message={at('document.notEditable', { document: t('planChange.noun') })}
        view={
          <Link
            to="/purchar/plan-needs-change/$id"
            params={{ id }}
            className={buttonClasses('secondary', 'sm')}
          >
            {tk('crud.view')}
          </Link>
        }
      />
    );
  return <ChangeEditor key={change.id} change={change} />;
}

/** The plan's lines not in the change yet, each with a button that adds it (its quantity to be adjusted). */
function PlanLinesToPick(props: {
  items: readonly PlanItem[];
  taken: ReadonlySet<string>;
  onPick: (item: PlanItem) => void;
}) {
  const t = usePurcharT();
  const open = props.items.filter((item) => !props.taken.has(item.id));
  if (open.length === 0) return null;
  return (
    <ul
      aria-label={t('planChange.editor.planLines')}
      className="flex flex-col gap-1 rounded-lg border border-line p-2 text-sm"
    >
      {open.map((item) => (
        <li key={item.id} className="flex items-center gap-3">
          <span className="font-mono text-xs">{item.materialCode}</span>
          <span className="flex-1">{item.materialName}</span>
          <span className="tabular-nums text-muted">
            {item.planQty} / {item.demandedQty}
          </span>
          <Button type="button" size="sm" variant="secondary" onClick={() => props.onPick(item)}>
            {t('planChange.editor.pick')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function ChangeEditor({ change }: { change?: ChangeDetail }) {
  const t = usePurcharT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshPlanChange();
  const resolver = useMemo(() => changeResolver(t), [t]);
  const form = useForm<ChangeFormValues>({
    defaultValues: change ? valuesFromChange(change) : emptyChange(),
    resolver,
  });
  const { control, register } = form;
  const { fields, append, remove, move, replace } = useFieldArray({ control, name: 'items' });
  const dirty = useDirtyTracker(form);
  const planId = useWatch({ control, name: 'planId' });
  const plans = useGetChangeablePlans({});
  const plan = useGetPlanDetail(planId ?? '', { query: { enabled: !!planId } });
  const [picking, setPicking] = useState(false);
  const f = (key: keyof (typeof planChangeZh)['field']) => t(`planChange.field.${key}`);
  const i = (key: keyof (typeof planChangeZh)['item']) => t(`planChange.item.${key}`);

  const planOptions = useMemo(() => {
    const options = (plans.data?.data ?? []).map((p) => ({
      label: `${p.planNo} ${p.planName}`,
      value: p.id,
    }));
    // A saved change's own plan is in flight (this change), so the list leaves it out: keep it selectable.
    if (change && !options.some((o) => o.value === change.planId))
      options.unshift({ label: `${change.planNo} ${change.planName}`, value: change.planId });
    return options;
  }, [plans.data, change]);
  const headerFields: FieldDef<ChangeFormValues>[] = [
    {
      name: 'planId',
      label: f('plan'),
      kind: 'select',
      options: planOptions,
      required: true,
      placeholder: planOptions.length ? t('planChange.editor.pickPlan') : t('planChange.editor.noPlans'),
      disabled: !!change,
    },
    { name: 'changeReason', label: f('changeReason'), kind: 'text', required: true },
    { name: 'remark', label: f('remark'), kind: 'textarea', span: 2 },
  ];
  const { markDirty } = dirty;
  const onMove = useCallback((from: number, to: number) => (markDirty(), move(from, to)), [move, markDirty]);
  const onRemove = useCallback((index: number) => (markDirty(), remove(index)), [remove, markDirty]);
  const taken = new Set(fields.flatMap((line) => (line.planItemId ? [line.planItemId] : [])));
  const [lastPlan, setLastPlan] = useState(planId);
  if (planId !== lastPlan) {
    // Another plan: the lines chosen for the previous one do not apply.
    setLastPlan(planId);
    if (!change) replace([]);
  }

  const columns = useMemo((): LineColumn<ChangeLine>[] => {
    const input = (
      index: number,
      name: 'afterQty' | 'afterPrice' | 'reason',
      label: string,
      numeric = true,
    ) => (
      <input
        className={cn(lineCellInput, numeric && 'text-right tabular-nums')}
        inputMode={numeric ? 'decimal' : undefined}
        autoComplete="off"
        aria-label={label}
        {...register(`items.${index}.${name}`)}
      />
    );
    return [
      {
        id: 'materialCode',
        header: i('materialCode'),
        headerClassName: 'w-28',
        className: 'font-mono text-xs',
        cell: ({ line }) => line.materialCode,
      },
      {
        id: 'materialName',
        header: i('materialName'),
        headerClassName: 'min-w-32',
        cell: ({ line }) => line.materialName,
      },
      { id: 'unit', header: i('unit'), headerClassName: 'w-14', cell: ({ line }) => line.unitName },
      {
        id: 'beforeQty',
        header: i('beforeQty'),
        headerClassName: 'w-24 text-right',
        className: 'text-right tabular-nums',
        cell: ({ line }) => line.beforeQty,
      },
      {
        id: 'demandedQty',
        header: i('demandedQty'),
        headerClassName: 'w-24 text-right',
        className: 'text-right tabular-nums',
        cell: ({ line }) => line.demandedQty,
      },
      {
        id: 'afterQty',
        header: i('afterQty'),
        headerClassName: 'w-28',
        required: true,
        title: () => t('planChange.editor.deleteHint'),
        cell: ({ index, label }) => input(index, 'afterQty', label(i('afterQty'))),
      },
      {
        id: 'afterPrice',
        header: i('afterPrice'),
        headerClassName: 'w-28',
        cell: ({ index, label }) => input(index, 'afterPrice', label(i('afterPrice'))),
      },
      {
        id: 'reason',
        header: i('reason'),
        headerClassName: 'w-40',
        cell: ({ index, label }) => input(index, 'reason', label(i('reason')), false),
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- i and t are the same translation
  }, [register, t]);

  const save = async (values: ChangeFormValues) => {
    const answer = await savePlanChange(toChangePayload(values, change?.id));
    const saved = answer.data;
    dirty.markClean();
    // SPEC §8: a new record says 新增成功, a changed one 更新成功.
    notify.success(tk(change ? 'crud.updated' : 'crud.added'));
    queryClient.setQueryData(getGetPlanChangeDetailQueryKey(saved.id), answer);
    await refresh();
    if (change) form.reset(valuesFromChange(saved));
    else
      void navigate({ to: '/purchar/plan-needs-change/edit/$id', params: { id: saved.id }, replace: true });
  };
  const saveInvalid = (errors: FieldErrors<ChangeFormValues>) => {
    const index = errors.items ? (errors.items as unknown[]).findIndex((entry) => entry) : -1;
    if (index >= 0)
      notify.error(
        t('planChange.editor.lineError', {
          line: index + 1,
          message: t('planChange.editor.afterQtyInvalid'),
        }),
      );
  };

  return (
    <DocumentEditorFrame
      title={change ? t('planChange.editTitle') : t('planChange.addTitle')}
      number={change?.changeNo}
      form={form}
      dirty={dirty}
      onSave={save}
      onInvalid={saveInvalid}
      back={<BackToChanges />}
      outside={
        <MaterialPickerDialog
          open={picking}
          onOpenChange={setPicking}
          onPick={(materials: Material[]) => {
            if (materials.length === 0) return;
            markDirty();
            append(materials.map(lineFromMaterial), { shouldFocus: false });
          }}
        />
      }
    >
      <DocumentCard title={at('document.header')}>
        <FormFields control={control} fields={headerFields} idPrefix="plan-change" columns={3} />
      </DocumentCard>
      <DocumentCard
        title={t('planChange.editor.lines')}
        contentClassName="flex flex-col gap-3"
        actions={
          <Button type="button" size="sm" onClick={() => setPicking(true)} disabled={!planId}>
            <PackagePlus className="size-4" aria-hidden="true" />
            {t('planChange.editor.addMaterial')}
          </Button>
        }
      >
        <PlanLinesToPick
          items={plan.data?.data.items ?? []}
          taken={taken}
          onPick={(item) => {
            markDirty();
            append(lineFromPlanItem(item), { shouldFocus: false });
          }}
        />
        {fields.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-muted">
            {t('planChange.editor.noLines')}
          </p>
        ) : (
          <LineGrid<ChangeLine>
            label={t('planChange.editor.gridLabel')}
            columns={columns}
            lines={fields}
            onMove={onMove}
            onRemove={onRemove}
            testId="plan-change-grid-scroll"
          />
        )}
      </DocumentCard>
    </DocumentEditorFrame>
  );
}
