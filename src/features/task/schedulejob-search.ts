import type { z } from 'zod/mini';
import { listSearchSchema, searchText } from '@/lib/list-search';

/** The URL of /task/schedulejob: paging plus the name and status filters. */
export const scheduleJobSearchSchema = listSearchSchema({ jobName: searchText(), jobStatus: searchText() });
export type ScheduleJobSearch = z.output<typeof scheduleJobSearchSchema>;

/** The URL of /task/schedulelog/:uuid: paging plus the outcome filter. */
export const scheduleLogSearchSchema = listSearchSchema({ outcome: searchText() });
export type ScheduleLogSearch = z.output<typeof scheduleLogSearchSchema>;
