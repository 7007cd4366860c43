import { MonitorPlay, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { clearSession } from '@/lib/session';
import { useMockText } from '../messages';

/** In the dialog: delete here, then the reloaded page migrates and seeds behind its boot screen. */
const RESET_STEPS = ['deleting', 'reloading'] as const;
type ResetStep = (typeof RESET_STEPS)[number];

/** The demo build's banner: says it is a demo and resets the demo data (confirm, then progress). */
export function DemoBanner() {
  const text = useMockText();
  const [step, setStep] = useState<ResetStep | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [hook, setHook] = useState(false);
  useEffect(() => {
    void import('./runtime').then((runtime) => setHook(runtime.captchaTestHookEnabled()));
  }, []);

  const reset = async () => {
    setError(undefined);
    try {
      setStep('deleting');
      const runtime = await import('./runtime');
      await runtime.resetDemo();
      setStep('reloading');
      clearSession();
      // index.html again (a hash-only change would not reload), at the login route of the hash history.
      window.history.replaceState(null, '', `${import.meta.env.BASE_URL}#/login`);
      window.location.reload();
      // Keep the dialog busy until the page goes.
      await new Promise<never>(() => {});
    } catch (caught) {
      setStep(undefined);
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  const current = step ? RESET_STEPS.indexOf(step) : -1;
  // Inside the dialog's description paragraph: phrasing elements only.
  const progress = step ? (
    <span
      role="list"
      className="flex flex-col gap-1"
      aria-label={text('reset')}
      data-testid="demo-reset-progress"
    >
      {RESET_STEPS.map((s, i) => (
        <span
          key={s}
          role="listitem"
          aria-current={i === current ? 'step' : undefined}
          className={i < current ? 'text-[#67c23a]' : i === current ? 'font-semibold text-ink' : 'text-muted'}
        >
          {i < current ? '✓ ' : i === current ? '● ' : '○ '}
          {text(s)}
        </span>
      ))}
    </span>
  ) : (
    <>
      {text('resetText')}
      {error ? <span className="mt-2 block text-danger">{text('resetFailed') + error}</span> : null}
    </>
  );

  return (
    <div
      role="note"
      data-testid="demo-banner"
      className="relative z-50 flex min-h-8 flex-wrap items-center gap-x-3 gap-y-1 bg-[#303133] px-4 py-1 text-xs text-white"
    >
      <MonitorPlay className="size-3.5 text-[#79bbff]" aria-hidden="true" />
      <strong className="font-semibold">{text('demoBanner')}</strong>
      <span className="hidden opacity-85 md:inline">{text('demoBannerText')}</span>
      {hook ? <span className="rounded bg-[#e6a23c] px-1.5">{text('captchaHook')}</span> : null}
      <ConfirmDialog
        trigger={
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto h-6 text-white hover:bg-white/15 hover:text-white"
          >
            <RotateCcw className="size-3.5" aria-hidden="true" />
            {text('reset')}
          </Button>
        }
        title={text('resetTitle')}
        description={progress}
        confirmText={text('resetConfirm')}
        confirmVariant="danger"
        onConfirm={reset}
      />
    </div>
  );
}
