import { zodResolver } from '@hookform/resolvers/zod';
import { getRouteApi } from '@tanstack/react-router';
import { CircleAlert, Pencil } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DataTable } from '@/components/data-table/data-table';
import { FormFields } from '@/components/form/form-fields';
import { applyServerError } from '@/components/form/server-errors';
import { Button } from '@/components/ui/button';
import { sortOf, sortToSearch } from '@/lib/list-search';
import { notify } from '@/lib/notify';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { demoColumns } from './demo-columns';
import { demoForm, toDemoInput } from './demo-form';
import { useDemoT } from './demo-i18n';
import { DemoIntro } from './demo-intro';
import { submitDemo, type DemoRecord } from './demo-store';
import { useDemoList, useRefreshDemoList } from './use-demo-list';
import '@/lib/form-zod';

const route = getRouteApi('/_authenticated/demo/crud/edit');

/**
 * /demo/crud/edit: the parts composed directly, as bespoke screens (master/detail, tree editors) do — a
 * DataTable on the left, the chosen record's form on the right.
 */
export function DemoEditPage() {
  const t = useDemoT();
  const toolkitT = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useDemoList(search);
  const columns = useMemo(() => demoColumns(t).slice(0, 6), [t]);
  const [editing, setEditing] = useState<DemoRecord>();
  const { current, size, ascs, descs } = search;

  return (
    <div className="flex flex-col gap-4">
      <DemoIntro title={t('edit.title')}>{t('edit.intro')}</DemoIntro>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <DataTable
          label={t('edit.title')}
          columns={columns}
          rows={list.data?.data.records}
          total={list.data?.data.total ?? 0}
          page={{ current, size }}
          onPageChange={(page) => void navigate({ search: { ...search, ...page } })}
          sort={sortOf({ ascs, descs })}
          onSortChange={(sort) => void navigate({ search: { ...search, ...sortToSearch(sort), current: 1 } })}
          loading={list.isPending}
          fetching={list.isFetching && !list.isPending}
          error={list.error}
          onRefresh={() => void list.refetch()}
          rowActions={(row) => (
            <Button
              variant="link"
              size="sm"
              aria-pressed={row.id === editing?.id}
              onClick={() => setEditing(row)}
            >
              <Pencil className="size-3.5" aria-hidden="true" />
              {toolkitT('crud.edit')}
            </Button>
          )}
        />
        <section
          aria-label={editing ? t('edit.editing', { name: editing.name }) : t('edit.empty')}
          className="rounded-xl border border-line bg-surface p-5"
        >
          {editing ? (
            <EditPanel key={editing.id} record={editing} onDone={() => setEditing(undefined)} />
          ) : (
            <p className="py-16 text-center text-sm text-muted">{t('edit.empty')}</p>
          )}
        </section>
      </div>
    </div>
  );
}

function EditPanel({ record, onDone }: { record: DemoRecord; onDone: () => void }) {
  const t = useDemoT();
  const toolkitT = useToolkitT();
  const refresh = useRefreshDemoList();
  const { schema, fields, toValues } = useMemo(() => demoForm(t), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: toValues(record), mode: 'onBlur' });
  const serverError = form.formState.errors.root?.server?.message;

  const save = form.handleSubmit(async (values) => {
    try {
      await submitDemo(toDemoInput(values), record.id);
    } catch (error) {
      applyServerError(
        form.setError,
        error,
        fields.map((field) => field.name),
        toolkitT('crud.networkError'),
      );
      return;
    }
    await refresh();
    notify.success(toolkitT('crud.updated'));
    onDone();
  });

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-4">
      <h2 className="font-semibold">{t('edit.editing', { name: record.name })}</h2>
      {serverError ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger"
        >
          <CircleAlert className="size-4" aria-hidden="true" />
          {serverError}
        </p>
      ) : null}
      <FormFields control={form.control} fields={fields} idPrefix="demo-edit" columns={1} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
