import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import type { Code } from '@/api/generated/blade-develop/model';
import {
  genCode,
  getGetCodeListQueryKey,
  useCopyCode,
  useGetCodeList,
  useGetCodeTables,
  useRemoveCode,
  useSubmitCode,
} from '@/api/generated/blade-develop/endpoints/code/code';
import { CrudScreen } from '@/components/crud/crud-screen';
import { Button, buttonClasses } from '@/components/ui/button';
import { toPageQuery } from '@/lib/list-search';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useToolT } from '../tool-i18n';
import { codeColumns } from './code-columns';
import { codeForm, codeSearchFields } from './code-form';

const route = getRouteApi('/_authenticated/tool/code');
const linkClass = buttonClasses('link', 'sm');
const NO_TABLES: never[] = [];

/**
 * 代码生成: configurations of the generator over the tables of this database. 生成代码 downloads a zip of the
 * resource's building blocks (contract, table, server module, screen, strings); 复制 duplicates a configuration.
 */
export function CodePage() {
  const t = useToolT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const canGenerate = can('code_gen');
  const canAdd = can('code_add');
  const [busy, setBusy] = useState(false);

  const list = useGetCodeList(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const tables = useGetCodeTables({ query: { enabled: canAdd || can('code_edit') } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetCodeListQueryKey() });
  const submit = useSubmitCode({ mutation: { onSuccess: refresh } });
  const remove = useRemoveCode({ mutation: { onSuccess: refresh } });
  const copy = useCopyCode({ mutation: { onSuccess: refresh } });

  const tableRows = tables.data?.data ?? NO_TABLES;
  const columns = useMemo(() => codeColumns(t), [t]);
  const form = useMemo(() => codeForm(t, tableRows), [t, tableRows]);
  const searchFields = useMemo(() => codeSearchFields(t), [t]);

  const generate = useCallback(
    async (rows: Code[]) => {
      if (rows.length === 0) {
        notify.warning(t('code.selectFirst'));
        return;
      }
      setBusy(true);
      try {
        // The http layer saves the zip under the server's file name.
        await genCode({ ids: rows.map((row) => row.id).join(','), system: 'saber3' });
        notify.success(t('code.generated'));
      } catch {
        // The http layer has shown the server's reason (a table that has gone, …).
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  const copyRow = useCallback(
    async (row: Code) => {
      try {
        await copy.mutateAsync({ params: { id: row.id } });
        notify.success(t('code.copied'));
      } catch {
        // Shown by the http layer.
      }
    },
    [copy, t],
  );

  const rowActions = useCallback(
    (row: Code) => (
      <>
        {canGenerate ? (
          <button
            type="button"
            className={linkClass}
            disabled={busy}
            aria-label={`${t('code.generate')} ${row.codeName}`}
            onClick={() => void generate([row])}
          >
            {t('code.generate')}
          </button>
        ) : null}
        {canAdd ? (
          <button
            type="button"
            className={linkClass}
            aria-label={`${t('code.copy')} ${row.codeName}`}
            onClick={() => void copyRow(row)}
          >
            {t('code.copy')}
          </button>
        ) : null}
      </>
    ),
    [canGenerate, canAdd, busy, t, generate, copyRow],
  );

  return (
    <CrudScreen
      title={t('code.title')}
      entity={t('code.entity')}
      query={list}
      columns={columns}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      searchFields={searchFields}
      form={form}
      permissions={{
        view: can('code_view'),
        add: canAdd,
        edit: can('code_edit'),
        remove: can('code_delete'),
      }}
      onSubmit={(values, row) => submit.mutateAsync({ data: { ...values, id: row?.id } })}
      onRemove={(rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } })}
      rowActions={rowActions}
      toolbar={(selected) =>
        canGenerate ? (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void generate(selected)}>
            <Download className="size-4" aria-hidden="true" />
            {busy ? t('code.generating') : t('code.generateSelected')}
          </Button>
        ) : null
      }
    />
  );
}
