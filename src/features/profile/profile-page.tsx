import { getRouteApi } from '@tanstack/react-router';
import { KeyRound, UserRound } from 'lucide-react';
import { useGetUserInfo } from '@/api/generated/blade-user/endpoints/user/user';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TabPanel, Tabs } from '@/components/ui/tabs';
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
  const selectedTab = tab === 'password' ? 'password' : 'info';

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
          <Tabs
            label={st('profile.tabs')}
            idBase="profile"
            className="flex-nowrap px-4"
            tabClassName="px-3 py-3"
            tabs={TABS.map((item) => {
              const Icon = item.icon;
              return {
                id: item.id,
                label: (
                  <>
                    <Icon className="size-4" aria-hidden="true" />
                    {st(item.label)}
                  </>
                ),
              };
            })}
            selected={selectedTab}
            onSelect={(id) => void navigate({ search: id === 'info' ? {} : { tab: id }, replace: true })}
          />
          <TabPanel idBase="profile" tab={selectedTab} className="p-6">
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
            ) : selectedTab === 'info' ? (
              <ProfileForm key={user.id} info={user} />
            ) : (
              <PasswordForm account={user.account} />
            )}
          </TabPanel>
        </Card>
      </div>
    </div>
  );
}
