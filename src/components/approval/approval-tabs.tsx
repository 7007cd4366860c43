import type { ReactNode } from 'react';
import type { NodeCode } from '@/api/generated/purchar-needs/model/approval';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { searchEnum } from '@/lib/list-search';
import { useApprovalT } from './approval-i18n';

/**
 * The tabs of an approvable document's list: the caller's own documents, every document of their data scope
 * (全部), the ones they decided on (已办), and one queue per approval node.
 */
export const APPROVAL_TABS = ['mine', 'all', 'done', 'pm', 'director', 'areaManager', 'manager'] as const;
export type ApprovalTab = (typeof APPROVAL_TABS)[number];
/** The tabs over the document's own list call (not a queue). */
export type ListTab = 'mine' | 'all' | 'done';
export type QueueTab = Exclude<ApprovalTab, ListTab>;
const LIST_TABS: readonly ApprovalTab[] = ['mine', 'all', 'done'];

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

/**
 * The tabs the caller sees: the queues only with the document's approve permission; 全部 and 已办 where the
 * document's list offers them (`lists`, its server's `done` filter).
 */
export function approvalTabsFor(
  canApprove: boolean,
  lists: readonly Exclude<ListTab, 'mine'>[] = [],
): readonly ApprovalTab[] {
  const own = LIST_TABS.filter((tab) => tab === 'mine' || lists.includes(tab as 'all' | 'done'));
  return canApprove ? [...own, ...APPROVAL_TABS.filter((tab) => !LIST_TABS.includes(tab))] : own;
}

export function isListTab(tab: ApprovalTab): tab is ListTab {
  return LIST_TABS.includes(tab);
}

/**
 * The tab to show for the URL's: one the caller may not see falls back to the first they may (a list whose
 * "mine" is the approval queue shows 全部 to someone without the approve permission, instead of a call they are
 * refused).
 */
export function shownTab(tabs: readonly ApprovalTab[], requested: ApprovalTab): ApprovalTab {
  return tabs.includes(requested) ? requested : (tabs[0] ?? 'mine');
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
        tabs={tabs.map((id) => ({ id, label: approvalTabLabel(id, mineLabel, t) }))}
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
  return tab === 'mine' ? mineLabel : tab === 'all' || tab === 'done' ? t(`list.${tab}`) : t(`queue.${tab}`);
}
