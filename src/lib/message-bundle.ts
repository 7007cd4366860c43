import { useSyncExternalStore } from 'react';
import {
  getLanguage,
  interpolate,
  lookup,
  registerBundleLoader,
  useLanguage,
  type Language,
  type Leaves,
  type MessageParams,
  type Shape,
} from './i18n';

export type BundleTranslate<T> = (key: Leaves<T>, params?: MessageParams) => string;

export interface MessageBundle<T> {
  /** Loads the current language's strings (routes await it, so screens first render translated). */
  load: () => Promise<void>;
  /** Translation outside React, in the current language. */
  t: BundleTranslate<T>;
  /** Translation bound to the current language; components re-render when it changes or its strings arrive. */
  useT: () => BundleTranslate<T>;
}

/**
 * A further catalogue with its own typed keys (lib/i18n holds the sign-in page's): its Chinese strings travel
 * in the chunk that defines it, its English ones are fetched with the language (setLanguage waits for them),
 * so the sign-in page never carries them. Missing English keys fall back to Chinese, then to the key.
 */
export function defineMessages<T extends object>(
  zhMessages: T,
  loadEn: () => Promise<Shape<T>>,
): MessageBundle<T> {
  const catalogues: Partial<Record<Language, object>> = { zh: zhMessages };
  let version = 0;
  const listeners = new Set<() => void>();
  let pending: Promise<void> | undefined;

  const load = async (language: Language) => {
    if (language !== 'en' || catalogues.en) return;
    pending ??= loadEn().then((messages) => {
      catalogues.en = messages;
      version += 1;
      for (const listener of listeners) listener();
    });
    try {
      await pending;
    } catch {
      pending = undefined; // offline: Chinese meanwhile, retried on the next switch
    }
  };
  registerBundleLoader(load);

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const translateIn = (language: Language, key: string, params?: MessageParams) => {
    const messages = catalogues[language];
    const template = (messages && lookup(messages, key)) || lookup(zhMessages, key) || key;
    return params ? interpolate(template, params) : template;
  };

  // One stable function per language and load state: components may use it as an effect or memo dependency.
  const translators = new Map<string, BundleTranslate<T>>();
  const translatorFor = (language: Language, loaded: number) => {
    const key = `${language}:${loaded}`;
    let translator = translators.get(key);
    if (!translator) {
      translator = (messageKey, params) => translateIn(language, messageKey, params);
      translators.set(key, translator);
    }
    return translator;
  };
  const getVersion = () => version;

  return {
    load: () => load(getLanguage()),
    t: (key, params) => translateIn(getLanguage(), key, params),
    useT: () => {
      const [language] = useLanguage();
      const loaded = useSyncExternalStore(subscribe, getVersion, getVersion);
      return translatorFor(language, loaded);
    },
  };
}
