import { keepPreviousData } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useGetUnchosenPlanMaterials } from '@/api/generated/purchar-config/endpoints/cg-report-config/cg-report-config';
import type { PlanMaterial } from '@/api/generated/purchar-plans/model';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useToolkitT } from '@/lib/toolkit-i18n';
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
  const tk = useToolkitT();
  const t = usePurcharT();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? (
        <DialogContent closeLabel={tk('crud.close')} className="max-w-4xl" aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>{t('planPicker.title')}</DialogTitle>
          </DialogHeader>
          <PlanMaterialPicker {...props} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function PlanMaterialPicker({ onOpenChange, onPick, deptId, chosenIds }: PlanMaterialPickerDialogProps) {
  const t = usePurcharT();
  const tk = useToolkitT();
  const keywordId = useId();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState<string>();
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [chosen, setChosen] = useState<ReadonlyMap<string, PlanMaterial>>(new Map());
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
  const rows = page.data?.data?.records ?? [];
  const toggle = (line: PlanMaterial) =>
    setChosen((previous) => {
      const next = new Map(previous);
      if (next.has(line.planItemId)) next.delete(line.planItemId);
      else next.set(line.planItemId, line);
      return next;
    });
  const head =
    'sticky top-0 border-b border-line bg-surface px-3 py-2 text-left text-xs font-medium text-muted';
  const cell = 'border-b border-line px-3 py-2';

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setCurrent(1);
          setKeyword(typed.trim() || undefined);
        }}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={keywordId}>{t('planPicker.keyword')}</Label>
          <Input id={keywordId} value={typed} onChange={(event) => setTyped(event.target.value)} />
        </div>
        <Button type="submit">
          <Search className="size-4" aria-hidden="true" />
          {t('planPicker.search')}
        </Button>
      </form>
      <div
        className="max-h-[45vh] overflow-auto rounded-lg border border-line"
        aria-busy={page.isFetching || undefined}
      >
        <table aria-label={t('planPicker.title')} className="w-full text-sm">
          <thead>
            <tr>
              <th className={cn(head, 'w-10')}>
                <span className="sr-only">{t('shared.picker.selected', { count: chosen.size })}</span>
              </th>
              <th className={head}>{t('planNeeds.field.planNo')}</th>
              <th className={head}>{t('shared.picker.materialCode')}</th>
              <th className={head}>{t('shared.picker.materialName')}</th>
              <th className={head}>{t('shared.picker.spec')}</th>
              <th className={head}>{t('shared.picker.unit')}</th>
              <th className={cn(head, 'text-right')}>{t('planNeeds.item.remainingQty')}</th>
            </tr>
          </thead>
          <tbody>
            {page.isPending ? (
              <tr>
                <td colSpan={7} className="p-6 text-center text-muted">
                  <span role="status" className="inline-flex items-center gap-2">
                    <Spinner />
                    {t('shared.picker.loading')}
                  </span>
                </td>
              </tr>
            ) : page.isError ? (
              <tr>
                <td colSpan={7} className="p-6 text-center">
                  <span role="alert" className="text-danger">
                    {t('shared.picker.loadFailed')}
                  </span>{' '}
                  <Button size="sm" variant="link" onClick={() => void page.refetch()}>
                    {tk('table.retry')}
                  </Button>
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={7} className="p-6 text-center text-muted">
                  {t('planPicker.empty')}
                </td>
              </tr>
            ) : (
              rows.map((line) => (
                <tr key={line.planItemId}>
                  <td className={cell}>
                    <input
                      type="checkbox"
                      checked={chosen.has(line.planItemId)}
                      onChange={() => toggle(line)}
                      aria-label={t('shared.picker.select', {
                        code: line.materialCode,
                        name: line.materialName,
                      })}
                    />
                  </td>
                  <td className={cn(cell, 'font-mono text-xs')}>
                    {t('planPicker.planLine', { planNo: line.planNo, lineNo: line.lineNo })}
                  </td>
                  <td className={cn(cell, 'font-mono text-xs')}>{line.materialCode}</td>
                  <td className={cell}>{line.materialName}</td>
                  <td className={cell}>{line.spec}</td>
                  <td className={cell}>{line.unitName}</td>
                  <td className={cn(cell, 'text-right tabular-nums')}>{line.remainingQty}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <DataTablePagination
        page={{ current, size }}
        total={page.data?.data?.total ?? 0}
        onPageChange={(next) => {
          setCurrent(next.current);
          setSize(next.size);
        }}
        pageSizes={PAGE_SIZES}
      />
      <DialogFooter className="mt-0 items-center">
        <span className="mr-auto text-sm text-muted" aria-live="polite">
          {t('shared.picker.selected', { count: chosen.size })}
        </span>
        <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
          {tk('crud.cancel')}
        </Button>
        <Button
          type="button"
          disabled={chosen.size === 0}
          onClick={() => {
            onPick([...chosen.values()]);
            onOpenChange(false);
          }}
        >
          {t('planPicker.add', { count: chosen.size })}
        </Button>
      </DialogFooter>
    </div>
  );
}
