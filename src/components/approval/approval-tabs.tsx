import type { ReactNode } from 'react';
import type { NodeCode } from '@/api/generated/purchar-needs/model/approval';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { searchEnum } from '@/lib/list-search';
import { useApprovalT } from './approval-i18n';

/** The tabs of an approvable document's list: the caller's own documents and one queue per approval node. */
export const APPROVAL_TABS = ['mine', 'pm', 'director', 'areaManager', 'manager'] as const;
export type ApprovalTab = (typeof APPROVAL_TABS)[number];
export type QueueTab = Exclude<ApprovalTab, 'mine'>;

/** The node whose queue each tab shows. */
export const QUEUE_NODES: Record<QueueTab, NodeCode> = {
  pm: 'PM',
  director: 'DIRECTOR',
  areaManager: 'AREA_MANAGER',
  manager: 'MANAGER',
};

/** The `tab` search param of a list route: spread into `listSearchSchema({ ...approvalTabSearch, … })`. */
export const approvalTabSearch = { tab: searchEnum(APPROVAL_TABS, 'mine') };
/** Left out of the URL with the list defaults (`stripSearchParams`). */
export const APPROVAL_TAB_DEFAULTS = { tab: 'mine' as const };

/** The tabs the caller sees: the queues only with the document's approve permission. */
export function approvalTabsFor(canApprove: boolean): readonly ApprovalTab[] {
  return canApprove ? APPROVAL_TABS : ['mine'];
}

/** The tab to show for the URL's: one the caller may not see falls back to "mine". */
export function shownTab(tabs: readonly ApprovalTab[], requested: ApprovalTab): ApprovalTab {
  return tabs.includes(requested) ? requested : 'mine';
}

export interface ApprovalTabsProps {
  /** The accessible name of the tab list (需求单列表). */
  label: string;
  /** The document's own "mine" tab (我的需求单). */
  mineLabel: string;
  tabs: readonly ApprovalTab[];
  selected: ApprovalTab;
  /** Writes the tab to the URL (and goes back to page 1). */
  onSelect: (tab: ApprovalTab) => void;
  /** Unique prefix of the tab and panel ids. */
  idBase: string;
  /** The selected tab's panel: filters and table. */
  children: ReactNode;
}

/** "Mine" plus the queues as a tab list over one panel; the owner keeps the selection in the URL. */
export function ApprovalTabs({
  label,
  mineLabel,
  tabs,
  selected,
  onSelect,
  idBase,
  children,
}: ApprovalTabsProps) {
  const t = useApprovalT();
  return (
    <>
      <Tabs
        label={label}
        idBase={idBase}
        tabs={tabs.map((id) => ({ id, label: id === 'mine' ? mineLabel : t(`queue.${id}`) }))}
        selected={selected}
        onSelect={onSelect}
      />
      <TabPanel idBase={idBase} tab={selected} className="flex flex-col gap-4">
        {children}
      </TabPanel>
    </>
  );
}

/** The label of a tab outside the tab list (the table's name). */
export function approvalTabLabel(tab: ApprovalTab, mineLabel: string, t: ReturnType<typeof useApprovalT>) {
  return tab === 'mine' ? mineLabel : t(`queue.${tab}`);
}
