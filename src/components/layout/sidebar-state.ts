import { readRecord, writeRecord } from '@/lib/session';
import { createStore } from '@/lib/store';

/** The user's collapse choice on wide screens (Saber's `isCollapse`), kept across reloads. */
const COLLAPSE_KEY = 'isCollapse';

function read(): boolean {
  try {
    return readRecord<boolean>(COLLAPSE_KEY)?.content === true;
  } catch {
    return false;
  }
}

const store = createStore<boolean>(read());

export const useSidebarCollapsed = store.use;

export function setSidebarCollapsed(collapsed: boolean): void {
  store.set(collapsed);
  try {
    writeRecord(COLLAPSE_KEY, collapsed);
  } catch {
    // storage unavailable: the choice lasts for this page
  }
}
