import { Link } from '@tanstack/react-router';
import { ChevronDown, House, LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { HOME_PATH } from '@/lib/route-guard';
import { displayName, useSessionUser } from '@/lib/session';
import { useShellT } from '@/lib/shell-i18n';
import { UserAvatar } from './user-avatar';
import { useSignOut } from './use-sign-out';

export const INFO_PATH = '/info/index';

/** The user dropdown (SPEC §2): home, personal info, and sign-out after a confirm. */
export function UserMenu() {
  const st = useShellT();
  const user = useSessionUser();
  const name = displayName(user);
  const signOut = useSignOut();
  const [confirmLogout, setConfirmLogout] = useState(false);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={`${st('user.menu')}: ${name}`}
          className={cn(
            'flex h-9 cursor-pointer items-center gap-2 rounded-lg pr-1.5 pl-1 text-header-ink transition',
            'hover:bg-header-ink/8 focus-visible:ring-2 focus-visible:ring-primary/60 focus-visible:outline-none',
            'data-[state=open]:bg-header-ink/8',
          )}
        >
          <UserAvatar src={user?.avatar || undefined} name={name} className="size-7" />
          <span className="hidden max-w-32 truncate text-sm font-medium md:inline" data-testid="current-user">
            {name}
          </span>
          <ChevronDown className="hidden size-3.5 opacity-60 md:block" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-52">
          <DropdownMenuLabel className="flex flex-col gap-0.5 py-2">
            <span className="truncate text-sm font-semibold text-ink">{name}</span>
            <span className="truncate font-normal">
              {user?.account || user?.user_name}
              {user?.role_name ? ` · ${user.role_name}` : ''}
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link to={HOME_PATH}>
              <House aria-hidden="true" />
              {st('user.dashboard')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={INFO_PATH}>
              <UserRound aria-hidden="true" />
              {st('user.info')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="danger" onSelect={() => setConfirmLogout(true)}>
            <LogOut aria-hidden="true" />
            {st('layout.logout')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirmLogout}
        onOpenChange={setConfirmLogout}
        title={st('layout.logoutTitle')}
        description={st('layout.logoutTip')}
        onConfirm={signOut}
      />
    </>
  );
}
