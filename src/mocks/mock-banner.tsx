import { useQueryClient } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { activeScenarios, availableScenarios, setScenarios, unknownScenarios } from './browser';
import { useMockText } from './messages';

/** `npm run dev:mock`: says so, and switches the feature scenarios of this tab (see ./define-mocks.ts). */
export function MockBanner() {
  const text = useMockText();
  const queryClient = useQueryClient();
  const [active, setActive] = useState<readonly string[]>(activeScenarios);
  const [unknown, setUnknown] = useState<readonly string[]>(unknownScenarios);
  const all = availableScenarios();

  const toggle = (id: string) => {
    const next = active.includes(id) ? active.filter((a) => a !== id) : [...active, id];
    setScenarios(next);
    setActive(next);
    setUnknown([]);
    void queryClient.invalidateQueries();
  };

  return (
    <div
      role="note"
      data-testid="mock-banner"
      className="relative z-50 flex min-h-8 flex-wrap items-center gap-x-3 gap-y-1 bg-[#e6a23c] px-4 py-1 text-xs text-white"
    >
      <FlaskConical className="size-3.5" aria-hidden="true" />
      <strong className="font-semibold">{text('mockBanner')}</strong>
      <span className="hidden opacity-90 md:inline">{text('mockBannerText')}</span>
      {unknown.length ? (
        <span role="alert" className="rounded bg-white/95 px-1.5 font-medium text-[#b25c00]">
          {text('unknownScenarios', { names: unknown.join(', ') })}
        </span>
      ) : null}
      <details className="relative ml-auto">
        <summary className="cursor-pointer rounded px-2 py-0.5 hover:bg-white/20">
          {text('scenarios')}
          {active.length ? ` (${active.length})` : ''}
        </summary>
        <div className="absolute right-0 mt-1 flex max-h-80 min-w-56 flex-col gap-1 overflow-auto rounded-md bg-surface p-2 text-ink shadow-lg">
          {all.length === 0 ? <span className="text-muted">{text('noScenarios')}</span> : null}
          {all.map((id) => (
            <label
              key={id}
              className="flex cursor-pointer items-center gap-2 rounded px-1 py-0.5 hover:bg-primary/10"
            >
              <input type="checkbox" checked={active.includes(id)} onChange={() => toggle(id)} />
              <code>{id}</code>
            </label>
          ))}
        </div>
      </details>
    </div>
  );
}
