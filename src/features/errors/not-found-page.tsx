import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

/** /404, and what an unknown path lands on. Public: it must render without a session. */
export function NotFoundPage() {
  const t = useT();
  return (
    <div className="flex min-h-full flex-col items-center justify-center gap-4 bg-canvas px-4 py-16 text-center">
      <p className="text-7xl font-bold tracking-tight text-primary/80" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className="text-xl font-semibold text-ink">{t('notFound.title')}</h1>
      <p className="max-w-md text-sm text-muted">{t('notFound.description')}</p>
      <Button asChild className="mt-2">
        <Link to="/">{t('notFound.backHome')}</Link>
      </Button>
    </div>
  );
}
