import { Link } from '@tanstack/react-router';
import { useGetWorkStartList } from '@/api/generated/blade-flow/endpoints/work/work';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useWorkT } from './work-i18n';

/** 发起事务: the processes the caller may start, each opening its form. */
export function WorkStartPage() {
  const t = useWorkT();
  const list = useGetWorkStartList({ size: 50 });
  const processes = list.data?.data.records ?? [];
  return (
    <section aria-label={t('titles.start')} className="flex flex-col gap-4">
      <h1 className="text-lg font-semibold">{t('titles.start')}</h1>
      {list.isPending ? (
        <Spinner />
      ) : processes.length === 0 ? (
        <Card className="p-6 text-center text-sm text-muted">{t('empty')}</Card>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {processes.map((process) => (
            <li key={process.id}>
              <Card className="flex h-full flex-col gap-2 p-4 text-sm">
                <div className="flex items-baseline gap-2">
                  <h2 className="font-medium">{process.name}</h2>
                  <span className="text-xs text-muted">{process.categoryName}</span>
                </div>
                <p className="flex-1 text-muted">{process.description}</p>
                <Link
                  to="/work/process/leave/form/$processDefinitionId"
                  params={{ processDefinitionId: process.id }}
                  className={buttonClasses('primary', 'md', 'min-h-11 self-end')}
                >
                  {t('startProcess')}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
