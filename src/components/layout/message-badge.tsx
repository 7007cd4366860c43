import { Link } from '@tanstack/react-router';
import { Mail } from 'lucide-react';
import { useGetUnreadMessageCount } from '@/api/generated/purchar-execution/endpoints/cg-message/cg-message';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useShellT } from '@/lib/shell-i18n';
import { toolButtonClasses } from './tool-button';

export const MESSAGE_LIST_PATH = '/purchar/message';
/** How often the badge asks again; approvals by others arrive without a page load. */
const REFRESH_MS = 60_000;

/** The unread-message badge of the top bar (cg-message/unreadCount), linking to the message list. */
export function MessageBadge() {
  const st = useShellT();
  const unread = useGetUnreadMessageCount({ query: { refetchInterval: REFRESH_MS, retry: false } });
  const count = unread.data?.data?.count ?? 0;
  const label = count ? `${st('messages.open')} (${st('messages.unread', { count })})` : st('messages.open');
  return (
    <Tooltip content={st('messages.open')}>
      <Link to={MESSAGE_LIST_PATH} className={cn(toolButtonClasses, 'relative')} aria-label={label}>
        <Mail className="size-[18px]" aria-hidden="true" />
        {count ? (
          <span
            className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger-fill px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-header"
            aria-hidden="true"
            data-testid="message-badge-count"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Link>
    </Tooltip>
  );
}
