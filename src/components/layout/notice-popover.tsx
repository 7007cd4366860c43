import { Link } from '@tanstack/react-router';
import { Bell, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useShellT, type ShellTranslate } from '@/lib/shell-i18n';
import { toolButtonClasses } from './tool-button';

type SampleKey = 'one' | 'two' | 'three' | 'four';

interface SampleNotice {
  id: SampleKey;
  minutesAgo: number;
}

/** Sample notices (SPEC §2: the notice popover shows sample data); the real list is /desk/notice. */
export const SAMPLE_NOTICES: readonly SampleNotice[] = [
  { id: 'one', minutesAgo: 12 },
  { id: 'two', minutesAgo: 95 },
  { id: 'three', minutesAgo: 60 * 26 },
  { id: 'four', minutesAgo: 60 * 24 * 3 },
];

export const NOTICE_LIST_PATH = '/desk/notice';

export function noticeAge(st: ShellTranslate, minutes: number): string {
  if (minutes < 60) return st('notice.ago.minutes', { count: minutes });
  if (minutes < 60 * 24) return st('notice.ago.hours', { count: Math.floor(minutes / 60) });
  return st('notice.ago.days', { count: Math.floor(minutes / (60 * 24)) });
}

export function NoticePopover() {
  const st = useShellT();
  const [read, setRead] = useState<ReadonlySet<SampleKey>>(() => new Set(['four']));
  const unread = SAMPLE_NOTICES.filter((notice) => !read.has(notice.id)).length;
  // The badge's number is part of the name, as it is of what is seen (WCAG 2.5.3).
  const label = unread ? `${st('notice.open')} ${st('notice.unread', { count: unread })}` : st('notice.open');

  return (
    <Popover>
      <Tooltip content={st('notice.open')}>
        <PopoverTrigger className={cn(toolButtonClasses, 'relative')} aria-label={label}>
          <Bell className="size-[18px]" aria-hidden="true" />
          {unread ? (
            <span
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-header"
              aria-hidden="true"
            >
              {unread}
            </span>
          ) : null}
        </PopoverTrigger>
      </Tooltip>
      <PopoverContent className="w-80 p-0" aria-label={st('notice.title')}>
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <div>
            <p className="text-sm font-semibold">{st('notice.title')}</p>
            <p className="text-xs text-muted">{st('notice.unread', { count: unread })}</p>
          </div>
          <button
            type="button"
            disabled={!unread}
            onClick={() => setRead(new Set(SAMPLE_NOTICES.map((notice) => notice.id)))}
            className="cursor-pointer rounded-md px-2 py-1 text-xs text-primary transition hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none disabled:cursor-default disabled:text-muted disabled:hover:bg-transparent"
          >
            {st('notice.markAllRead')}
          </button>
        </div>
        <ul className="max-h-80 overflow-y-auto py-1">
          {SAMPLE_NOTICES.map((notice) => {
            const unreadItem = !read.has(notice.id);
            return (
              <li key={notice.id}>
                <button
                  type="button"
                  onClick={() => setRead((current) => new Set([...current, notice.id]))}
                  className="flex w-full cursor-pointer gap-3 px-4 py-2.5 text-left transition hover:bg-canvas focus-visible:bg-canvas focus-visible:outline-none"
                >
                  <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                    <Megaphone className="size-4" aria-hidden="true" />
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span
                      className={cn(
                        'text-[13px] leading-snug',
                        unreadItem ? 'font-medium text-ink' : 'text-muted',
                      )}
                    >
                      {st(`notice.samples.${notice.id}`)}
                    </span>
                    <span className="text-xs text-muted">{noticeAge(st, notice.minutesAgo)}</span>
                  </span>
                  {unreadItem ? (
                    <span className="mt-2 size-2 shrink-0 rounded-full bg-danger" aria-hidden="true" />
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
        <div className="border-t border-line p-1.5">
          <PopoverClose asChild>
            <Link
              to={NOTICE_LIST_PATH as '/'}
              className="block rounded-md py-1.5 text-center text-xs font-medium text-primary transition hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
            >
              {st('notice.viewAll')}
            </Link>
          </PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  );
}
