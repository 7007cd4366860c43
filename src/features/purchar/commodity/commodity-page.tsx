import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  getGetCommodityPageQueryKey,
  useDeleteCommodity,
  useGetCommodityPage,
  useSaveCommodity,
} from '@/api/generated/purchar-master/endpoints/cg-commodity/cg-commodity';
import { useGetMaterialPage } from '@/api/generated/purchar-master/endpoints/cg-material/cg-material';
import { CrudScreen } from '@/components/crud/crud-screen';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { usePurcharT } from '../purchar-i18n';
import { ENABLED, removeEach, statusParam } from '../purchar-shared';
import { commodityColumns } from './commodity-columns';
import { commodityForm, commoditySearchFields } from './commodity-form';

const route = getRouteApi('/_authenticated/purchar/commodity');

/** The material picker lists at most the contract's largest page of materials. */
const MATERIAL_OPTIONS = 500;

/** 商品: the tenant's commodities (a material as a priced catalogue item) on the generic CRUD screen. */
export function CommodityPage() {
  const t = usePurcharT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();

  const query = toPageQuery(search);
  const list = useGetCommodityPage(
    { ...query, status: statusParam(query.status) },
    { query: { placeholderData: keepPreviousData } },
  );
  const materials = useGetMaterialPage({ current: 1, size: MATERIAL_OPTIONS });
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetCommodityPageQueryKey() });
  const save = useSaveCommodity({ mutation: { onSuccess: refresh } });
  const remove = useDeleteCommodity({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => commodityColumns(t), [t]);
  const searchFields = useMemo(() => commoditySearchFields(t), [t]);
  const materialRows = materials.data?.data?.records;
  const form = useMemo(() => {
    const base = commodityForm(t);
    // A disabled material stays listed (existing commodities show it) but says so; the server refuses it for new ones.
    const options = (materialRows ?? []).map((material) => ({
      value: material.id,
      label: `${material.materialCode} ${material.materialName}${material.status === ENABLED ? '' : ` (${t('common.disabled')})`}`,
    }));
    return { ...base, fields: base.fields(options) };
  }, [t, materialRows]);

  return (
    <CrudScreen
      title={t('commodity.title')}
      query={list}
      columns={columns}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      searchFields={searchFields}
      form={form}
      permissions={{
        view: can('cg_commodity_view'),
        add: can('cg_commodity_add'),
        edit: can('cg_commodity_edit'),
        remove: can('cg_commodity_delete'),
      }}
      onSubmit={(values, row) => save.mutateAsync({ data: { ...values, id: row?.id } })}
      onRemove={(rows) => removeEach(rows, remove.mutateAsync)}
    />
  );
}
