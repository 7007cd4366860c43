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

function luminance(hex: string): number {
  const channel = (start: number) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two `#RRGGBB` colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** `a` moved towards `b` by `t` (0 to 1), channel by channel. */
function mix(a: string, b: string, t: number): string {
  const channel = (start: number) =>
    Math.round(
      parseInt(a.slice(start, start + 2), 16) * (1 - t) + parseInt(b.slice(start, start + 2), 16) * t,
    )
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`.toUpperCase();
}

/** The least shift of `color` towards black or white that reaches `ratio` against every background. */
function shadeFor(color: string, backgrounds: (shade: string) => readonly string[], ratio: number): string {
  const meets = (shade: string) => backgrounds(shade).every((bg) => contrast(shade, bg) >= ratio);
  if (meets(color)) return color;
  // Towards black on light backgrounds, towards white on dark ones.
  const towards = luminance(backgrounds(color)[0]!) > 0.18 ? '#000000' : '#FFFFFF';
  for (let step = 1; step <= 100; step += 1) {
    const shade = mix(color, towards, step / 100);
    if (meets(shade)) return shade;
  }
  return towards;
}

/** WCAG AA for normal text. */
export const AA = 4.5;

/**
 * The background (surface) and page (canvas) colours of each theme, as styles.css sets them: what primary text
 * and links sit on.
 */
export const THEME_SURFACES: Record<ThemeName, { surface: string; canvas: string }> = {
  default: { surface: '#FFFFFF', canvas: '#F3F5F9' },
  white: { surface: '#FFFFFF', canvas: '#F5F7FA' },
  dark: { surface: '#1A1D23', canvas: '#111317' },
  star: { surface: '#FFFFFF', canvas: '#EEF1FB' },
  bule: { surface: '#FFFFFF', canvas: '#EEF3FB' },
  iview: { surface: '#FFFFFF', canvas: '#F5F7F9' },
  vip: { surface: '#FFFFFF', canvas: '#F6F3EC' },
  cool: { surface: '#FFFFFF', canvas: '#EDF6F6' },
  d2: { surface: '#FFFFFF', canvas: '#EBF1F6' },
  hey: { surface: '#FFFFFF', canvas: '#F8F4F8' },
  lte: { surface: '#FFFFFF', canvas: '#ECF0F5' },
};

/**
 * The shades of the chosen primary colour the UI paints with, so every pair reaches AA (4.5:1) whatever the
 * colour and the theme (#409EFF itself is 2.8:1 under white text). The chosen colour stays the user's choice;
 * `fill` is what filled controls (buttons, the current page, the hero) are painted with, under `fg`; `text` is
 * links, primary text and the active item's text, readable on the theme's surface, its page and a light tint of
 * itself (bg-primary/10 behind the active tab).
 */
export function primaryShades(color: string, theme: ThemeName): { fill: string; fg: string; text: string } {
  const hex = normalizeColor(color) ?? DEFAULT_COLOR;
  // White on the colour, as admin palettes do, unless the colour is so light that a dark text reads better.
  const fg = contrast(hex, '#FFFFFF') >= contrast(hex, '#111827') / 3 ? '#FFFFFF' : '#111827';
  const fill = shadeFor(hex, () => [fg], AA);
  const { surface, canvas } = THEME_SURFACES[theme];
  const text = shadeFor(hex, (shade) => [surface, canvas, mix(surface, shade, 0.15)], AA);
  return { fill, fg, text };
}

/** The text colour on a primary-coloured surface (see primaryShades). */
export function readableForeground(color: string): string {
  return primaryShades(color, DEFAULT_THEME).fg;
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
  const shades = primaryShades(color, theme);
  root.style.setProperty('--color-primary', color);
  root.style.setProperty('--color-primary-fg', shades.fg);
  root.style.setProperty('--color-primary-fill', shades.fill);
  root.style.setProperty('--color-primary-text', shades.text);
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
