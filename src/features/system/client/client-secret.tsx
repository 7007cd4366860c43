import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useSystemT } from '../system-i18n';

const MASK = '••••••••';

/** A client secret, masked until its eye button is pressed (screens get shared and shoulders are near). */
export function ClientSecret({ clientId, secret }: { clientId: string; secret: string }) {
  const t = useSystemT();
  const [shown, setShown] = useState(false);
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="font-mono text-xs" data-testid="client-secret">
        {shown ? secret : MASK}
      </span>
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-pressed={shown}
        aria-label={t(shown ? 'client.hideSecret' : 'client.showSecret', { clientId })}
        className="inline-flex size-6 cursor-pointer items-center justify-center rounded text-muted hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
      >
        {shown ? (
          <EyeOff className="size-3.5" aria-hidden="true" />
        ) : (
          <Eye className="size-3.5" aria-hidden="true" />
        )}
      </button>
    </span>
  );
}
