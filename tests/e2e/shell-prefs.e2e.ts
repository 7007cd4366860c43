import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectVisible, test } from './harness.ts';
import { openMenu, SHOTS_DIR } from './shell-support.ts';

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const primaryOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
const sidebarColour = (page: Page) =>
  page
    .getByRole('complementary', { name: /侧边栏|Sidebar/ })
    .evaluate((element) => getComputedStyle(element.firstElementChild!).backgroundColor);

/** A still picture: no colour transition half-way, no tooltip left by the last click. */
async function shot(page: Page, name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.mouse.move(700, 500);
  await page.locator('#main-content').focus();
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

test('theme, colour and language persist across a reload; screenshots in zh/en, light/dark', async (t) => {
  const { page } = t;
  await t.signIn(page);
  await openMenu(page, '工作台', '仪表盘');
  await expectVisible(page.getByRole('heading', { name: '仪表盘' }), 'the dashboard');
  await shot(page, 'shell-zh-light');

  // Every theme is a visibly different palette.
  const seen = new Map<string, string>();
  await page.getByRole('button', { name: '主题', exact: true }).click();
  const themes = await page.getByRole('menuitemradio').allTextContents();
  assert.equal(themes.length, 11, 'the 11 themes of SPEC §2');
  await page.keyboard.press('Escape');
  for (const name of [
    'default',
    'white',
    'dark',
    'star',
    'bule',
    'iview',
    'vip',
    'cool',
    'd2',
    'hey',
    'lte',
  ]) {
    await page.getByRole('button', { name: '主题', exact: true }).click();
    await page.locator(`[data-theme-option="${name}"]`).click();
    assert.equal(await themeOf(page), name);
    const palette = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return [
        '--color-sidebar',
        '--color-header',
        '--color-canvas',
        '--color-surface',
        '--color-sidebar-active',
      ]
        .map((variable) => style.getPropertyValue(variable).trim())
        .join(' ');
    });
    assert.ok(!seen.has(palette), `theme ${name} looks like ${seen.get(palette)}`);
    seen.set(palette, name);
  }

  await page.getByRole('button', { name: '主题', exact: true }).click();
  await page.locator('[data-theme-option="dark"]').click();
  await page.getByRole('button', { name: '主题色' }).click();
  await page.getByRole('button', { name: '#11A983' }).click();
  await page.keyboard.press('Escape');
  const darkSidebar = await sidebarColour(page);
  await shot(page, 'shell-zh-dark');

  await page.reload();
  await expectVisible(page.getByRole('heading', { name: '仪表盘' }), 'the dashboard after the reload');
  assert.equal(await themeOf(page), 'dark', 'the theme survives the reload');
  assert.equal(await primaryOf(page), '#11A983', 'the colour survives the reload');
  assert.equal(await sidebarColour(page), darkSidebar);

  await page.getByRole('button', { name: '中 语言: 中文' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expectVisible(page.getByRole('navigation', { name: 'Main navigation' }), 'the English sidebar');
  await expectVisible(page.getByRole('heading', { name: 'Dashboard' }), 'the English dashboard');
  await shot(page, 'shell-en-dark');

  await page.reload();
  await expectVisible(page.getByRole('navigation', { name: 'Main navigation' }), 'English after the reload');
  await expectVisible(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Demand', exact: true }),
    'menu names in English',
  );
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await page.evaluate(() => document.title), 'Dashboard - Purchasing System');

  await page.getByRole('button', { name: 'Theme', exact: true }).click();
  await page.locator('[data-theme-option="default"]').click();
  await page.getByRole('button', { name: 'Primary colour' }).click();
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await page.keyboard.press('Escape');
  assert.equal(await primaryOf(page), '#409EFF');
  await shot(page, 'shell-en-light');
});

test('the sidebar collapses on small screens and opens as a drawer', async (t) => {
  const { page } = t;
  await t.signIn(page);
  await page.setViewportSize({ width: 900, height: 800 });
  const aside = page.getByRole('complementary', { name: '侧边栏' });
  await expectVisible(aside, 'the rail');
  assert.equal(
    await aside.getAttribute('data-collapsed'),
    'true',
    'between 768 and 992 px the sidebar is a rail',
  );
  await page.setViewportSize({ width: 420, height: 800 });
  await aside.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: '展开侧边栏' }).click();
  const drawer = page.getByRole('dialog', { name: '侧边栏' });
  // The group of the current page (/wel/index) is already open.
  assert.equal(await drawer.getByRole('button', { name: '工作台' }).getAttribute('aria-expanded'), 'true');
  await drawer.getByRole('link', { name: '仪表盘' }).click();
  await drawer.waitFor({ state: 'detached' });
  await expectVisible(page.getByRole('heading', { name: '仪表盘' }), 'the dashboard');
  await shot(page, 'shell-zh-small');
  await page.setViewportSize({ width: 1280, height: 800 });
  assert.equal(
    await page.getByRole('complementary', { name: '侧边栏' }).getAttribute('data-collapsed'),
    'false',
  );
});
