// Accessibility of every screen (issue 18 item 13): axe-core, injected into the real page, checks the sign-in
// page and then, as the administrator, every screen of the menu (one visit each, the screen as it opens) against
// WCAG 2.1 A/AA. A serious or critical violation anywhere fails the test, listed per screen. Plus the layout-shift
// trap of item 12: the press on 保存 right after typing in a field must submit the form, though the field's
// error line appears on that blur.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expectVisible, loginLocators, test } from './harness.ts';
import { apiToken } from './shell-support.ts';

// Evaluated through the DevTools protocol: the app's CSP (rightly) refuses an injected <script>.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const CLIENT = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

interface MenuNode {
  path: string;
  isOpen?: number;
  children?: MenuNode[];
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** The client paths of the menu's screens (leaves; links to other sites and new windows left out). */
function screenPaths(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((node) => {
    if (node.children?.length) return screenPaths(node.children);
    return node.path.startsWith('/') && node.isOpen !== 2 ? [node.path] : [];
  });
}

async function menuPaths(baseURL: string): Promise<string[]> {
  const token = await apiToken(baseURL);
  const answer = await fetch(`${baseURL}/api/blade-system/menu/routes`, {
    headers: { Authorization: CLIENT, 'Blade-Auth': `bearer ${token}` },
  });
  const body = (await answer.json()) as { data: MenuNode[] };
  return [...new Set(screenPaths(body.data))];
}

/** Lets the screen finish its first requests and rendering, then asks axe. */
async function violationsOf(page: Page): Promise<Violation[]> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page.waitForTimeout(200);
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as { violations: Violation[] };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => ({
        target: n.target,
        html: n.html.slice(0, 160),
        failureSummary: n.failureSummary?.split('\n').slice(0, 3).join(' '),
      })),
    }));
  });
}

const grave = (violations: Violation[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

const describe = (path: string, violations: Violation[]) =>
  violations.map(
    (v) =>
      `${path}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes[0]?.html} ${v.nodes[0]?.failureSummary ?? ''}`,
  );

test(
  'no serious or critical axe violation on the sign-in page and on any screen of the menu',
  async (t) => {
    const { page } = t;
    const problems: string[] = [];
    await page.goto('/login');
    await expectVisible(loginLocators(page).submit, 'the sign-in form');
    problems.push(...describe('/login', grave(await violationsOf(page))));

    await t.signIn(page, { account: 'admin', password: 'admin' });
    // A11Y_PATHS=/a,/b checks only those screens (while fixing one).
    const only = process.env.A11Y_PATHS?.split(',').filter(Boolean);
    const paths = only ?? ['/wel/index', '/wel/dashboard', '/info/index', ...(await menuPaths(t.baseURL))];
    assert.ok(only || paths.length > 10, `the menu lists the screens (${paths.join(', ')})`);
    for (const path of [...new Set(paths)]) {
      await page.goto(path);
      await expectVisible(page.locator('#main-content'), `${path} inside the layout`);
      problems.push(...describe(path, grave(await violationsOf(page))));
    }
    assert.deepEqual(problems, [], `axe found:\n${problems.join('\n')}`);
  },
  { timeoutMs: 900_000 },
);

test('a press on 保存 right after typing in a tall dialog submits it (the error line does not move the button)', async (t) => {
  const { page } = t;
  await t.signIn(page, { account: 'admin', password: 'admin' });
  await page.goto('/system/param');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog', { name: '新增参数' });
  // Focus a field and leave the others empty: the press on 保存 blurs it, which shows its error line.
  await form.getByLabel('参数名称').click();
  await form.getByRole('button', { name: '保存', exact: true }).click();
  // The submit ran: every required field says so, not only the blurred one.
  await expectVisible(form.getByText('请输入参数键名'), 'the submit’s message on another field');
});
