import { keepPreviousData } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useGetMaterialPage } from '@/api/generated/purchar-master/endpoints/cg-material/cg-material';
import { useGetMaterialCategoryTree } from '@/api/generated/purchar-master/endpoints/cg-materiel-category/cg-materiel-category';
import type { Material, MaterialCategory } from '@/api/generated/purchar-master/model';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { TreeSelect } from '@/components/form/tree-select';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { toTreeOptions } from '@/components/form/tree-options';
import { usePurcharT } from '../purchar-i18n';
import { ENABLED } from '../purchar-shared';

/** The picker shows few rows at a time: it sits in a dialog above the editor. */
const PAGE_SIZES = [10, 30, 50] as const;
const NO_CATEGORIES: MaterialCategory[] = [];

export interface MaterialPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen materials, in the order they were ticked. */
  onPick: (materials: Material[]) => void;
}

/** 选择物料: search materials by code or name within a category, tick several (across pages), add them. */
export function MaterialPickerDialog(props: MaterialPickerDialogProps) {
  const tk = useToolkitT();
  const t = usePurcharT();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? (
        <DialogContent closeLabel={tk('crud.close')} className="max-w-3xl" aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>{t('shared.picker.title')}</DialogTitle>
          </DialogHeader>
          <MaterialPicker {...props} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MaterialPicker({ onOpenChange, onPick }: MaterialPickerDialogProps) {
  const t = usePurcharT();
  const tk = useToolkitT();
  const keywordId = useId();
  const categoryId = useId();
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<{ keyword?: string; categoryId?: string }>({});
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [chosen, setChosen] = useState<ReadonlyMap<string, Material>>(new Map());

  const page = useGetMaterialPage(
    { current, size, ...filters },
    { query: { placeholderData: keepPreviousData } },
  );
  const categories = useGetMaterialCategoryTree();
  const categoryNodes = useMemo(
    () => toTreeOptions(categories.data?.data ?? NO_CATEGORIES, (node) => node.categoryName),
    [categories.data],
  );
  const rows = page.data?.data?.records ?? [];

  const toggle = (material: Material) =>
    setChosen((previous) => {
      const next = new Map(previous);
      if (next.has(material.id)) next.delete(material.id);
      else next.set(material.id, material);
      return next;
    });
  const head =
    'sticky top-0 border-b border-line bg-surface px-3 py-2 text-left text-xs font-medium text-muted';
  const cell = 'border-b border-line px-3 py-2';

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setCurrent(1);
          setFilters((previous) => ({ ...previous, keyword: typed.trim() || undefined }));
        }}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={keywordId}>{t('shared.picker.keyword')}</Label>
          <Input id={keywordId} value={typed} onChange={(event) => setTyped(event.target.value)} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={categoryId}>{t('shared.picker.category')}</Label>
          <TreeSelect
            id={categoryId}
            nodes={categoryNodes}
            value={filters.categoryId}
            placeholder={t('shared.picker.allCategories')}
            onChange={(value) => {
              setCurrent(1);
              setFilters((previous) => ({ ...previous, categoryId: value ?? undefined }));
            }}
            onBlur={() => {}}
          />
        </div>
        <Button type="submit">
          <Search className="size-4" aria-hidden="true" />
          {t('shared.picker.search')}
        </Button>
      </form>
      <div
        className="max-h-[45vh] overflow-auto rounded-lg border border-line"
        aria-busy={page.isFetching || undefined}
      >
        <table aria-label={t('shared.picker.title')} className="w-full text-sm">
          <thead>
            <tr>
              <th className={cn(head, 'w-10')}>
                <span className="sr-only">{t('shared.picker.selected', { count: chosen.size })}</span>
              </th>
              <th className={head}>{t('shared.picker.materialCode')}</th>
              <th className={head}>{t('shared.picker.materialName')}</th>
              <th className={head}>{t('shared.picker.spec')}</th>
              <th className={head}>{t('shared.picker.unit')}</th>
              <th className={head}>{t('material.category')}</th>
            </tr>
          </thead>
          <tbody>
            {page.isPending ? (
              <tr>
                <td colSpan={6} className="p-6 text-center text-muted">
                  <span role="status" className="inline-flex items-center gap-2">
                    <Spinner />
                    {t('shared.picker.loading')}
                  </span>
                </td>
              </tr>
            ) : page.isError ? (
              <tr>
                <td colSpan={6} className="p-6 text-center">
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
                <td colSpan={6} className="p-6 text-center text-muted">
                  {t('shared.picker.empty')}
                </td>
              </tr>
            ) : (
              rows.map((material) => {
                const usable = material.status === ENABLED;
                return (
                  <tr key={material.id} className={cn(!usable && 'text-muted')}>
                    <td className={cell}>
                      <input
                        type="checkbox"
                        disabled={!usable}
                        checked={chosen.has(material.id)}
                        onChange={() => toggle(material)}
                        aria-label={t('shared.picker.select', {
                          code: material.materialCode,
                          name: material.materialName,
                        })}
                      />
                    </td>
                    <td className={cn(cell, 'font-mono text-xs')}>{material.materialCode}</td>
                    <td className={cell}>
                      {material.materialName}
                      {!usable ? <Badge className="ml-2">{t('shared.picker.disabledMaterial')}</Badge> : null}
                    </td>
                    <td className={cell}>{material.spec}</td>
                    <td className={cell}>{material.unitName}</td>
                    <td className={cell}>{material.categoryName}</td>
                  </tr>
                );
              })
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
          {t('shared.picker.add')}
        </Button>
      </DialogFooter>
    </div>
  );
}
