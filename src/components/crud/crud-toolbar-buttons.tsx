import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useToolkitT } from '@/lib/toolkit-i18n';

export interface CrudToolbarButtonsProps {
  /** 新增; absent without the add permission. */
  onAdd?: () => void;
  /** 删除 of the selected rows; absent without the delete permission. */
  onDelete?: () => void;
}

/** The add and batch-delete buttons that open every list's toolbar. */
export function CrudToolbarButtons({ onAdd, onDelete }: CrudToolbarButtonsProps) {
  const t = useToolkitT();
  return (
    <>
      {onAdd ? (
        <Button size="sm" onClick={onAdd}>
          <Plus className="size-4" aria-hidden="true" />
          {t('crud.add')}
        </Button>
      ) : null}
      {onDelete ? (
        <Button
          size="sm"
          variant="secondary"
          className="text-danger hover:border-danger hover:text-danger"
          onClick={onDelete}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('crud.delete')}
        </Button>
      ) : null}
    </>
  );
}
