import { Building2 } from 'lucide-react';
import { TreeFilterPanel } from '@/components/data-table/tree-filter-panel';
import type { TreeOption } from '@/components/form/field-def';
import { useSystemT } from '../system-i18n';

export interface DeptTreePanelProps {
  nodes: readonly TreeOption[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The department whose users are listed (with those below it); undefined = every user. */
  selected: string | undefined;
  onSelect: (deptId: string | undefined) => void;
}

/**
 * The department tree beside the user list: choosing a department filters the list to it and the departments
 * below it (page?deptId=); 全部部门 clears the filter.
 */
export function DeptTreePanel(props: DeptTreePanelProps) {
  const t = useSystemT();
  return (
    <TreeFilterPanel
      {...props}
      label={t('user.deptTree')}
      allLabel={t('user.allDepts')}
      allIcon={<Building2 className="size-4 shrink-0" aria-hidden="true" />}
      loadFailedText={t('user.deptLoadFailed')}
    />
  );
}
