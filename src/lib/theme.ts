import { readRecord, writeRecord } from './session';
import { createStore } from './store';

/**
 * The 11 themes of SPEC §2 and the primary colour picker (default #409EFF). A theme is a palette of CSS
 * variables selected by `data-theme` on <html> (styles.css); <body> also carries Saber's class (`theme-dark`).
 * The primary colour is an inline CSS variable on <html>, with a readable foreground computed for it; its
 * hover and soft shades are derived in CSS (color-mix). Both choices persist as Saber's `themeName` and
 * `colorName` records. index.html applies the stored choice before the first paint, so a reload never flashes
 * the default palette; keep its small inline script in step with applyAppearance below.
 */

export const THEMES = [
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
] as const;
export type ThemeName = (typeof THEMES)[number];

export const DEFAULT_THEME: ThemeName = 'default';
export const DEFAULT_COLOR = '#409EFF';
/** Suggested colours in the picker (Element's palette, which Saber offers). */
export const PRESET_COLORS = [
  '#409EFF',
  '#1890FF',
  '#304156',
  '#212121',
  '#11A983',
  '#13C2C2',
  '#6959CD',
  '#F5222D',
  '#FA541C',
  '#E6A23C',
] as const;

const THEME_KEY = 'themeName';
const COLOR_KEY = 'colorName';
/** Themes whose surfaces are dark: the browser's own widgets (scrollbars, inputs) follow. */
const DARK_THEMES: ReadonlySet<ThemeName> = new Set(['dark']);

/** Saber stores `default` or `theme-<name>`; accept either spelling. */
export function parseTheme(value: unknown): ThemeName {
  if (typeof value !== 'string') return DEFAULT_THEME;
  const name = value.replace(/^theme-/, '');
  return (THEMES as readonly string[]).includes(name) ? (name as ThemeName) : DEFAULT_THEME;
}

export function themeClass(theme: ThemeName): string {
  return theme === 'default' ? 'default' : `theme-${theme}`;
}

/** `#abc` or `#aabbcc` (any case) → `#AABBCC`; anything else → undefined. */
export function normalizeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const hex = value.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(hex)) {
    return `#${[...hex].map((c) => c + c).join('')}`.toUpperCase();
  }
  return /^[0-9a-f]{6}$/i.test(hex) ? `#${hex}`.toUpperCase() : undefined;
}

/**
 * The text colour on a primary-coloured surface: white, as admin palettes use it, unless the colour is so light
 * that white would fall below a 2:1 contrast (yellows, light cyans); then near-black.
 */
export function readableForeground(color: string): string {
  const hex = normalizeColor(color) ?? DEFAULT_COLOR;
  const channel = (start: number) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05) >= 2 ? '#FFFFFF' : '#111827';
}

function readTheme(): ThemeName {
  try {
    return parseTheme(readRecord<string>(THEME_KEY)?.content);
  } catch {
    return DEFAULT_THEME;
  }
}

function readColor(): string {
  try {
    return normalizeColor(readRecord<string>(COLOR_KEY)?.content) ?? DEFAULT_COLOR;
  } catch {
    return DEFAULT_COLOR;
  }
}

/** Puts a theme and a primary colour on the document. */
export function applyAppearance(theme: ThemeName, color: string): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = DARK_THEMES.has(theme) ? 'dark' : 'light';
  root.style.setProperty('--color-primary', color);
  root.style.setProperty('--color-primary-fg', readableForeground(color));
  const body = document.body;
  if (body) {
    for (const name of [...body.classList]) {
      if (name === 'default' || name.startsWith('theme-')) body.classList.remove(name);
    }
    body.classList.add(themeClass(theme));
  }
}

const themeStore = createStore<ThemeName>(readTheme());
const colorStore = createStore<string>(readColor());

/** Re-reads the stored choices (another tab, a test) and applies them. */
export function restoreAppearance(): void {
  themeStore.set(readTheme());
  colorStore.set(readColor());
  applyAppearance(themeStore.get(), colorStore.get());
}

export function getTheme(): ThemeName {
  return themeStore.get();
}

export function setTheme(theme: ThemeName): void {
  writeRecord(THEME_KEY, themeClass(theme));
  themeStore.set(theme);
  applyAppearance(theme, colorStore.get());
}

export function getPrimaryColor(): string {
  return colorStore.get();
}

/** Ignores anything that is not a hex colour. */
export function setPrimaryColor(color: string): void {
  const normalized = normalizeColor(color);
  if (!normalized) return;
  writeRecord(COLOR_KEY, normalized);
  colorStore.set(normalized);
  applyAppearance(themeStore.get(), normalized);
}

export const useTheme = themeStore.use;
export const usePrimaryColor = colorStore.use;
