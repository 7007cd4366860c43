import { keepPreviousData } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useGetMaterialPage } from '@/api/generated/purchar-master/endpoints/cg-material/cg-material';
import { useGetMaterialCategoryTree } from '@/api/generated/purchar-master/endpoints/cg-materiel-category/cg-materiel-category';
import type { Material, MaterialCategory } from '@/api/generated/purchar-master/model';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { PickDialog, PickMany, pickRowsOf } from '@/components/document/pick-many-dialog';
import { TreeSelect } from '@/components/form/tree-select';
import { toTreeOptions } from '@/components/form/tree-options';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
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
  const t = usePurcharT();
  return (
    <PickDialog open={props.open} onOpenChange={props.onOpenChange} title={t('shared.picker.title')}>
      <MaterialPicker {...props} />
    </PickDialog>
  );
}

function MaterialPicker({ onOpenChange, onPick }: MaterialPickerDialogProps) {
  const t = usePurcharT();
  const categoryId = useId();
  const [filters, setFilters] = useState<{ keyword?: string; categoryId?: string }>({});
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const page = useGetMaterialPage(
    { current, size, ...filters },
    { query: { placeholderData: keepPreviousData } },
  );
  const categories = useGetMaterialCategoryTree();
  const categoryNodes = useMemo(
    () => toTreeOptions(categories.data?.data ?? NO_CATEGORIES, (node) => node.categoryName),
    [categories.data],
  );
  return (
    <PickMany<Material>
      label={t('shared.picker.title')}
      page={pickRowsOf(page)}
      columns={[
        {
          header: t('shared.picker.materialCode'),
          cell: (m) => m.materialCode,
          className: 'font-mono text-xs',
        },
        {
          header: t('shared.picker.materialName'),
          cell: (m) => (
            <>
              {m.materialName}
              {m.status !== ENABLED ? (
                <Badge className="ml-2">{t('shared.picker.disabledMaterial')}</Badge>
              ) : null}
            </>
          ),
        },
        { header: t('shared.picker.spec'), cell: (m) => m.spec },
        { header: t('shared.picker.unit'), cell: (m) => m.unitName },
        { header: t('material.category'), cell: (m) => m.categoryName },
      ]}
      rowId={(m) => m.id}
      rowLabel={(m) => t('shared.picker.select', { code: m.materialCode, name: m.materialName })}
      rowDisabled={(m) => m.status !== ENABLED}
      search={{
        label: t('shared.picker.keyword'),
        button: t('shared.picker.search'),
        onSearch: (keyword) => {
          setCurrent(1);
          setFilters((previous) => ({ ...previous, keyword }));
        },
        filters: (
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
        ),
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
        empty: t('shared.picker.empty'),
        selected: (count) => t('shared.picker.selected', { count }),
        add: () => t('shared.picker.add'),
      }}
      onClose={() => onOpenChange(false)}
      onPick={onPick}
    />
  );
}
