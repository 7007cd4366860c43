import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  getGetPostListQueryKey,
  getGetPostSelectQueryKey,
  useGetPostList,
  useRemovePost,
  useSubmitPost,
} from '@/api/generated/blade-system/endpoints/post/post';
import { CrudScreen } from '@/components/crud/crud-screen';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { useSystemT } from '../system-i18n';
import { postColumns } from './post-columns';
import { postForm, postSearchFields } from './post-form';

const route = getRouteApi('/_authenticated/system/post');

/** 岗位管理: the tenant's posts on the generic CRUD screen. */
export function PostPage() {
  const t = useSystemT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();

  const list = useGetPostList(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetPostListQueryKey() }),
      // The user form's post picker reads post/select.
      queryClient.invalidateQueries({ queryKey: getGetPostSelectQueryKey() }),
    ]);
  const submit = useSubmitPost({ mutation: { onSuccess: refresh } });
  const remove = useRemovePost({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => postColumns(t), [t]);
  const form = useMemo(() => postForm(t), [t]);
  const searchFields = useMemo(() => postSearchFields(t), [t]);

  return (
    <CrudScreen
      title={t('post.title')}
      query={list}
      columns={columns}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      searchFields={searchFields}
      form={form}
      permissions={{
        view: can('post_view'),
        add: can('post_add'),
        edit: can('post_edit'),
        remove: can('post_delete'),
      }}
      onSubmit={(values, row) => submit.mutateAsync({ data: { ...values, id: row?.id } })}
      onRemove={(rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } })}
    />
  );
}
