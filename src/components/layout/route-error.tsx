import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { addErrorLog } from '@/lib/error-log';
import { HOME_PATH } from '@/lib/route-guard';
import { useShellT } from '@/lib/shell-i18n';

/**
 * What a screen shows when it throws while rendering (the router's error boundary, set as the router's default
 * error component): the error goes to the error log, and the shell around it keeps working.
 */
export function RouteError({ error, info, reset }: ErrorComponentProps) {
  const st = useShellT();
  const router = useRouter();
  useEffect(() => {
    logged(error, info?.componentStack);
  }, [error, info]);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div
      role="alert"
      className="flex min-h-full flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-danger/10 text-danger">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-lg font-semibold text-ink">{st('routeError.title')}</h1>
      <p className="max-w-md text-sm text-muted">{st('routeError.description')}</p>
      {message ? (
        <code className="max-w-xl rounded-lg bg-surface px-3 py-2 text-xs break-words text-danger">
          {message}
        </code>
      ) : null}
      <div className="mt-2 flex gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          <RotateCw className="size-4" aria-hidden="true" />
          {st('routeError.retry')}
        </Button>
        <Button asChild>
          <Link to={HOME_PATH}>{st('errors.backHome')}</Link>
        </Button>
      </div>
    </div>
  );
}

// One entry per error object, even when the panel re-renders or mounts twice (StrictMode).
const loggedErrors = new WeakSet<object>();

function logged(error: unknown, componentStack: string | undefined): void {
  if (error && typeof error === 'object') {
    if (loggedErrors.has(error)) return;
    loggedErrors.add(error);
  }
  // Like Saber's `info` (where the error was raised): the component stack when React gives one.
  addErrorLog({ type: 'error', error, info: componentStack?.trim() || 'render' });
}
