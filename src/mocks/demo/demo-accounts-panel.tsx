import { UsersRound } from 'lucide-react';
import { useLanguage } from '@/lib/i18n';
import { useMockText } from '../messages';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANT_ID } from '@/server/db/seed/demo-accounts';

export interface DemoAccountsPanelProps {
  /** Fills the login form with an account (the captcha is still the user's to type). */
  onPick: (account: { tenantId: string; account: string; password: string }) => void;
}

/** The demo's login page: the seeded accounts, one per role of the approval chain, and their password. */
export function DemoAccountsPanel({ onPick }: DemoAccountsPanelProps) {
  const text = useMockText();
  const [language] = useLanguage();
  const rows = [
    { account: 'admin', role: text('admin'), name: '管理员', password: 'admin' },
    ...DEMO_ACCOUNTS.map((a) => ({
      account: a.account,
      role: language === 'zh' ? a.roleZh : a.roleEn,
      name: a.name,
      password: DEMO_PASSWORD,
    })),
  ];
  return (
    <section
      aria-labelledby="demo-accounts-title"
      data-testid="demo-accounts"
      // Wide screens: beside the form, where a 1440×900 window shows it without scrolling; narrow ones below it.
      className="mt-6 w-full max-w-[420px] rounded-2xl border border-line/70 bg-surface/90 px-6 py-5 text-sm shadow-sm xl:fixed xl:top-1/2 xl:right-8 xl:z-10 xl:mt-0 xl:w-[360px] xl:-translate-y-1/2"
    >
      <h2 id="demo-accounts-title" className="flex items-center gap-2 font-semibold">
        <UsersRound className="size-4 text-primary" aria-hidden="true" />
        {text('accounts')}
      </h2>
      <p className="mt-1 text-xs text-muted">
        {text('accountsText', { tenant: DEMO_TENANT_ID, password: DEMO_PASSWORD })}
        {' admin / admin.'}
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-1.5">
        {rows.map((row) => (
          <li key={row.account}>
            <button
              type="button"
              onClick={() =>
                onPick({ tenantId: DEMO_TENANT_ID, account: row.account, password: row.password })
              }
              className="flex w-full cursor-pointer flex-col items-start rounded-lg border border-line/70 px-2.5 py-1.5 text-left transition hover:border-primary hover:bg-primary/5 focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
            >
              <span className="font-mono text-xs font-medium">{row.account}</span>
              <span className="text-xs text-muted">
                {row.role} · {row.name}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
