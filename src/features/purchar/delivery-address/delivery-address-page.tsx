import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useGetDeptTree } from '@/api/generated/blade-system/endpoints/dept/dept';
import {
  getGetDeliveryAddressPageQueryKey,
  useDeleteDeliveryAddress,
  useGetDeliveryAddressPage,
  useSaveDeliveryAddress,
} from '@/api/generated/purchar-master/endpoints/cg-delivery-address/cg-delivery-address';
import { CrudScreen } from '@/components/crud/crud-screen';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { usePurcharT } from '../purchar-i18n';
import { removeEach, statusParam } from '../purchar-shared';
import { toTreeOptions } from '@/components/form/tree-options';
import { deliveryAddressColumns } from './delivery-address-columns';
import { deliveryAddressForm, deliveryAddressSearchFields } from './delivery-address-form';

const route = getRouteApi('/_authenticated/purchar/delivery-address');

/**
 * 收货地址: the tenant's delivery addresses on the generic CRUD screen, optionally per project department. Saving
 * one as the default clears the project's previous default (server side); the list refetches to show it.
 */
export function DeliveryAddressPage() {
  const t = usePurcharT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();

  const query = toPageQuery(search);
  const list = useGetDeliveryAddressPage(
    { ...query, status: statusParam(query.status) },
    { query: { placeholderData: keepPreviousData } },
  );
  // The project picker, and the project's name in a viewed record.
  const depts = useGetDeptTree();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetDeliveryAddressPageQueryKey() });
  const save = useSaveDeliveryAddress({ mutation: { onSuccess: refresh } });
  const remove = useDeleteDeliveryAddress({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => deliveryAddressColumns(t), [t]);
  const searchFields = useMemo(() => deliveryAddressSearchFields(t), [t]);
  const deptNodes = depts.data?.data;
  const form = useMemo(() => {
    const base = deliveryAddressForm(t);
    return { ...base, fields: base.fields(toTreeOptions(deptNodes ?? [], (node) => node.title)) };
  }, [t, deptNodes]);

  return (
    <CrudScreen
      title={t('deliveryAddress.title')}
      query={list}
      columns={columns}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      searchFields={searchFields}
      form={form}
      permissions={{
        view: can('cg_delivery_address_view'),
        add: can('cg_delivery_address_add'),
        edit: can('cg_delivery_address_edit'),
        remove: can('cg_delivery_address_delete'),
      }}
      onSubmit={(values, row) => save.mutateAsync({ data: { ...values, id: row?.id } })}
      onRemove={(rows) => removeEach(rows, remove.mutateAsync)}
    />
  );
}
