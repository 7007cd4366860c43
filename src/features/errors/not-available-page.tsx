import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { Construction } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { findLeafByPath, useMenuLeaves } from '@/lib/menu';
import { HOME_PATH } from '@/lib/route-guard';
import { useShellT } from '@/lib/shell-i18n';
import { ErrorPage } from './error-page';

/**
 * Any path no client route claims, for a signed-in user (the layout's catch-all route). When the server menu
 * has a leaf at that path, its screen is not part of this client yet: say so inside the layout, never a blank
 * page. Any other path is unknown: /404 (SPEC §2).
 */
export function NotAvailablePage() {
  const st = useShellT();
  const router = useRouter();
  const { pathname } = useLocation();
  const { leaves, isPending } = useMenuLeaves();
  const leaf = isPending ? undefined : findLeafByPath(leaves, pathname);
  const unknown = !isPending && !leaf;

  // Not a menu path (or the menu failed to load, so we cannot tell): an honest 404 beats a guess.
  useEffect(() => {
    if (unknown) void router.navigate({ to: '/404', replace: true });
  }, [unknown, router]);

  if (!leaf) {
    return (
      <div className="flex min-h-full items-center justify-center text-primary" role="status">
        <Spinner className="size-6" />
      </div>
    );
  }
  return (
    <ErrorPage
      inLayout
      icon={
        <span className="flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <Construction className="size-8" aria-hidden="true" />
        </span>
      }
      title={st('errors.notAvailableTitle')}
      description={st('errors.notAvailableDescription', { name: leaf.menu.name })}
      actions={
        <>
          <Button variant="secondary" onClick={() => router.history.back()}>
            {st('errors.back')}
          </Button>
          <Button asChild>
            <Link to={HOME_PATH}>{st('errors.backHome')}</Link>
          </Button>
        </>
      }
    >
      <dl className="flex items-center gap-2 rounded-lg bg-canvas px-3 py-1.5 text-xs text-muted">
        <dt>{st('errors.notAvailablePath')}</dt>
        <dd className="font-mono text-ink">{leaf.menu.path}</dd>
      </dl>
    </ErrorPage>
  );
}
