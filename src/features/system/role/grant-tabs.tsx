import { useId, useState, type ReactNode } from 'react';
import { TabPanel, Tabs } from '@/components/ui/tabs';

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
  const [active, setActive] = useState(tabs[0]?.id ?? '');

  return (
    <div className="flex flex-col gap-3">
      <Tabs
        label={label}
        idBase={baseId}
        className="flex-nowrap"
        tabs={tabs}
        selected={active}
        onSelect={setActive}
      />
      {tabs.map((tab) => (
        <TabPanel key={tab.id} idBase={baseId} tab={tab.id} hidden={tab.id !== active} className="min-h-64">
          {tab.content}
        </TabPanel>
      ))}
    </div>
  );
}
