import { useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
}

export interface TabsProps<Id extends string> {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Prefix of the tab and panel ids (`${idBase}-tab-${id}`, `${idBase}-panel-${id}`); unique on the page. */
  idBase: string;
  className?: string;
  tabClassName?: string;
}

export const tabId = (idBase: string, id: string) => `${idBase}-tab-${id}`;
export const tabPanelId = (idBase: string, id: string) => `${idBase}-panel-${id}`;

/** Where an arrow, Home or End key moves from `index` in a list of `count` tabs (wrapping), or undefined. */
function targetIndex(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return index === last ? 0 : index + 1;
    case 'ArrowLeft':
      return index === 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

/**
 * A WAI-ARIA tab list, controlled: arrow keys, Home and End move the selection and the focus (automatic
 * activation), Tab leaves the list for the panel. Only the selected tab is in the tab order. The owner renders
 * the panel(s) with `TabPanel` and decides where the selection lives (state, or the URL).
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idBase,
  className,
  tabClassName,
}: TabsProps<Id>) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetIndex(event.key, index, tabs.length);
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target]!;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn('flex flex-wrap gap-1 border-b border-line', className)}
    >
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(idBase, tab.id)}
            aria-selected={isSelected}
            aria-controls={tabPanelId(idBase, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              '-mb-px flex cursor-pointer items-center gap-2 border-b-2 px-4 py-2 text-sm transition',
              'focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none focus-visible:ring-inset',
              isSelected
                ? 'border-primary font-medium text-primary'
                : 'border-transparent text-muted hover:text-ink',
              tabClassName,
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps extends HTMLAttributes<HTMLDivElement> {
  idBase: string;
  /** The tab this panel belongs to. */
  tab: string;
}

/** The panel of one tab, labelled by it. Render only the selected one, or all with `hidden` on the others. */
export function TabPanel({ idBase, tab, ...props }: TabPanelProps) {
  return <div role="tabpanel" id={tabPanelId(idBase, tab)} aria-labelledby={tabId(idBase, tab)} {...props} />;
}
