import { keepPreviousData } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useGetStockInMaterialPages } from '@/api/generated/stock/endpoints/kc-stock-in/kc-stock-in';
import { useGetStockOutMaterialPages } from '@/api/generated/stock/endpoints/kc-stock-out/kc-stock-out';
import type { StockMaterial } from '@/api/generated/stock/model';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useToolkitT } from '@/lib/toolkit-i18n';
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
  const tk = useToolkitT();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? (
        <DialogContent closeLabel={tk('crud.close')} className="max-w-3xl" aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>{t('picker.title')}</DialogTitle>
          </DialogHeader>
          <Picker {...props} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Picker({ kind, storehouseId, onOpenChange, onPick }: StockMaterialPickerProps) {
  const t = useStockT();
  const keywordId = useId();
  const [typed, setTyped] = useState('');
  const [materialCode, setMaterialCode] = useState<string>();
  const [chosen, setChosen] = useState<ReadonlyMap<string, StockMaterial>>(new Map());
  const query = { current: 1, size: SIZE, materialCode, storehouseId };
  const options = { query: { placeholderData: keepPreviousData, enabled: kind === 'in' } };
  const forIn = useGetStockInMaterialPages({ ...query, stockInType: 2 }, options);
  const forOut = useGetStockOutMaterialPages(
    { ...query, storehouseId: storehouseId ?? '' },
    { query: { placeholderData: keepPreviousData, enabled: kind === 'out' && !!storehouseId } },
  );
  const page = kind === 'in' ? forIn : forOut;
  const rows = page.data?.data?.records ?? [];
  const toggle = (material: StockMaterial) =>
    setChosen((previous) => {
      const next = new Map(previous);
      if (next.has(material.materialId)) next.delete(material.materialId);
      else next.set(material.materialId, material);
      return next;
    });
  const head =
    'sticky top-0 border-b border-line bg-surface px-3 py-2 text-left text-xs font-medium text-muted';
  const cell = 'border-b border-line px-3 py-2';

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        className="flex items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setMaterialCode(typed.trim() || undefined);
        }}
      >
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor={keywordId}>{t('picker.keyword')}</Label>
          <Input id={keywordId} value={typed} onChange={(event) => setTyped(event.target.value)} />
        </div>
        <Button type="submit">
          <Search className="size-4" aria-hidden="true" />
          {t('picker.search')}
        </Button>
      </form>
      <div
        className="max-h-[45vh] overflow-auto rounded-lg border border-line"
        aria-busy={page.isFetching || undefined}
      >
        <table aria-label={t('picker.title')} className="w-full text-sm">
          <thead>
            <tr>
              <th className={`${head} w-10`}>
                <span className="sr-only">{t('picker.add', { count: chosen.size })}</span>
              </th>
              <th className={head}>{t('item.materialCode')}</th>
              <th className={head}>{t('item.materialName')}</th>
              <th className={head}>{t('item.spec')}</th>
              <th className={head}>{t('item.unit')}</th>
              <th className={`${head} text-right`}>{t('item.stockQty')}</th>
            </tr>
          </thead>
          <tbody>
            {page.isPending && page.fetchStatus !== 'idle' ? (
              <tr>
                <td colSpan={6} className="p-6 text-center text-muted">
                  <span role="status" className="inline-flex items-center gap-2">
                    <Spinner />
                    {t('picker.loading')}
                  </span>
                </td>
              </tr>
            ) : page.isError ? (
              <tr>
                <td colSpan={6} role="alert" className="p-6 text-center text-danger">
                  {t('picker.loadFailed')}
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="p-6 text-center text-muted">
                  {t('picker.empty')}
                </td>
              </tr>
            ) : (
              rows.map((material) => (
                <tr key={material.materialId} className="hover:bg-primary/5">
                  <td className={cell}>
                    <input
                      type="checkbox"
                      aria-label={t('picker.select', {
                        name: `${material.materialCode} ${material.materialName}`,
                      })}
                      checked={chosen.has(material.materialId)}
                      onChange={() => toggle(material)}
                    />
                  </td>
                  <td className={`${cell} font-mono text-xs`}>{material.materialCode}</td>
                  <td className={cell}>{material.materialName}</td>
                  <td className={cell}>{material.spec}</td>
                  <td className={cell}>{material.unitName}</td>
                  <td className={`${cell} text-right tabular-nums`}>{material.stockQty}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <DialogFooter>
        <Button
          type="button"
          disabled={chosen.size === 0}
          onClick={() => {
            onPick([...chosen.values()]);
            onOpenChange(false);
          }}
        >
          {t('picker.add', { count: chosen.size })}
        </Button>
      </DialogFooter>
    </div>
  );
}
