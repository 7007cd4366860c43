import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export interface DocumentDetailLayoutProps {
  /** The section's accessible name (需求单详情). */
  label: string;
  title: ReactNode;
  /** The document number, shown beside the title. */
  number?: string;
  /** The status badge. */
  status?: ReactNode;
  /** The buttons of what the caller may do now, then the way back. */
  actions?: ReactNode;
  /** The cards: header fields, progress, lines, history. */
  children: ReactNode;
}

/** A document's detail page: title, number and status, the action bar, then its cards. */
export function DocumentDetailLayout({
  label,
  title,
  number,
  status,
  actions,
  children,
}: DocumentDetailLayoutProps) {
  return (
    // min-w-0: a wide card (a line table) scrolls inside itself instead of widening the page on a phone.
    <section aria-label={label} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold">
          {title}
          {number ? <span className="ml-2 font-mono text-sm text-muted">{number}</span> : null}
        </h1>
        {status}
        {actions ? <div className="ml-auto flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** One card of a document page, with its title and optional buttons in the header. */
export function DocumentCard({
  title,
  actions,
  contentClassName,
  children,
}: {
  title: string;
  actions?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className={actions ? 'flex-row flex-wrap items-center gap-2' : undefined}>
        <CardTitle className={actions ? 'mr-auto' : undefined}>{title}</CardTitle>
        {actions}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
