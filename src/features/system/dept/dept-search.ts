import { z } from 'zod/mini';
import { searchText } from '@/lib/list-search';

/** The URL of /system/dept: the name filters (a tree has no pages). */
export const deptSearchSchema = z.object({ deptName: searchText(), fullName: searchText() });

export type DeptSearch = z.output<typeof deptSearchSchema>;
