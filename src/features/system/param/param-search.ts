import type { z } from 'zod/mini';
import { listSearchSchema, searchText } from '@/lib/list-search';

/** The URL of /system/param: paging plus the name and key filters (SPEC: search by name/key). */
export const paramSearchSchema = listSearchSchema({ paramName: searchText(), paramKey: searchText() });

export type ParamSearch = z.output<typeof paramSearchSchema>;
