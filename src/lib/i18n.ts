import { useCallback, useSyncExternalStore } from 'react';
import { zh } from './locales/zh';

/**
 * A small typed i18n: zh (default) and en. Keys are checked by tsc, both in `t('login.submit')` calls and in
 * the English file, which must mirror the Chinese one. The choice is persisted as `language` and sent to the
 * server as Accept-Language (see acceptLanguage). Only the default catalogue is bundled with the first page;
 * another language is fetched when chosen (setLanguage) or, for a stored choice, before the app mounts
 * (initI18n), so the sign-in page does not carry every language.
 */

export type Language = 'zh' | 'en';
export const LANGUAGES: readonly Language[] = ['zh', 'en'];
export const DEFAULT_LANGUAGE: Language = 'zh';
export const LANGUAGE_STORAGE_KEY = 'language';

export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type Messages = Shape<typeof zh>;
export type MessageKey = Leaves<typeof zh>;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

const catalogues: Partial<Record<Language, Messages>> = { zh };

const loaders: Record<Language, () => Promise<Messages>> = {
  zh: () => Promise.resolve(zh),
  en: () => import('./locales/en').then((module) => module.en),
};

/** Loaders of the extra message bundles (lib/message-bundle), so a language switch loads them too. */
const bundleLoaders = new Set<(language: Language) => Promise<void>>();

export function registerBundleLoader(load: (language: Language) => Promise<void>): void {
  bundleLoaders.add(load);
}

/** Makes sure a language's catalogue, and every registered bundle's, is loaded (a no-op for the default). */
export async function loadLanguage(language: Language): Promise<void> {
  catalogues[language] ??= await loaders[language]();
  await Promise.all([...bundleLoaders].map((load) => load(language)));
}

function normalise(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  // Saber persists 'zh-cn'; accept any zh*/en* spelling.
  if (lower.startsWith('zh')) return 'zh';
  if (lower.startsWith('en')) return 'en';
  return undefined;
}

function readStoredLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  try {
    return normalise(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

let current: Language = readStoredLanguage();
const listeners = new Set<() => void>();

function applyToDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}
applyToDocument(current);

export function getLanguage(): Language {
  return current;
}

/** Loads the catalogue if needed, then switches, persists and re-renders. */
export async function setLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  if (language === current) return;
  current = language;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  applyToDocument(language);
  for (const listener of listeners) listener();
}

/** Before the first render: loads the stored language's catalogue so the first paint is in that language. */
export function initI18n(): Promise<void> {
  return loadLanguage(current).catch(() => {
    // Catalogue unreachable (e.g. offline after a deploy): fall back to the bundled default.
    current = DEFAULT_LANGUAGE;
    applyToDocument(current);
  });
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The Accept-Language value for the current language. */
export function acceptLanguage(language: Language = current): string {
  return language === 'zh' ? 'zh-CN' : 'en-US';
}

export function lookup(messages: object, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  const messages = catalogues[language];
  const template = (messages && lookup(messages, key)) ?? lookup(zh, key) ?? key;
  return params ? interpolate(template, params) : template;
}

export function interpolate(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** Non-hook translation in the current language (for toasts and code outside React). */
export const t: Translate = (key, params) => translate(current, key, params);

/**
 * The server snapshot is the current language too: the sign-in form drawn at build time in a language is taken
 * over in the browser only when that is the current language (src/app/sign-in-app.tsx).
 */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  const language = useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
  return [language, setLanguage];
}

/** Translation bound to the current language; components re-render when it changes. */
export function useT(): Translate {
  const [language] = useLanguage();
  return useCallback<Translate>((key, params) => translate(language, key, params), [language]);
}
