import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface GrantTab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * The grant dialog's tabs (WAI-ARIA tabs: arrow keys, Home and End move between them). Every panel stays mounted
 * while hidden, so what was checked and expanded in one tab survives a visit to another.
 */
export function GrantTabs({ label, tabs }: { label: string; tabs: readonly GrantTab[] }) {
  const baseId = useId();
  const [active, setActive] = useState(tabs[0]?.id);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target]!;
    setActive(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-line">
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.id)}
              onKeyDown={(event) => move(event, index)}
              className={cn(
                '-mb-px cursor-pointer border-b-2 px-4 py-2 text-sm transition focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none',
                selected
                  ? 'border-primary font-medium text-primary'
                  : 'border-transparent text-ink/70 hover:text-primary',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== active}
          className="min-h-64"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
