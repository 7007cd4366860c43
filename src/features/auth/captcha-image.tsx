import { RefreshCw } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';

interface CaptchaImageProps {
  image?: string;
  loading: boolean;
  onRefresh: () => void;
  className?: string;
}

/** The captcha picture as a button: clicking (or Enter/Space) fetches a new one. */
export function CaptchaImage({ image, loading, onRefresh, className }: CaptchaImageProps) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onRefresh}
      title={t('login.captchaRefresh')}
      className={cn(
        'group relative flex h-10 w-32 shrink-0 cursor-pointer items-center justify-center overflow-hidden rounded-lg border border-line bg-surface transition',
        'hover:border-primary/60 focus-visible:ring-3 focus-visible:ring-primary/20 focus-visible:outline-none',
        className,
      )}
    >
      {image ? (
        <img
          src={image}
          alt={t('login.captchaAlt')}
          className="h-full w-full object-contain"
          draggable={false}
        />
      ) : (
        <span className="flex items-center gap-1.5 text-xs text-muted">
          <Spinner className="size-3.5" />
          <span className="sr-only">{t('login.captchaLoading')}</span>
        </span>
      )}
      {loading && image ? (
        <span className="absolute inset-0 flex items-center justify-center bg-surface/70">
          <Spinner className="size-4 text-primary" />
        </span>
      ) : (
        <span className="absolute right-1 bottom-1 rounded bg-surface/80 p-0.5 text-muted opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
          <RefreshCw className="size-3" aria-hidden="true" />
        </span>
      )}
    </button>
  );
}
