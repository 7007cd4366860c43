import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetUnchosenPlanMaterials } from '@/api/generated/purchar-config/endpoints/cg-report-config/cg-report-config';
import type { PlanMaterial } from '@/api/generated/purchar-plans/model';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { PickDialog, PickMany, pickRowsOf } from '@/components/document/pick-many-dialog';
import { usePurcharT } from '../purchar-i18n';

const PAGE_SIZES = [10, 30, 50] as const;

export interface PlanMaterialPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project department of the bill: only its plans (and those below it) are offered. */
  deptId: string | undefined;
  /** Plan lines the bill already holds: not offered again (planMaterialUnChoosePage). */
  chosenIds: readonly string[];
  onPick: (lines: PlanMaterial[]) => void;
}

/**
 * 从计划选择: lines of approved, enabled demand plans with quantity left (the server decides which), ticked across
 * pages and added to the bill; each added line remembers its plan line, and the server holds the bill to what
 * the plan line has left at submit and at approval.
 */
export function PlanMaterialPickerDialog(props: PlanMaterialPickerDialogProps) {
  const t = usePurcharT();
  return (
    <PickDialog open={props.open} onOpenChange={props.onOpenChange} title={t('planPicker.title')} wide>
      <PlanMaterialPicker {...props} />
    </PickDialog>
  );
}

function PlanMaterialPicker({ onOpenChange, onPick, deptId, chosenIds }: PlanMaterialPickerDialogProps) {
  const t = usePurcharT();
  const [keyword, setKeyword] = useState<string>();
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const page = useGetUnchosenPlanMaterials(
    {
      current,
      size,
      ...(deptId ? { deptId } : {}),
      ...(keyword ? { materialKeyword: keyword } : {}),
      ...(chosenIds.length ? { chosenIds: chosenIds.join(',') } : {}),
    },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <PickMany<PlanMaterial>
      label={t('planPicker.title')}
      page={pickRowsOf(page)}
      columns={[
        {
          header: t('planNeeds.field.planNo'),
          cell: (line) => t('planPicker.planLine', { planNo: line.planNo, lineNo: line.lineNo }),
          className: 'font-mono text-xs',
        },
        {
          header: t('shared.picker.materialCode'),
          cell: (line) => line.materialCode,
          className: 'font-mono text-xs',
        },
        { header: t('shared.picker.materialName'), cell: (line) => line.materialName },
        { header: t('shared.picker.spec'), cell: (line) => line.spec },
        { header: t('shared.picker.unit'), cell: (line) => line.unitName },
        {
          header: t('planNeeds.item.remainingQty'),
          cell: (line) => line.remainingQty,
          className: 'text-right tabular-nums',
        },
      ]}
      rowId={(line) => line.planItemId}
      rowLabel={(line) => t('shared.picker.select', { code: line.materialCode, name: line.materialName })}
      search={{
        label: t('planPicker.keyword'),
        button: t('planPicker.search'),
        onSearch: (next) => {
          setCurrent(1);
          setKeyword(next);
        },
      }}
      pagination={
        <DataTablePagination
          page={{ current, size }}
          total={page.data?.data?.total ?? 0}
          onPageChange={(next) => {
            setCurrent(next.current);
            setSize(next.size);
          }}
          pageSizes={PAGE_SIZES}
        />
      }
      text={{
        loading: t('shared.picker.loading'),
        loadFailed: t('shared.picker.loadFailed'),
        empty: t('planPicker.empty'),
        selected: (count) => t('shared.picker.selected', { count }),
        add: (count) => t('planPicker.add', { count }),
      }}
      onClose={() => onOpenChange(false)}
      onPick={onPick}
    />
  );
}
