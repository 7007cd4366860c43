import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { CheckCheck, ChevronDown, KeyRound, UserCog } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useGetDeptTree } from '@/api/generated/blade-system/endpoints/dept/dept';
import { useGetParamList } from '@/api/generated/blade-system/endpoints/param/param';
import { useGetPostSelect } from '@/api/generated/blade-system/endpoints/post/post';
import { useGetRoleTree } from '@/api/generated/blade-system/endpoints/role/role';
import {
  getGetUserPageQueryKey,
  useApproveRegistration,
  useGetUserPage,
  useGrantUser,
  useOpenWxEquipUser,
  useOpenWxUser,
  useRemoveUser,
  useResetUserPassword,
  useSubmitUser,
  useUpdateUser,
} from '@/api/generated/blade-user/endpoints/user/user';
import type { User } from '@/api/generated/blade-user/model';
import type { CrudDialogMode } from '@/components/crud/crud-form-dialog';
import { CrudRowActions } from '@/components/crud/crud-row-actions';
import { CrudToolbarButtons } from '@/components/crud/crud-toolbar-buttons';
import { useDeleteConfirm } from '@/components/crud/use-delete-confirm';
import { DataTable } from '@/components/data-table/data-table';
import type { FieldDef } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { buttonClasses, Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { sortOf, toPageQuery } from '@/lib/list-search';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { useSystemT, type SystemTranslate } from '../system-i18n';
import { DeptTreePanel } from './dept-tree-panel';
import { splitIds } from '@/components/form/tree-multi-select';
import { userColumns } from './user-columns';
import type { UserFormOptions } from './user-form';
import { UserFormDialog } from './user-form-dialog';
import { UserPlatformDialog } from './user-platform-dialog';
import { UserRolesDialog } from './user-roles-dialog';
import { PENDING_STATUS, userSortToSearch, type UserSearch } from './user-search';

const route = getRouteApi('/_authenticated/system/user');

/** The tenant parameter reset-password sets (blade-user reset-password). */
const INIT_PASSWORD_KEY = 'account.initPassword';
const NO_NODES: never[] = [];
const linkClass = buttonClasses('link', 'sm');

type FlagAction = { flag: 'wxUser' | 'wxEquipUser'; enabled: 0 | 1 };

function userSearchFields(t: SystemTranslate): FieldDef<UserSearch>[] {
  return [
    { name: 'account', label: t('user.account'), kind: 'text' },
    { name: 'realName', label: t('user.realName'), kind: 'text' },
    {
      name: 'status',
      label: t('user.status'),
      kind: 'select',
      options: [
        { label: t('user.statusActive'), value: '1' },
        { label: t('user.statusPending'), value: PENDING_STATUS },
        { label: t('user.statusDisabled'), value: '2' },
      ],
    },
  ];
}

/**
 * 用户管理: the tenant's users beside the department tree, with add/edit/view, delete, role grants, password
 * resets, platform settings, the WeChat flags, and the approval of guest registrations (page?status=0).
 */
export function UserPage() {
  const t = useSystemT();
  const tt = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const allowed = {
    view: can('user_view'),
    add: can('user_add'),
    edit: can('user_edit'),
    remove: can('user_delete'),
    grant: can('user_role'),
    reset: can('user_reset'),
  };
  const selectable = allowed.remove || allowed.grant || allowed.reset || allowed.edit;

  const list = useGetUserPage(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const depts = useGetDeptTree();
  const roles = useGetRoleTree();
  const posts = useGetPostSelect();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetUserPageQueryKey() });
  const onSuccess = { mutation: { onSuccess: refresh } };
  const submit = useSubmitUser(onSuccess);
  const update = useUpdateUser(onSuccess);
  const remove = useRemoveUser(onSuccess);
  const resetPassword = useResetUserPassword(onSuccess);
  const grant = useGrantUser(onSuccess);
  const approve = useApproveRegistration(onSuccess);
  const openWxUser = useOpenWxUser(onSuccess);
  const openWxEquipUser = useOpenWxEquipUser(onSuccess);

  const [selection, setSelection] = useState<RowSelectionState>({});
  const [searchOpen, setSearchOpen] = useState(true);
  const [dialog, setDialog] = useState<{ mode: CrudDialogMode; row?: User } | null>(null);
  const [platformOf, setPlatformOf] = useState<User | null>(null);
  const [resetting, setResetting] = useState<User[] | null>(null);
  const [granting, setGranting] = useState<User[] | null>(null);
  const [approving, setApproving] = useState<User[] | null>(null);

  // The value reset-password sets, when this administrator may read parameters; otherwise its name is shown.
  const initPasswordParam = useGetParamList(
    { paramKey: INIT_PASSWORD_KEY },
    { query: { enabled: resetting !== null && can('param_view'), staleTime: 60_000 } },
  );
  const initPassword = initPasswordParam.data?.data?.records.find(
    (param) => param.paramKey === INIT_PASSWORD_KEY,
  )?.paramValue;

  const columns = useMemo(() => userColumns(t), [t]);
  const searchFields = useMemo(() => userSearchFields(t), [t]);
  const roleNodes = roles.data?.data ?? NO_NODES;
  const deptNodes = depts.data?.data ?? NO_NODES;
  const postList = posts.data?.data;
  const formOptions = useMemo<UserFormOptions>(
    () => ({
      roles: roleNodes,
      depts: deptNodes,
      posts: (postList ?? []).map((post) => ({ id: post.id, title: post.postName })),
    }),
    [roleNodes, deptNodes, postList],
  );

  const page = list.data?.data ?? undefined;
  const rows = page?.records;
  const { current, size, ascs, descs, deptId, ...filters } = search;
  const pendingTab = search.status === PENDING_STATUS;

  const changeSearch = (next: UserSearch) => {
    setSelection({});
    void navigate({ search: next });
  };
  const selectedRows = () => (rows ?? []).filter((row) => selection[row.id]);
  /** A batch action on the selected rows, or 请选择至少一条数据. */
  const withSelection = (act: (users: User[]) => void) => () => {
    const chosen = selectedRows();
    if (chosen.length === 0) notify.warning(tt('crud.selectFirst'));
    else act(chosen);
  };
  const idsOf = (users: readonly User[]) => users.map((user) => user.id).join(',');

  /** Runs a call, toasts its success; a failure has been shown by the http layer and keeps what was open. */
  const run = async (call: () => Promise<unknown>, success: string) => {
    await call();
    notify.success(success);
    setSelection({});
  };

  const deletion = useDeleteConfirm(
    (targets: User[]) => remove.mutateAsync({ params: { ids: idsOf(targets) } }),
    (targets) => {
      setSelection({});
      // Emptying the last page would leave an empty page behind: step back one.
      const onLastPage = current >= Math.ceil((page?.total ?? 0) / size);
      if (onLastPage && targets.length === rows?.length && current > 1)
        changeSearch({ ...search, current: current - 1 });
    },
  );
  const requestDelete = deletion.request;
  const setFlag = ({ flag, enabled }: FlagAction) =>
    withSelection((users) => {
      const call = flag === 'wxUser' ? openWxUser : openWxEquipUser;
      run(
        () => call.mutateAsync({ params: { userIds: idsOf(users), enabled } }),
        t('user.flagSuccess'),
      ).catch(() => undefined);
    })();
  const approveSelected = withSelection((users) => {
    if (users.some((user) => String(user.status) !== PENDING_STATUS))
      notify.warning(t('user.approveOnlyPending'));
    else setApproving(users);
  });

  // Stable, so selecting a row re-renders that row only (DataTable memoises its rows).
  const rowActions = useCallback(
    (row: User) => (
      <CrudRowActions
        onView={allowed.view ? () => setDialog({ mode: 'view', row }) : undefined}
        onEdit={allowed.edit ? () => setDialog({ mode: 'edit', row }) : undefined}
        onDelete={allowed.remove ? () => requestDelete([row]) : undefined}
      >
        {allowed.edit ? (
          <button type="button" className={linkClass} onClick={() => setPlatformOf(row)}>
            {t('user.platform')}
          </button>
        ) : null}
        {allowed.edit && String(row.status) === PENDING_STATUS ? (
          <button type="button" className={linkClass} onClick={() => setApproving([row])}>
            {t('user.approve')}
          </button>
        ) : null}
      </CrudRowActions>
    ),
    [allowed.view, allowed.edit, allowed.remove, t, requestDelete],
  );

  return (
    <section aria-label={t('user.title')} className="grid gap-4 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <DeptTreePanel
        nodes={depts.data?.data}
        loading={depts.isPending}
        error={depts.error}
        onRetry={() => void depts.refetch()}
        selected={deptId}
        onSelect={(next) => changeSearch({ ...search, deptId: next, current: 1 })}
      />
      <div className="flex min-w-0 flex-col gap-4">
        <Tabs
          label={t('user.tabs')}
          idBase="user"
          className="flex-nowrap gap-2"
          tabClassName="px-3"
          tabs={[
            { id: 'all', label: t('user.tabAll') },
            { id: 'pending', label: t('user.tabPending') },
          ]}
          selected={pendingTab ? 'pending' : 'all'}
          onSelect={(id) =>
            changeSearch({ ...search, status: id === 'pending' ? PENDING_STATUS : undefined, current: 1 })
          }
        />
        <TabPanel idBase="user" tab={pendingTab ? 'pending' : 'all'} className="flex flex-col gap-4">
          {pendingTab ? <p className="text-sm text-muted">{t('user.pendingHint')}</p> : null}
          {searchOpen ? (
            <SearchForm
              key={JSON.stringify(filters)}
              fields={searchFields}
              values={filters}
              onSearch={(values) => changeSearch({ ...search, ...values, current: 1 })}
            />
          ) : null}
          <DataTable
            label={t('user.title')}
            columns={columns}
            rows={rows}
            total={page?.total ?? 0}
            page={{ current, size }}
            onPageChange={(next) => changeSearch({ ...search, ...next })}
            sort={sortOf({ ascs, descs })}
            onSortChange={(sort) => changeSearch({ ...search, ...userSortToSearch(sort), current: 1 })}
            loading={list.isPending}
            fetching={list.isFetching && !list.isPending}
            error={list.error}
            onRetry={() => void list.refetch()}
            onRefresh={() => void list.refetch()}
            selection={selectable ? selection : undefined}
            onSelectionChange={selectable ? setSelection : undefined}
            searchOpen={searchOpen}
            onSearchOpenChange={setSearchOpen}
            rowActions={rowActions}
            toolbar={
              <>
                <CrudToolbarButtons
                  onAdd={allowed.add ? () => setDialog({ mode: 'create' }) : undefined}
                  onDelete={allowed.remove ? () => requestDelete(selectedRows()) : undefined}
                />
                {allowed.edit && pendingTab ? (
                  <Button size="sm" variant="secondary" onClick={approveSelected}>
                    <CheckCheck className="size-4" aria-hidden="true" />
                    {t('user.approve')}
                  </Button>
                ) : null}
                {allowed.grant ? (
                  <Button size="sm" variant="secondary" onClick={withSelection(setGranting)}>
                    <UserCog className="size-4" aria-hidden="true" />
                    {t('user.grant')}
                  </Button>
                ) : null}
                {allowed.reset ? (
                  <Button size="sm" variant="secondary" onClick={withSelection(setResetting)}>
                    <KeyRound className="size-4" aria-hidden="true" />
                    {t('user.reset')}
                  </Button>
                ) : null}
                {allowed.edit ? (
                  <DropdownMenu modal={false}>
                    <DropdownMenuTrigger className={buttonClasses('secondary', 'sm')}>
                      {t('user.more')}
                      <ChevronDown className="size-4" aria-hidden="true" />
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="start">
                      <DropdownMenuItem onSelect={() => setFlag({ flag: 'wxUser', enabled: 1 })}>
                        {t('user.openWx')}
                      </DropdownMenuItem>
                      <DropdownMenuItem onSelect={() => setFlag({ flag: 'wxUser', enabled: 0 })}>
                        {t('user.closeWx')}
                      </DropdownMenuItem>
                      <DropdownMenuItem onSelect={() => setFlag({ flag: 'wxEquipUser', enabled: 1 })}>
                        {t('user.openEquip')}
                      </DropdownMenuItem>
                      <DropdownMenuItem onSelect={() => setFlag({ flag: 'wxEquipUser', enabled: 0 })}>
                        {t('user.closeEquip')}
                      </DropdownMenuItem>
                    </DropdownMenuContent>
                  </DropdownMenu>
                ) : null}
              </>
            }
          />
        </TabPanel>
      </div>

      {dialog ? (
        <UserFormDialog
          mode={dialog.mode}
          row={dialog.row}
          options={formOptions}
          onClose={() => setDialog(null)}
          onSubmit={(body) =>
            body.id
              ? update.mutateAsync({ data: { ...body, id: body.id } })
              : submit.mutateAsync({ data: body })
          }
        />
      ) : null}
      {platformOf ? (
        <UserPlatformDialog user={platformOf} onClose={() => setPlatformOf(null)} onSaved={refresh} />
      ) : null}
      {deletion.dialog}
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title={t('user.reset')}
        description={
          initPassword
            ? t('user.resetConfirm', { count: resetting?.length ?? 0, password: initPassword })
            : t('user.resetConfirmByName', { count: resetting?.length ?? 0 })
        }
        confirmText={t('user.confirm')}
        cancelText={tt('crud.cancel')}
        onConfirm={() =>
          run(
            () => resetPassword.mutateAsync({ params: { userIds: idsOf(resetting ?? []) } }),
            t('user.resetSuccess'),
          ).catch(() => undefined)
        }
      />
      <UserRolesDialog
        open={granting !== null}
        onOpenChange={(open) => !open && setGranting(null)}
        title={t('user.grant')}
        description={t('user.grantHint', { count: granting?.length ?? 0 })}
        confirmText={t('user.confirm')}
        roles={roleNodes}
        // One user: start from the roles they have; several: start empty (the grant replaces every user's roles).
        initial={granting?.length === 1 ? splitIds(granting[0]!.roleId) : []}
        requireRole
        onConfirm={(roleIds) =>
          run(
            () =>
              grant.mutateAsync({ params: { userIds: idsOf(granting ?? []), roleIds: roleIds.join(',') } }),
            t('user.grantSuccess'),
          )
        }
      />
      <UserRolesDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title={t('user.approve')}
        description={t('user.approveHint', { count: approving?.length ?? 0 })}
        confirmText={t('user.approve')}
        roles={roleNodes}
        initial={[]}
        requireRole={false}
        onConfirm={(roleIds) =>
          run(
            () =>
              approve.mutateAsync({
                params: { ids: idsOf(approving ?? []), roleIds: roleIds.join(',') || undefined },
              }),
            t('user.approveSuccess'),
          )
        }
      />
    </section>
  );
}
