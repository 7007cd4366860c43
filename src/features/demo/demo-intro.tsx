import type { ReactNode } from 'react';

/** The heading and explanation above a demo screen. */
export function DemoIntro({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div className="flex max-w-3xl flex-col gap-1">
        <h1 className="text-lg font-semibold">{title}</h1>
        <p className="text-sm text-muted">{children}</p>
      </div>
      {actions}
    </header>
  );
}
