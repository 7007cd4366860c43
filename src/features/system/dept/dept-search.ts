import { type SearchOutput, searchSchema, searchText } from '@/lib/list-search';

/** The URL of /system/dept: the name filters (a tree has no pages). */
export const deptSearchSchema = searchSchema({ deptName: searchText(), fullName: searchText() });

export type DeptSearch = SearchOutput<typeof deptSearchSchema>;
