import { Languages } from 'lucide-react';
import { cn } from '@/lib/cn';
import { LANGUAGES, useLanguage, useT } from '@/lib/i18n';

/**
 * zh / en as a two-button segmented control: with two languages a menu would only add a click (and, on the
 * sign-in page, the weight of a popper). The choice is persisted and sent to the server as Accept-Language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const [language, setLanguage] = useLanguage();
  return (
    <div
      role="group"
      aria-label={t('app.language')}
      className={cn(
        'inline-flex items-center gap-0.5 rounded-lg border border-line bg-surface p-0.5 text-xs',
        className,
      )}
    >
      <Languages className="mx-1 size-3.5 text-muted" aria-hidden="true" />
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option === 'zh' ? 'zh-CN' : 'en'}
          aria-pressed={option === language}
          onClick={() => void setLanguage(option)}
          className={cn(
            'cursor-pointer rounded-md px-2 py-1 font-medium whitespace-nowrap transition',
            'focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none',
            option === language
              ? 'bg-primary-fill text-primary-fg shadow-xs'
              : 'text-muted hover:text-primary',
          )}
        >
          {t(`languages.${option}`)}
        </button>
      ))}
    </div>
  );
}
