import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useGetApiLogDetail, useGetApiLogList } from '@/api/generated/blade-log/endpoints/log-api/log-api';
import {
  useGetErrorLogDetail,
  useGetErrorLogList,
} from '@/api/generated/blade-log/endpoints/log-error/log-error';
import {
  useGetUsualLogDetail,
  useGetUsualLogList,
} from '@/api/generated/blade-log/endpoints/log-usual/log-usual';
import type { ApiLog, ErrorLog, UsualLog } from '@/api/generated/blade-log/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { toPageQuery } from '@/lib/list-search';
import { LogDetailDialog } from './log-detail-dialog';
import { LogScreen, logSearchFields } from './log-screen';
import { useMonitorT, type MonitorTranslate } from './monitor-i18n';

type Common = UsualLog | ApiLog | ErrorLog;

/** The request fields every log shows in its detail. */
const requestFields = (t: MonitorTranslate, row: Common): [string, string][] => [
  [t('createTime'), row.createTime],
  [t('createBy'), row.createBy],
  [t('serviceId'), row.serviceId],
  [t('method'), row.method],
  [t('requestUri'), row.requestUri],
  [t('remoteIp'), row.remoteIp],
  [t('userAgent'), row.userAgent],
];

const usualRoute = getRouteApi('/_authenticated/monitor/log/usual');
const usualCol = dataTableColumnHelper<UsualLog>();

/** 通用日志: what the server logs on its own (job runs, purges). */
export function UsualLogPage() {
  const t = useMonitorT();
  const search = usualRoute.useSearch();
  const navigate = usualRoute.useNavigate();
  const list = useGetUsualLogList(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const columns = useMemo(
    () =>
      usualCol.columns([
        usualCol.accessor('createTime', { header: t('createTime'), meta: { className: 'w-44' } }),
        usualCol.accessor('logLevel', { header: t('logLevel'), meta: { className: 'w-20' } }),
        usualCol.accessor('logId', { header: t('logId'), meta: { className: 'w-48' } }),
        usualCol.accessor('logData', { header: t('logData'), meta: { className: 'max-w-96 truncate' } }),
      ]),
    [t],
  );
  const searchFields = useMemo(() => logSearchFields(t, false), [t]);
  return (
    <LogScreen
      title={t('usualTitle')}
      t={t}
      query={list}
      columns={columns}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      searchFields={searchFields}
      detail={(id, close) => <UsualDetail id={id} close={close} />}
    />
  );
}

function UsualDetail({ id, close }: { id: string | null; close: () => void }) {
  const t = useMonitorT();
  const query = useGetUsualLogDetail({ id: id ?? '' }, { query: { enabled: id !== null } });
  return (
    <LogDetailDialog
      t={t}
      open={id !== null}
      onClose={close}
      query={query}
      fields={(row) => [...requestFields(t, row), [t('logLevel'), row.logLevel], [t('logId'), row.logId]]}
      blocks={(row) => [
        [t('logData'), row.logData],
        [t('params'), row.params],
      ]}
    />
  );
}

const apiRoute = getRouteApi('/_authenticated/monitor/log/api');
const apiCol = dataTableColumnHelper<ApiLog>();

/** 接口日志: one row per API call the server answered. */
export function ApiLogPage() {
  const t = useMonitorT();
  const search = apiRoute.useSearch();
  const navigate = apiRoute.useNavigate();
  const list = useGetApiLogList(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const columns = useMemo(
    () =>
      apiCol.columns([
        apiCol.accessor('createTime', { header: t('createTime'), meta: { className: 'w-44' } }),
        apiCol.accessor('createBy', { header: t('createBy'), meta: { className: 'w-28' } }),
        apiCol.accessor('method', { header: t('method'), meta: { className: 'w-20' } }),
        apiCol.accessor('requestUri', {
          header: t('requestUri'),
          meta: { className: 'min-w-60 font-mono text-xs' },
        }),
        apiCol.accessor('status', { header: t('status'), meta: { className: 'w-20', align: 'right' } }),
        apiCol.accessor('time', { header: t('time'), meta: { className: 'w-24', align: 'right' } }),
        apiCol.accessor('remoteIp', { header: t('remoteIp'), meta: { className: 'w-32' } }),
      ]),
    [t],
  );
  const searchFields = useMemo(() => logSearchFields(t, true), [t]);
  return (
    <LogScreen
      title={t('apiTitle')}
      t={t}
      query={list}
      columns={columns}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      searchFields={searchFields}
      detail={(id, close) => <ApiDetail id={id} close={close} />}
    />
  );
}

function ApiDetail({ id, close }: { id: string | null; close: () => void }) {
  const t = useMonitorT();
  const query = useGetApiLogDetail({ id: id ?? '' }, { query: { enabled: id !== null } });
  return (
    <LogDetailDialog
      t={t}
      open={id !== null}
      onClose={close}
      query={query}
      fields={(row) => [...requestFields(t, row), [t('status'), String(row.status)], [t('time'), row.time]]}
      blocks={(row) => [[t('params'), row.params]]}
    />
  );
}

const errorRoute = getRouteApi('/_authenticated/monitor/log/error');
const errorCol = dataTableColumnHelper<ErrorLog>();

/** 错误日志: unexpected server errors and the UI errors users uploaded. */
export function ErrorLogPage() {
  const t = useMonitorT();
  const search = errorRoute.useSearch();
  const navigate = errorRoute.useNavigate();
  const list = useGetErrorLogList(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const columns = useMemo(
    () =>
      errorCol.columns([
        errorCol.accessor('createTime', { header: t('createTime'), meta: { className: 'w-44' } }),
        errorCol.accessor('createBy', { header: t('createBy'), meta: { className: 'w-28' } }),
        errorCol.accessor('serviceId', { header: t('serviceId'), meta: { className: 'w-20' } }),
        errorCol.accessor('requestUri', {
          header: t('requestUri'),
          meta: { className: 'min-w-48 font-mono text-xs' },
        }),
        errorCol.accessor('exceptionName', { header: t('exceptionName'), meta: { className: 'w-40' } }),
        errorCol.accessor('message', { header: t('message'), meta: { className: 'max-w-80 truncate' } }),
      ]),
    [t],
  );
  const searchFields = useMemo(() => logSearchFields(t, false), [t]);
  return (
    <LogScreen
      title={t('errorTitle')}
      t={t}
      query={list}
      columns={columns}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      searchFields={searchFields}
      detail={(id, close) => <ErrorDetail id={id} close={close} />}
    />
  );
}

function ErrorDetail({ id, close }: { id: string | null; close: () => void }) {
  const t = useMonitorT();
  const query = useGetErrorLogDetail({ id: id ?? '' }, { query: { enabled: id !== null } });
  return (
    <LogDetailDialog
      t={t}
      open={id !== null}
      onClose={close}
      query={query}
      fields={(row) => [...requestFields(t, row), [t('exceptionName'), row.exceptionName]]}
      blocks={(row) => [
        [t('message'), row.message],
        [t('params'), row.params],
        [t('stackTrace'), row.stackTrace],
      ]}
    />
  );
}
