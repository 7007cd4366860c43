import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  contrast,
  DEFAULT_COLOR,
  getPrimaryColor,
  getTheme,
  normalizeColor,
  parseTheme,
  primaryShades,
  readableForeground,
  restoreAppearance,
  setPrimaryColor,
  setTheme,
  THEME_SURFACES,
  THEMES,
} from '@/lib/theme';

const root = () => document.documentElement;

describe('themes and primary colour (SPEC §2, §9)', () => {
  afterEach(() => {
    window.localStorage.clear();
    root().removeAttribute('style');
    root().removeAttribute('data-theme');
    document.body.className = '';
    restoreAppearance();
  });

  it('offers the 11 themes of SPEC §2 and defaults to default / #409EFF', () => {
    expect(THEMES).toEqual([
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
    ]);
    restoreAppearance();
    expect(getTheme()).toBe('default');
    expect(getPrimaryColor()).toBe(DEFAULT_COLOR);
    expect(DEFAULT_COLOR).toBe('#409EFF');
    expect(root().dataset.theme).toBe('default');
    expect(root().style.getPropertyValue('--color-primary')).toBe('#409EFF');
  });

  it('applies a theme to <html> and <body> and persists it as Saber does (themeName: theme-<name>)', () => {
    setTheme('dark');
    expect(root().dataset.theme).toBe('dark');
    expect(root().style.colorScheme).toBe('dark');
    expect(document.body.classList.contains('theme-dark')).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('saber-themeName')!).content).toBe('theme-dark');
    setTheme('vip');
    expect(document.body.classList.contains('theme-dark')).toBe(false);
    expect(document.body.classList.contains('theme-vip')).toBe(true);
    expect(root().style.colorScheme).toBe('light');
  });

  it('restores the stored theme and colour after a reload', () => {
    setTheme('lte');
    setPrimaryColor('#11a983');
    // A reload: the DOM starts bare, the stores read storage again.
    root().removeAttribute('style');
    root().removeAttribute('data-theme');
    document.body.className = '';
    restoreAppearance();
    expect(getTheme()).toBe('lte');
    expect(root().dataset.theme).toBe('lte');
    expect(getPrimaryColor()).toBe('#11A983');
    expect(root().style.getPropertyValue('--color-primary')).toBe('#11A983');
  });

  it('index.html applies the stored choice before the app loads (same rules as lib/theme)', () => {
    setTheme('star');
    setPrimaryColor('#FADB14');
    root().removeAttribute('style');
    root().removeAttribute('data-theme');
    const html = readFileSync('index.html', 'utf8');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script).toBeTruthy();
    new Function(script!)();
    expect(root().dataset.theme).toBe('star');
    expect(root().style.getPropertyValue('--color-primary')).toBe('#FADB14');
    expect(root().style.getPropertyValue('--color-primary-fg')).toBe(readableForeground('#FADB14'));
  });

  it('accepts Saber spellings and ignores unknown themes and colours', () => {
    expect(parseTheme('theme-cool')).toBe('cool');
    expect(parseTheme('d2')).toBe('d2');
    expect(parseTheme('mac-os')).toBe('default');
    expect(parseTheme(undefined)).toBe('default');
    expect(normalizeColor('#abc')).toBe('#AABBCC');
    expect(normalizeColor('409eff')).toBe('#409EFF');
    expect(normalizeColor('red')).toBeUndefined();
    setPrimaryColor('javascript:alert(1)');
    expect(getPrimaryColor()).toBe(DEFAULT_COLOR);
    window.localStorage.setItem('saber-themeName', JSON.stringify({ content: 'theme-nope' }));
    window.localStorage.setItem('saber-colorName', JSON.stringify({ content: 'url(x)' }));
    restoreAppearance();
    expect(getTheme()).toBe('default');
    expect(getPrimaryColor()).toBe(DEFAULT_COLOR);
  });

  it('keeps text on the primary colour readable (white, or dark on light colours)', () => {
    expect(readableForeground('#409EFF')).toBe('#FFFFFF');
    expect(readableForeground('#212121')).toBe('#FFFFFF');
    expect(readableForeground('#FADB14')).toBe('#111827');
    expect(readableForeground('#FFFFFF')).toBe('#111827');
  });
});

describe('primary shades (issue 18 item 13: WCAG AA in every theme)', () => {
  it.each(THEMES)('reaches 4.5:1 for filled controls and primary text in the %s theme', (theme) => {
    for (const color of ['#409EFF', '#FADB14', '#13C2C2', '#F5222D', '#722ED1', '#FFFFFF', '#000000']) {
      const { fill, fg, text } = primaryShades(color, theme);
      const { surface, canvas } = THEME_SURFACES[theme];
      expect(contrast(fill, fg), `${color} fill`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, surface), `${color} text on surface`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, canvas), `${color} text on canvas`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('fills danger and success under white text at 4.5:1 in every theme block of the stylesheet', () => {
    const css = readFileSync('src/styles.css', 'utf8');
    const blocks = [...css.matchAll(/^(:root[^{\n]*)\{([^}]*)\}/gm)].map(([, selector, body]) => ({
      selector: selector!.trim(),
      body: body!,
    }));
    const hex = (body: string, name: string) =>
      body.match(new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})`))?.[1];
    const base = blocks.find((block) => block.selector === ':root')!.body;
    expect(base).toContain('--color-danger-fill: var(--color-danger)');
    for (const { selector, body } of blocks) {
      for (const name of ['danger', 'success']) {
        // The fill is the block's own, else the block's text shade (the base fill refers to it), else the base one.
        const fill = hex(body, `${name}-fill`) ?? hex(body, name) ?? hex(base, name)!;
        expect(contrast(fill, '#FFFFFF'), `${selector} ${name} fill`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps the chosen colour and changes it only as much as needed', () => {
    const { fill, text } = primaryShades('#409EFF', 'default');
    expect(contrast('#409EFF', '#FFFFFF')).toBeLessThan(3);
    expect([fill, text]).toEqual(['#3178C2', '#2B6AAB']);
    // On the dark theme the chosen colour already reads as text.
    expect(primaryShades('#409EFF', 'dark').text).toBe('#409EFF');
  });

  it('puts the shades on the document with the theme', () => {
    setTheme('dark');
    expect(root().style.getPropertyValue('--color-primary')).toBe('#409EFF');
    expect(root().style.getPropertyValue('--color-primary-text')).toBe('#409EFF');
    setTheme('default');
    expect(root().style.getPropertyValue('--color-primary-fill')).toBe('#3178C2');
    expect(root().style.getPropertyValue('--color-primary-text')).toBe('#2B6AAB');
  });
});
