import { useEffect } from 'react';
import type { SumRow } from '@/api/generated/purchar-execution/model';
import { useGetMaterialPrice } from '@/api/generated/purchar-execution/endpoints/cg-needs-summary/cg-needs-summary';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT } from '../purchar-i18n';

/** 历史价格 of one summary row's material: the last price and the 90-day range, and where they come from. */
export function PriceDialog({ row, onClose }: { row: SumRow | null; onClose: () => void }) {
  const t = usePurcharT();
  const tk = useToolkitT();
  const price = useGetMaterialPrice();
  const { mutate } = price;
  useEffect(() => {
    if (row) mutate({ data: { materialId: row.materialId } });
  }, [row, mutate]);
  const data = price.data?.data;
  const show = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : String(value);
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={tk('crud.close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('execution.summary.priceTitle', { name: row?.materialName ?? '' })}</DialogTitle>
        </DialogHeader>
        {data ? (
          <DescriptionList>
            <DescriptionItem label={t('execution.field.lastPrice')}>{show(data.lastPrice)}</DescriptionItem>
            <DescriptionItem label={t('execution.summary.lastDate')}>{data.lastDate ?? '—'}</DescriptionItem>
            <DescriptionItem label={t('execution.summary.avg')}>{show(data.avgPrice90d)}</DescriptionItem>
            <DescriptionItem label={t('execution.summary.min')}>{show(data.minPrice90d)}</DescriptionItem>
            <DescriptionItem label={t('execution.summary.max')}>{show(data.maxPrice90d)}</DescriptionItem>
            <DescriptionItem label={t('execution.summary.source')}>
              {t(`execution.summary.sources.${data.priceSource}`)}
            </DescriptionItem>
          </DescriptionList>
        ) : (
          <p className="text-sm text-muted">{tk('table.loading')}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
