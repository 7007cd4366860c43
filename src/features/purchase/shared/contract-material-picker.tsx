import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetContractMaterialPickerPages } from '@/api/generated/purchase-contract/endpoints/ht-contract/ht-contract';
import type { PickMaterial } from '@/api/generated/purchase-contract/model';
import { PickDialog, PickMany, pickRowsOf } from '@/components/document/pick-many-dialog';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurchaseT } from '../purchase-i18n';

const PAGE = 50;

interface ContractMaterialPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (materials: PickMaterial[]) => void;
}

/** 选择物料 for a contract by hand or a supplement's new lines: enabled materials by code or name (material/pages), tick several, add. */
export function ContractMaterialPicker(props: ContractMaterialPickerProps) {
  const t = usePurchaseT();
  return (
    <PickDialog open={props.open} onOpenChange={props.onOpenChange} title={t('contract.editor.pickTitle')}>
      <Picker {...props} />
    </PickDialog>
  );
}

function Picker({ onOpenChange, onPick }: ContractMaterialPickerProps) {
  const t = usePurchaseT();
  const tk = useToolkitT();
  const [keyword, setKeyword] = useState<string>();
  const page = useGetContractMaterialPickerPages(
    { current: 1, size: PAGE, ...(keyword ? { keyword } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <PickMany<PickMaterial>
      label={t('contract.editor.pickTitle')}
      page={pickRowsOf(page)}
      columns={[
        {
          header: t('contract.item.materialCode'),
          cell: (m) => m.materialCode,
          className: 'font-mono text-xs',
        },
        { header: t('contract.item.materialName'), cell: (m) => m.materialName },
        { header: t('contract.item.spec'), cell: (m) => m.spec },
        { header: t('contract.item.unit'), cell: (m) => m.unitName },
      ]}
      rowId={(m) => m.id}
      rowLabel={(m) => `${m.materialCode} ${m.materialName}`}
      search={{ label: t('contract.editor.keyword'), button: tk('crud.search'), onSearch: setKeyword }}
      text={{
        loading: tk('table.loading'),
        loadFailed: t('contract.editor.loadFailed'),
        empty: t('contract.editor.noMaterials'),
        selected: (count) => t('contract.editor.chosen', { count }),
        add: (count) => t('contract.editor.addChosen', { count }),
      }}
      onClose={() => onOpenChange(false)}
      onPick={onPick}
    />
  );
}
