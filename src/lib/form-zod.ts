import { z } from 'zod';
import { getLanguage, subscribeLanguage } from './i18n';
import { zodLocale } from './zod-locale';

/**
 * The generated (contract) schemas' messages follow the UI language. Every module that validates with zod imports
 * this file for that effect; lib/i18n does not, because it is part of the sign-in page's entry chunk, which has no
 * zod form and whose budget (DESIGN §9) has no room for zod and its locales.
 */
function applyLanguage(): void {
  z.config({ localeError: zodLocale(getLanguage()) });
}
applyLanguage();
subscribeLanguage(applyLanguage);
