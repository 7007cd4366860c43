import type { User } from '@/api/generated/blade-user/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { DictionaryCell } from '@/components/data-table/dictionary-cell';
import { cn } from '@/lib/cn';
import type { SystemTranslate } from '../system-i18n';

const col = dataTableColumnHelper<User>();

const statusClass: Record<number, string> = {
  0: 'bg-[#e6a23c]/15 text-[#b7791f]',
  1: 'bg-primary/10 text-primary',
  2: 'bg-line/60 text-muted',
};

/** The user list's columns; account, realName and createTime sort on the server (their ids are its columns). */
export function userColumns(t: SystemTranslate) {
  const statusLabel: Record<number, string> = {
    0: t('user.statusPending'),
    1: t('user.statusActive'),
    2: t('user.statusDisabled'),
  };
  const flag = (value: number) => (
    <span className={value === 1 ? 'text-primary' : 'text-muted'}>
      {value === 1 ? t('user.flagOn') : t('user.flagOff')}
    </span>
  );
  const names = (value: string) => (
    <span className="block max-w-48 truncate" title={value}>
      {value}
    </span>
  );
  return col.columns([
    col.accessor('account', {
      header: t('user.account'),
      enableSorting: true,
      meta: { className: 'font-medium' },
    }),
    col.accessor('realName', { header: t('user.realName'), enableSorting: true }),
    col.accessor('roleName', { header: t('user.roleId'), cell: (info) => names(info.getValue()) }),
    col.accessor('deptName', { header: t('user.deptId'), cell: (info) => names(info.getValue()) }),
    col.accessor('phone', { header: t('user.phone'), meta: { className: 'tabular-nums' } }),
    col.accessor('email', { header: t('user.email') }),
    col.accessor('userType', {
      header: t('user.userType'),
      cell: (info) => <DictionaryCell code="user_type" value={info.getValue()} />,
    }),
    col.accessor('status', {
      header: t('user.status'),
      cell: (info) => {
        const status = info.getValue();
        return (
          <span className={cn('rounded-full px-2 py-0.5 text-xs', statusClass[status] ?? statusClass[2])}>
            {statusLabel[status] ?? info.row.original.statusName}
          </span>
        );
      },
    }),
    col.accessor('wxUser', { header: t('user.wxUser'), cell: (info) => flag(info.getValue()) }),
    col.accessor('wxEquipUser', { header: t('user.wxEquipUser'), cell: (info) => flag(info.getValue()) }),
    col.accessor('createTime', {
      header: t('user.createTime'),
      enableSorting: true,
      meta: { className: 'whitespace-nowrap text-muted' },
    }),
  ]);
}
