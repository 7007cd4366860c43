import { useState } from 'react';
import { cn } from '@/lib/cn';

/** The user's picture, or their initial on a tinted disc when there is none (or it fails to load). */
export function UserAvatar({ src, name, className }: { src?: string; name: string; className?: string }) {
  const [failed, setFailed] = useState<string | undefined>();
  const initial = name.trim().slice(0, 1).toUpperCase() || '?';
  return (
    <span
      className={cn(
        'relative inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/15 text-sm font-semibold text-primary',
        className,
      )}
      aria-hidden="true"
    >
      {src && failed !== src ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(src)} />
      ) : (
        // Drawn, not text: a control showing the avatar is named by the user's name, and an initial in its text
        // (管 + 管理员) would not be part of that name (WCAG 2.5.3 label in name).
        <span data-initial={initial} className="before:content-[attr(data-initial)]" />
      )}
    </span>
  );
}
