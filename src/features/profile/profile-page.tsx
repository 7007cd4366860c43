import { getRouteApi } from '@tanstack/react-router';
import { KeyRound, UserRound } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { useGetUserInfo } from '@/api/generated/blade-user/endpoints/user/user';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useShellT } from '@/lib/shell-i18n';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

const route = getRouteApi('/_authenticated/info/index');

const TABS = [
  { id: 'info', icon: UserRound, label: 'profile.infoTab' },
  { id: 'password', icon: KeyRound, label: 'profile.passwordTab' },
] as const;

/** /info/index (SPEC §2): the signed-in user's profile and a password change, as two tabs (?tab=). */
export function ProfilePage() {
  const st = useShellT();
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  const info = useGetUserInfo({ query: { staleTime: 0 } });
  const user = info.data?.data;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = Math.max(
    0,
    TABS.findIndex((item) => item.id === tab),
  );

  const choose = (index: number) => {
    const next = TABS[index]!;
    void navigate({ search: next.id === 'info' ? {} : { tab: next.id }, replace: true });
    tabRefs.current[index]?.focus();
  };

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    const last = TABS.length - 1;
    const index = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (index === undefined) return;
    event.preventDefault();
    choose(index);
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <h1 className="text-xl font-semibold tracking-tight">{st('profile.title')}</h1>
      <div className="grid items-start gap-5 lg:grid-cols-[280px_1fr]">
        <Card className="flex flex-col items-center gap-3 p-6 text-center">
          <UserAvatar
            src={user?.avatar || undefined}
            name={user?.name || user?.account || ''}
            className="size-20 text-2xl ring-4 ring-primary/10"
          />
          <div>
            <p className="text-base font-semibold">{user?.name || user?.account || '—'}</p>
            <p className="text-sm text-muted">{user?.account}</p>
          </div>
          <dl className="mt-2 w-full divide-y divide-line/70 border-t border-line/70 text-left text-sm">
            {[
              [st('profile.realName'), user?.realName],
              [st('profile.role'), user?.roleName],
              [st('profile.dept'), user?.deptName],
              [st('profile.phone'), user?.phone],
              [st('profile.email'), user?.email],
            ].map(([label, value]) => (
              <div key={label} className="flex justify-between gap-3 py-2.5">
                <dt className="shrink-0 text-muted">{label}</dt>
                <dd className="truncate font-medium">{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </Card>

        <Card className="overflow-hidden">
          <div
            role="tablist"
            aria-label={st('profile.tabs')}
            className="flex gap-1 border-b border-line px-4"
          >
            {TABS.map((item, index) => {
              const Icon = item.icon;
              const isSelected = index === selected;
              return (
                <button
                  key={item.id}
                  ref={(element) => {
                    tabRefs.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`profile-tab-${item.id}`}
                  aria-selected={isSelected}
                  aria-controls={`profile-panel-${item.id}`}
                  tabIndex={isSelected ? 0 : -1}
                  onClick={() => choose(index)}
                  onKeyDown={onKeyDown}
                  className={cn(
                    '-mb-px flex cursor-pointer items-center gap-2 border-b-2 px-3 py-3 text-sm transition',
                    'focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none focus-visible:ring-inset',
                    isSelected
                      ? 'border-primary font-medium text-primary'
                      : 'border-transparent text-muted hover:text-ink',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {st(item.label)}
                </button>
              );
            })}
          </div>
          <div
            role="tabpanel"
            id={`profile-panel-${TABS[selected]!.id}`}
            aria-labelledby={`profile-tab-${TABS[selected]!.id}`}
            className="p-6"
          >
            {info.isPending ? (
              <div className="flex justify-center py-12 text-primary" role="status">
                <Spinner className="size-6" />
              </div>
            ) : !user ? (
              <div className="flex flex-col items-center gap-3 py-12 text-sm text-muted">
                <p>{st('profile.loadFailed')}</p>
                <Button variant="secondary" size="sm" onClick={() => void info.refetch()}>
                  {st('layout.retry')}
                </Button>
              </div>
            ) : TABS[selected]!.id === 'info' ? (
              <ProfileForm key={user.id} info={user} />
            ) : (
              <PasswordForm account={user.account} />
            )}
          </div>
        </Card>
      </div>
    </div>
  );
}
