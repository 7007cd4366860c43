import { getRouteApi } from '@tanstack/react-router';
import { RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { CrudScreen } from '@/components/crud/crud-screen';
import { Button } from '@/components/ui/button';
import { useDemoT } from './demo-i18n';
import { demoColumns } from './demo-columns';
import { demoForm, demoSearchFields, toDemoInput } from './demo-form';
import { DemoIntro } from './demo-intro';
import { removeDemo, resetDemoStore, submitDemo } from './demo-store';
import { useDemoList, useRefreshDemoList } from './use-demo-list';

const route = getRouteApi('/_authenticated/demo/crud/common');

/** /demo/crud/common: the generic CRUD screen over the local demo store. */
export function DemoCommonPage() {
  const t = useDemoT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useDemoList(search);
  const refresh = useRefreshDemoList();

  const columns = useMemo(() => demoColumns(t), [t]);
  const form = useMemo(() => demoForm(t), [t]);
  const searchFields = useMemo(() => demoSearchFields(t), [t]);

  return (
    <div className="flex flex-col gap-4">
      <DemoIntro
        title={t('common.title')}
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              resetDemoStore();
              void refresh();
            }}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('common.reset')}
          </Button>
        }
      >
        {t('common.intro')}
      </DemoIntro>
      <CrudScreen
        title={t('common.title')}
        query={list}
        columns={columns}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        searchFields={searchFields}
        form={form}
        permissions={{ view: true, add: true, edit: true, remove: true }}
        onSubmit={async (values, row) => {
          await submitDemo(toDemoInput(values), row?.id);
          await refresh();
        }}
        onRemove={async (rows) => {
          await removeDemo(rows.map((row) => row.id));
          await refresh();
        }}
      />
    </div>
  );
}
