import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /task/schedulejob: paging plus the name and status filters. */
export const scheduleJobSearchSchema = listSearchSchema({ jobName: searchText(), jobStatus: searchText() });
export type ScheduleJobSearch = SearchOutput<typeof scheduleJobSearchSchema>;

/** The URL of /task/schedulelog/:uuid: paging plus the outcome filter. */
export const scheduleLogSearchSchema = listSearchSchema({ outcome: searchText() });
export type ScheduleLogSearch = SearchOutput<typeof scheduleLogSearchSchema>;
