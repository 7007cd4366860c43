import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useToolkitT } from '@/lib/toolkit-i18n';

/**
 * The states of a document route whose loader fetches the document (`ensureQueryData`): set them as the route's
 * `pendingComponent` and (wrapped with the document's message) `errorComponent`, so no screen writes its own.
 */

/** While the loader fetches: a spinner with 正在加载. */
export function DocumentPending() {
  const tk = useToolkitT();
  return (
    <div role="status" className="flex items-center gap-2 p-6 text-sm text-muted">
      <Spinner />
      {tk('table.loading')}
    </div>
  );
}

/**
 * When the loader failed (no such document, no permission, offline): the document's message, a retry that runs
 * the loader again, and the way back. The http layer has already shown the server's reason.
 */
export function DocumentLoadError({
  message,
  reset,
  back,
}: {
  message: string;
  reset: () => void;
  back?: ReactNode;
}) {
  const tk = useToolkitT();
  const router = useRouter();
  return (
    <div className="flex flex-col items-start gap-3 p-6">
      <p role="alert" className="text-sm text-danger">
        {message}
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {tk('table.retry')}
        </Button>
        {back}
      </div>
    </div>
  );
}

/**
 * A document the caller may not edit now (submitted, approved, or not theirs: the server's allowedActions has no
 * `edit`): say so, with the way to look at it instead.
 */
export function DocumentNotEditable({ message, view }: { message: string; view: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 p-6">
      <p role="alert" className="text-sm text-danger">
        {message}
      </p>
      {view}
    </div>
  );
}
