import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { useApprovalT } from './approval-i18n';
import type { DocumentAction } from './approval-actions';

/** The label of an action: the document's own word if it has one, the toolkit's for view/edit/remove, else the kit's. */
function useActionLabel(extraLabels: Readonly<Record<string, string>>) {
  const t = useApprovalT();
  const tk = useToolkitT();
  return (action: string) => {
    if (extraLabels[action]) return extraLabels[action];
    if (action === 'view' || action === 'edit') return tk(`crud.${action}`);
    if (action === 'remove') return tk('crud.delete');
    return t(`action.${action as Exclude<DocumentAction, 'view' | 'edit' | 'remove'>}`);
  };
}

const DANGER = new Set(['remove', 'reject', 'rejectLines']);
const SECONDARY = new Set(['edit', 'cancel']);

interface ActionsProps<Action extends string> {
  actions: readonly Action[];
  onAction: (action: Action) => void;
  /** Labels of the document's own words for an action (驳回物料 for rejectLines). */
  extraLabels?: Readonly<Record<string, string>>;
}

const NO_LABELS: Readonly<Record<string, string>> = {};
const linkClass = buttonClasses('link', 'sm');

/** A list row's actions as links (the destructive ones red). */
export function ActionLinks<Action extends string>({
  actions,
  onAction,
  extraLabels = NO_LABELS,
}: ActionsProps<Action>) {
  const label = useActionLabel(extraLabels);
  return (
    <span className="inline-flex items-center gap-3 whitespace-nowrap">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={cn(linkClass, DANGER.has(action) && 'text-danger')}
          onClick={() => onAction(action)}
        >
          {label(action)}
        </button>
      ))}
    </span>
  );
}

/** A detail page's actions as buttons: destructive red, edit and withdraw secondary, decisions primary. */
export function ActionButtons<Action extends string>({
  actions,
  onAction,
  extraLabels = NO_LABELS,
}: ActionsProps<Action>) {
  const label = useActionLabel(extraLabels);
  return actions.map((action) => (
    <Button
      key={action}
      size="sm"
      // Approvers decide on a phone too: touch-sized (44 px) below the md breakpoint.
      className="max-md:min-h-11 max-md:min-w-11 max-md:px-4 max-md:text-sm"
      variant={DANGER.has(action) ? 'danger' : SECONDARY.has(action) ? 'secondary' : 'primary'}
      onClick={() => onAction(action)}
    >
      {label(action)}
    </Button>
  ));
}
