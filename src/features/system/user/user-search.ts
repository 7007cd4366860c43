import type { UserSortColumn } from '@/api/generated/blade-user/model';
import {
  listSearchSchema,
  type ListSort,
  searchEnum,
  type SearchOutput,
  searchText,
} from '@/lib/list-search';

/** The columns the server sorts users by (blade-user page ascs/descs = the column ids of the table). */
const SORT_COLUMNS = ['account', 'realName', 'createTime'] as const satisfies readonly UserSortColumn[];
type SortColumn = (typeof SORT_COLUMNS)[number];

/** Anything else in the URL means no sort (the server would refuse it). */
const sortColumn = () => searchEnum(SORT_COLUMNS);

/**
 * The URL of /system/user: paging, the account and name filters, the department picked in the tree (users of it
 * and of every department below it) and the status (`0` = registrations awaiting approval, the pending tab).
 */
export const userSearchSchema = listSearchSchema({
  account: searchText(),
  realName: searchText(),
  deptId: searchText(),
  status: searchText(),
  ascs: sortColumn(),
  descs: sortColumn(),
});

export type UserSearch = SearchOutput<typeof userSearchSchema>;

/** page?status=0 lists the guest registrations waiting for an administrator (blade-user approveRegistration). */
export const PENDING_STATUS = '0';

const isSortColumn = (id: string): id is SortColumn => (SORT_COLUMNS as readonly string[]).includes(id);

/** The table's sort as the URL's ascs/descs (only the columns the server sorts by). */
export function userSortToSearch(sort: ListSort | undefined): Pick<UserSearch, 'ascs' | 'descs'> {
  if (!sort || !isSortColumn(sort.id)) return { ascs: undefined, descs: undefined };
  return sort.desc ? { ascs: undefined, descs: sort.id } : { ascs: sort.id, descs: undefined };
}
