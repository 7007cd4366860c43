import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { toolkitT } from '@/lib/toolkit-i18n';

export interface CrudRowActionsProps {
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Further actions of the resource, after the standard ones. */
  children?: ReactNode;
}

// Rendered up to 200 times per page, so kept light: text buttons without icons (icons were a quarter of the
// render time of a 200-row page), class strings computed once, labels from toolkitT rather than a hook per row
// (the table around the actions re-renders them when the language changes).
const linkClass = buttonClasses('link', 'sm');
const dangerClass = cn(linkClass, 'text-danger');

/** 查看 / 编辑 / 删除 as text buttons in a row; an action without a handler (no permission) is not shown. */
export function CrudRowActions({ onView, onEdit, onDelete, children }: CrudRowActionsProps) {
  return (
    <span className="inline-flex items-center gap-3">
      {onView ? (
        <button type="button" className={linkClass} onClick={onView}>
          {toolkitT('crud.view')}
        </button>
      ) : null}
      {onEdit ? (
        <button type="button" className={linkClass} onClick={onEdit}>
          {toolkitT('crud.edit')}
        </button>
      ) : null}
      {onDelete ? (
        <button type="button" className={dangerClass} onClick={onDelete}>
          {toolkitT('crud.delete')}
        </button>
      ) : null}
      {children}
    </span>
  );
}
