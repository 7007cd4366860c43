import type { Client } from '@/api/generated/blade-system/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { SystemTranslate } from '../system-i18n';
import { ClientSecret } from './client-secret';
import { grantTypeLabels } from './client-grant-types';

const col = dataTableColumnHelper<Client>();

/** The client list's columns; the secret is masked with a reveal button. */
export function clientColumns(t: SystemTranslate) {
  return col.columns([
    col.accessor('clientId', { header: t('client.clientId'), meta: { className: 'font-mono text-xs' } }),
    col.accessor('clientSecret', {
      header: t('client.clientSecret'),
      cell: (info) => <ClientSecret clientId={info.row.original.clientId} secret={info.getValue()} />,
    }),
    col.accessor('scope', { header: t('client.scope') }),
    col.accessor('authorizedGrantTypes', {
      header: t('client.authorizedGrantTypes'),
      cell: (info) => (
        <span className="line-clamp-2 max-w-72 whitespace-normal">{grantTypeLabels(t, info.getValue())}</span>
      ),
    }),
    col.accessor('accessTokenValidity', {
      header: t('client.accessTokenValidity'),
      meta: { align: 'right', className: 'tabular-nums' },
    }),
    col.accessor('refreshTokenValidity', {
      header: t('client.refreshTokenValidity'),
      meta: { align: 'right', className: 'tabular-nums' },
    }),
  ]);
}
