import { z } from 'zod/mini';
import { searchText } from '@/lib/list-search';

/** The URL of /system/role: the name and alias filters (a tree list has no paging). */
export const roleSearchSchema = z.object({ roleName: searchText(), roleAlias: searchText() });

export type RoleSearch = z.output<typeof roleSearchSchema>;
