import type { Shape } from '@/lib/i18n';
import type { monitorZh } from './monitor-zh';

/** English strings of the log screens; exactly the keys of monitor-zh.ts (checked by tsc). */
export const monitorEn: Shape<typeof monitorZh> = {
  usualTitle: 'General logs',
  apiTitle: 'API logs',
  errorTitle: 'Error logs',
  detailTitle: 'Log entry',
  close: 'Close',
  detail: 'Details',
  loadFailed: 'The log entry could not be loaded',
  startTime: 'From',
  endTime: 'To',
  createBy: 'User',
  requestUri: 'Path',
  status: 'Status',
  serviceId: 'Service',
  method: 'Method',
  remoteIp: 'Remote IP',
  userAgent: 'User agent',
  params: 'Parameters',
  createTime: 'Time',
  title: 'Endpoint',
  time: 'Took (ms)',
  logLevel: 'Level',
  logId: 'Log id',
  logData: 'Content',
  exceptionName: 'Exception',
  message: 'Message',
  stackTrace: 'Stack trace',
};
