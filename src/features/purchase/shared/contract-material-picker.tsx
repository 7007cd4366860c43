import { keepPreviousData } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useGetContractMaterialPickerPages } from '@/api/generated/purchase-contract/endpoints/ht-contract/ht-contract';
import type { PickMaterial } from '@/api/generated/purchase-contract/model';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurchaseT } from '../purchase-i18n';

const PAGE = 50;
const head =
  'sticky top-0 border-b border-line bg-surface px-3 py-2 text-left text-xs font-medium text-muted';
const cell = 'border-b border-line px-3 py-2';

/** 选择物料 for a contract by hand or a supplement's new lines: enabled materials by code or name (material/pages), tick several, add. */
export function ContractMaterialPicker({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (materials: PickMaterial[]) => void;
}) {
  const tk = useToolkitT();
  const t = usePurchaseT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent closeLabel={tk('crud.close')} className="max-w-3xl" aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>{t('contract.editor.pickTitle')}</DialogTitle>
          </DialogHeader>
          <Picker onOpenChange={onOpenChange} onPick={onPick} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Picker({
  onOpenChange,
  onPick,
}: {
  onOpenChange: (open: boolean) => void;
  onPick: (m: PickMaterial[]) => void;
}) {
  const t = usePurchaseT();
  const tk = useToolkitT();
  const keywordId = useId();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState<string>();
  const [chosen, setChosen] = useState<ReadonlyMap<string, PickMaterial>>(new Map());
  const page = useGetContractMaterialPickerPages(
    { current: 1, size: PAGE, ...(keyword ? { keyword } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const rows = page.data?.data?.records ?? [];
  const toggle = (m: PickMaterial) =>
    setChosen((previous) => {
      const next = new Map(previous);
      if (next.has(m.id)) next.delete(m.id);
      else next.set(m.id, m);
      return next;
    });
  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        className="flex items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          setKeyword(typed.trim() || undefined);
        }}
      >
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor={keywordId}>{t('contract.editor.keyword')}</Label>
          <Input id={keywordId} value={typed} onChange={(event) => setTyped(event.target.value)} />
        </div>
        <Button type="submit">
          <Search className="size-4" aria-hidden="true" />
          {tk('crud.search')}
        </Button>
      </form>
      <div
        className="max-h-[45vh] overflow-auto rounded-lg border border-line"
        aria-busy={page.isFetching || undefined}
      >
        <table aria-label={t('contract.editor.pickTitle')} className="w-full text-sm">
          <thead>
            <tr>
              <th className={head}>
                <span className="sr-only">{t('contract.editor.chosen', { count: chosen.size })}</span>
              </th>
              <th className={head}>{t('contract.item.materialCode')}</th>
              <th className={head}>{t('contract.item.materialName')}</th>
              <th className={head}>{t('contract.item.spec')}</th>
              <th className={head}>{t('contract.item.unit')}</th>
            </tr>
          </thead>
          <tbody>
            {page.isPending ? (
              <tr>
                <td colSpan={5} className="p-6 text-center text-muted">
                  <Spinner />
                </td>
              </tr>
            ) : page.isError ? (
              <tr>
                <td colSpan={5} role="alert" className="p-6 text-center text-danger">
                  {t('contract.editor.loadFailed')}
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={5} className="p-6 text-center text-muted">
                  {t('contract.editor.noMaterials')}
                </td>
              </tr>
            ) : (
              rows.map((m) => (
                <tr key={m.id}>
                  <td className={cell}>
                    <input
                      type="checkbox"
                      checked={chosen.has(m.id)}
                      aria-label={`${m.materialCode} ${m.materialName}`}
                      onChange={() => toggle(m)}
                    />
                  </td>
                  <td className={`${cell} font-mono text-xs`}>{m.materialCode}</td>
                  <td className={cell}>{m.materialName}</td>
                  <td className={cell}>{m.spec}</td>
                  <td className={cell}>{m.unitName}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <DialogFooter>
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
          {t('contract.editor.addChosen', { count: chosen.size })}
        </Button>
      </DialogFooter>
    </div>
  );
}
