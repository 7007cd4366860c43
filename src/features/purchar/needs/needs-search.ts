import { z } from 'zod/mini';
import { listSearchSchema, searchText } from '@/lib/list-search';

/** The tabs of /purchar/needs: the caller's own bills and the four approval queues. */
export const NEEDS_TABS = ['mine', 'pm', 'director', 'areaManager', 'manager'] as const;
export type NeedsTab = (typeof NEEDS_TABS)[number];

/**
 * The URL of /purchar/needs: the tab, paging and the filters (number, title, status, project department, create
 * dates yyyy-MM-dd). The queues filter by number, title and department only; the other filters stay in the URL
 * but are not sent there.
 */
export const needsSearchSchema = listSearchSchema({
  tab: z._default(z.catch(z.enum(NEEDS_TABS), 'mine'), 'mine'),
  needsNo: searchText(),
  title: searchText(),
  approveStatus: searchText(),
  deptId: searchText(),
  createTimeFrom: searchText(),
  createTimeTo: searchText(),
});

export type NeedsSearch = z.output<typeof needsSearchSchema>;

export const NEEDS_SEARCH_DEFAULTS = { tab: 'mine' as const };
