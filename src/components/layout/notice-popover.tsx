import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bell, Megaphone } from 'lucide-react';
import { useState } from 'react';
import {
  getGetMyNoticesQueryKey,
  useGetMyNotices,
  useReadNotices,
} from '@/api/generated/blade-desk/endpoints/notice/notice';
import type { MyNotice } from '@/api/generated/blade-desk/model';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useShellT, type ShellTranslate } from '@/lib/shell-i18n';
import { toolButtonClasses } from './tool-button';

export const NOTICE_LIST_PATH = '/desk/notice';
/** How many of the newest notices the bell lists (the unread count covers them all). */
const SHOWN = 8;
/** New notices appear without a reload, at this pace. */
const REFRESH_MS = 60_000;

/** Minutes since a `yyyy-MM-dd HH:mm:ss` time (China Standard Time, as the server writes it). */
export function minutesSince(time: string, now = Date.now()): number {
  const at = Date.parse(`${time.replace(' ', 'T')}+08:00`);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.floor((now - at) / 60_000));
}

export function noticeAge(st: ShellTranslate, minutes: number): string {
  if (minutes < 60) return st('notice.ago.minutes', { count: minutes });
  if (minutes < 60 * 24) return st('notice.ago.hours', { count: Math.floor(minutes / 60) });
  return st('notice.ago.days', { count: Math.floor(minutes / (60 * 24)) });
}

/** The published notices addressed to the signed-in user (notice/my), newest first, with the unread count. */
export function useMyNotices() {
  return useGetMyNotices({ limit: SHOWN }, { query: { refetchInterval: REFRESH_MS } });
}

export function NoticePopover() {
  const st = useShellT();
  const queryClient = useQueryClient();
  const mine = useMyNotices();
  const [opened, setOpened] = useState<string | null>(null);
  const read = useReadNotices({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetMyNoticesQueryKey() }) },
  });
  const notices = mine.data?.data?.notices ?? [];
  const unread = mine.data?.data?.unread ?? 0;
  // The badge's number is part of the name, as it is of what is seen (WCAG 2.5.3).
  const label = unread ? `${st('notice.open')} ${st('notice.unread', { count: unread })}` : st('notice.open');

  const openNotice = (notice: MyNotice) => {
    setOpened((current) => (current === notice.id ? null : notice.id));
    if (!notice.read) read.mutate({ params: { ids: notice.id } });
  };

  return (
    <Popover>
      <Tooltip content={st('notice.open')}>
        <PopoverTrigger className={cn(toolButtonClasses, 'relative')} aria-label={label}>
          <Bell className="size-[18px]" aria-hidden="true" />
          {unread ? (
            <span
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger-fill px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-header"
              aria-hidden="true"
            >
              {unread > 99 ? '99+' : unread}
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
            onClick={() => read.mutate({ params: { all: true } })}
            className="cursor-pointer rounded-md px-2 py-1 text-xs text-primary transition hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none disabled:cursor-default disabled:text-muted disabled:hover:bg-transparent"
          >
            {st('notice.markAllRead')}
          </button>
        </div>
        {notices.length === 0 ? (
          <p className="px-4 py-6 text-center text-xs text-muted">{st('notice.empty')}</p>
        ) : (
          <ul className="max-h-80 overflow-y-auto py-1">
            {notices.map((notice) => (
              <li key={notice.id}>
                <button
                  type="button"
                  aria-expanded={opened === notice.id}
                  onClick={() => openNotice(notice)}
                  className="flex w-full cursor-pointer gap-3 px-4 py-2.5 text-left transition hover:bg-canvas focus-visible:bg-canvas focus-visible:outline-none"
                >
                  <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                    <Megaphone className="size-4" aria-hidden="true" />
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span
                      className={cn(
                        'text-[13px] leading-snug',
                        notice.read ? 'text-muted' : 'font-medium text-ink',
                      )}
                    >
                      {notice.title}
                    </span>
                    <span className="text-xs text-muted">
                      {notice.categoryName ? `${notice.categoryName} · ` : ''}
                      {noticeAge(st, minutesSince(notice.releaseTime))}
                    </span>
                    {opened === notice.id && notice.content ? (
                      <span className="mt-1 text-xs leading-relaxed break-words whitespace-pre-wrap text-ink">
                        {notice.content}
                      </span>
                    ) : null}
                  </span>
                  {notice.read ? null : (
                    <span className="mt-2 size-2 shrink-0 rounded-full bg-danger" aria-hidden="true" />
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="border-t border-line p-1.5">
          <PopoverClose asChild>
            <Link
              to={NOTICE_LIST_PATH}
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
