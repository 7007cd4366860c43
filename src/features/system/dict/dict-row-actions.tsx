import type { ReactNode } from 'react';
import type { Dict } from '@/api/generated/blade-system/model';
import { buttonClasses } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { toolkitT } from '@/lib/toolkit-i18n';

export interface DictRowActionsProps {
  row: Dict;
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /**
   * Why edit and delete are off on a sealed row: the text shown as a tooltip, and the id of an element holding
   * it (one per list), given to those buttons as their description for screen readers.
   */
  sealedReason: string;
  sealedReasonId: string;
  /** The screen's own actions (字典配置, 新增子项), before the standard ones. */
  children?: ReactNode;
}

const linkClass = buttonClasses('link', 'sm');
const dangerClass = cn(linkClass, 'text-danger');
// aria-disabled rather than disabled: the button stays focusable and hoverable, so its tooltip can say why.
const offClass = cn(linkClass, 'cursor-not-allowed text-muted/60 hover:no-underline');

/**
 * 查看 / 编辑 / 删除 of a dictionary row, as CrudRowActions shows them, except that a sealed entry (isSealed = 1,
 * which the server refuses to change or remove) shows 编辑 and 删除 switched off with the reason.
 */
export function DictRowActions({
  row,
  onView,
  onEdit,
  onDelete,
  sealedReason,
  sealedReasonId,
  children,
}: DictRowActionsProps) {
  const sealed = row.isSealed === 1;
  const off = (label: string) => (
    <Tooltip content={sealedReason}>
      <button type="button" aria-disabled="true" aria-describedby={sealedReasonId} className={offClass}>
        {label}
      </button>
    </Tooltip>
  );
  return (
    <span className="inline-flex items-center gap-3">
      {children}
      {onView ? (
        <button type="button" className={linkClass} onClick={onView}>
          {toolkitT('crud.view')}
        </button>
      ) : null}
      {onEdit ? (
        sealed ? (
          off(toolkitT('crud.edit'))
        ) : (
          <button type="button" className={linkClass} onClick={onEdit}>
            {toolkitT('crud.edit')}
          </button>
        )
      ) : null}
      {onDelete ? (
        sealed ? (
          off(toolkitT('crud.delete'))
        ) : (
          <button type="button" className={dangerClass} onClick={onDelete}>
            {toolkitT('crud.delete')}
          </button>
        )
      ) : null}
    </span>
  );
}

/** The hidden text sealed rows' buttons point to (aria-describedby may name a hidden element). */
export function SealedReason({ id, text }: { id: string; text: string }) {
  return (
    <span id={id} hidden>
      {text}
    </span>
  );
}

/** The sealed rows among `rows`, which a batch delete must leave out (the server refuses them). */
export const sealedRows = (rows: readonly Dict[]) => rows.filter((row) => row.isSealed === 1);
