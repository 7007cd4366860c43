import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface ErrorPageProps {
  /** The big status code, or an icon instead. */
  code?: string;
  icon?: ReactNode;
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  /** Full page (public error routes) or inside the shell's content area. */
  inLayout?: boolean;
  children?: ReactNode;
}

/** The shared look of the error pages (404, 403, 500) and the "not available yet" page. */
export function ErrorPage({
  code,
  icon,
  title,
  description,
  actions,
  inLayout = false,
  children,
}: ErrorPageProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-4 px-4 py-16 text-center',
        inLayout ? 'min-h-full rounded-2xl border border-line/70 bg-surface' : 'min-h-full bg-canvas',
      )}
    >
      {icon ?? (
        <p
          className="bg-gradient-to-b from-primary to-primary/40 bg-clip-text text-7xl font-bold tracking-tight text-transparent"
          aria-hidden="true"
        >
          {code}
        </p>
      )}
      <h1 className="text-xl font-semibold text-ink">{title}</h1>
      <p className="max-w-md text-sm leading-relaxed text-muted">{description}</p>
      {children}
      {actions ? <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
