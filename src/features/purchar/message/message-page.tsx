import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { Message } from '@/api/generated/purchar-execution/model';
import {
  getGetMessagePagesQueryKey,
  getGetUnreadMessageCountQueryKey,
  useGetMessagePages,
  useMarkAllMessagesRead,
  useMarkMessagesRead,
} from '@/api/generated/purchar-execution/endpoints/cg-message/cg-message';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { DataTable } from '@/components/data-table/data-table';
import type { FieldDef } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT, type PurcharTranslate } from '../purchar-i18n';
import type { MessageSearch } from './message-search';

const route = getRouteApi('/_authenticated/purchar/message');
const col = dataTableColumnHelper<Message>();
type Filters = Pick<MessageSearch, 'readFlag'>;

function messageColumns(t: PurcharTranslate) {
  return col.columns([
    col.accessor('readFlag', {
      header: t('execution.message.readFlag'),
      cell: (info) => (
        <Badge tone={info.getValue() ? 'neutral' : 'primary'}>
          {info.getValue() ? t('execution.message.read') : t('execution.message.unread')}
        </Badge>
      ),
      meta: { className: 'w-20' },
    }),
    col.accessor('msgTypeName', { header: t('execution.message.msgType'), meta: { className: 'w-24' } }),
    col.accessor('title', {
      header: t('execution.message.msgTitle'),
      // Demand bills and suppliers (admission, 资质到期) open at their detail; later documents link here when their
      // screens land.
      cell: (info) =>
        info.row.original.bizType === 'NEEDS' ? (
          <Link
            to="/purchar/needs/$id"
            params={{ id: info.row.original.bizId }}
            className="text-primary hover:underline focus-visible:underline focus-visible:outline-none"
          >
            {info.getValue()}
          </Link>
        ) : info.row.original.bizType === 'SUPPLIER' ? (
          <Link
            to="/purchar/supplier/$id"
            params={{ id: info.row.original.bizId }}
            className="text-primary hover:underline focus-visible:underline focus-visible:outline-none"
          >
            {info.getValue()}
          </Link>
        ) : (
          info.getValue()
        ),
      meta: { className: 'min-w-48' },
    }),
    col.accessor('content', { header: t('execution.message.content'), meta: { className: 'min-w-64' } }),
    col.accessor('createTime', {
      header: t('execution.message.createTime'),
      meta: { className: 'w-40 tabular-nums' },
    }),
  ]);
}

/** 消息: the signed-in user's messages, newest first; mark the selected or all read (the badge follows). */
export function MessagePage() {
  const t = usePurcharT();
  const tk = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const { current, size, readFlag } = search;
  const list = useGetMessagePages(
    { current, size, readFlag: readFlag === undefined ? undefined : Number(readFlag) },
    { query: { placeholderData: keepPreviousData } },
  );
  const refresh = () => {
    setSelection({});
    void queryClient.invalidateQueries({ queryKey: getGetMessagePagesQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetUnreadMessageCountQueryKey() });
  };
  const markRead = useMarkMessagesRead({ mutation: { onSuccess: refresh } });
  const markAll = useMarkAllMessagesRead({ mutation: { onSuccess: refresh } });
  const columns = useMemo(() => messageColumns(t), [t]);
  const fields = useMemo(
    (): FieldDef<Filters>[] => [
      {
        name: 'readFlag',
        label: t('execution.message.readFlag'),
        kind: 'select',
        options: [
          { value: '0', label: t('execution.message.unread') },
          { value: '1', label: t('execution.message.read') },
        ],
      },
    ],
    [t],
  );
  const rows = list.data?.data?.records;
  const selected = (rows ?? []).filter((row) => selection[row.id]).map((row) => row.id);
  const changeSearch = (next: MessageSearch) => void navigate({ search: next });

  return (
    <section aria-label={t('execution.message.title')} className="flex flex-col gap-4">
      <SearchForm<Filters>
        key={readFlag ?? ''}
        fields={fields}
        values={{ readFlag }}
        onSearch={(values) => changeSearch({ ...search, ...values, current: 1 })}
      />
      <DataTable
        label={t('execution.message.title')}
        columns={columns}
        rows={rows}
        total={list.data?.data?.total ?? 0}
        page={{ current, size }}
        onPageChange={(next) => changeSearch({ ...search, ...next })}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        selection={selection}
        onSelectionChange={setSelection}
        toolbar={
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                selected.length
                  ? void markRead.mutateAsync({ data: { ids: selected } }).catch(() => undefined)
                  : notify.error(tk('crud.selectFirst'))
              }
            >
              {t('execution.message.markRead')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void markAll.mutateAsync().catch(() => undefined)}
            >
              {t('execution.message.markAllRead')}
            </Button>
          </>
        }
      />
    </section>
  );
}
