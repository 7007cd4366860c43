import type { ReactNode } from 'react';
import { BrandMark } from '@/components/layout/brand-mark';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { useT } from '@/lib/i18n';

/** The full-page frame of the public auth screens: soft backdrop, product name, centred card, language. */
export function AuthShell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="relative flex min-h-full flex-col overflow-hidden bg-canvas">
      <div
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_15%_-10%,color-mix(in_oklab,var(--color-primary)_22%,transparent),transparent),radial-gradient(50rem_28rem_at_110%_110%,color-mix(in_oklab,var(--color-primary)_14%,transparent),transparent)]"
        aria-hidden="true"
      />
      <header className="relative flex items-center justify-end px-4 py-3 sm:px-6">
        <LanguageSwitch className="text-ink" />
      </header>
      <main className="relative flex flex-1 flex-col items-center justify-center px-4 pb-16">
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <BrandMark large />
          <div>
            <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('app.name')}</h1>
            <p className="mt-1 text-sm text-muted">{t('app.tagline')}</p>
          </div>
        </div>
        {children}
      </main>
      <footer className="relative pb-6 text-center text-xs text-muted">{t('app.copyright')}</footer>
    </div>
  );
}
