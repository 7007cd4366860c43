import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetStockInMaterialPages } from '@/api/generated/stock/endpoints/kc-stock-in/kc-stock-in';
import { useGetStockOutMaterialPages } from '@/api/generated/stock/endpoints/kc-stock-out/kc-stock-out';
import type { StockMaterial } from '@/api/generated/stock/model';
import { PickDialog, PickMany, pickRowsOf } from '@/components/document/pick-many-dialog';
import { useStockT } from '../stock-i18n';

const SIZE = 20;

export interface StockMaterialPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'in': enabled stock materials (kc-stock-in/materialPages); 'out': the storehouse's balances > 0. */
  kind: 'in' | 'out';
  storehouseId: string | undefined;
  onPick: (materials: StockMaterial[]) => void;
}

/** 选择物料: search by code, tick several, add them; a stock-out offers only what the storehouse holds. */
export function StockMaterialPicker(props: StockMaterialPickerProps) {
  const t = useStockT();
  return (
    <PickDialog open={props.open} onOpenChange={props.onOpenChange} title={t('picker.title')}>
      <Picker {...props} />
    </PickDialog>
  );
}

function Picker({ kind, storehouseId, onOpenChange, onPick }: StockMaterialPickerProps) {
  const t = useStockT();
  const [materialCode, setMaterialCode] = useState<string>();
  const query = { current: 1, size: SIZE, materialCode, storehouseId };
  const forIn = useGetStockInMaterialPages(
    { ...query, stockInType: 2 },
    { query: { placeholderData: keepPreviousData, enabled: kind === 'in' } },
  );
  const forOut = useGetStockOutMaterialPages(
    { ...query, storehouseId: storehouseId ?? '' },
    { query: { placeholderData: keepPreviousData, enabled: kind === 'out' && !!storehouseId } },
  );
  const page = kind === 'in' ? forIn : forOut;
  return (
    <PickMany<StockMaterial>
      label={t('picker.title')}
      page={pickRowsOf(page)}
      columns={[
        { header: t('item.materialCode'), cell: (m) => m.materialCode, className: 'font-mono text-xs' },
        { header: t('item.materialName'), cell: (m) => m.materialName },
        { header: t('item.spec'), cell: (m) => m.spec },
        { header: t('item.unit'), cell: (m) => m.unitName },
        { header: t('item.stockQty'), cell: (m) => m.stockQty, className: 'text-right tabular-nums' },
      ]}
      rowId={(m) => m.materialId}
      rowLabel={(m) => t('picker.select', { name: `${m.materialCode} ${m.materialName}` })}
      search={{ label: t('picker.keyword'), button: t('picker.search'), onSearch: setMaterialCode }}
      text={{
        loading: t('picker.loading'),
        loadFailed: t('picker.loadFailed'),
        empty: t('picker.empty'),
        selected: (count) => t('picker.selected', { count }),
        add: (count) => t('picker.add', { count }),
      }}
      onClose={() => onOpenChange(false)}
      onPick={onPick}
    />
  );
}
