import { renderToString } from 'react-dom/server';
import type { SignInNavigation } from '@/features/auth/sign-in-navigation';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  loadLanguage,
  setLanguage,
  translate,
  type Language,
} from '@/lib/i18n';
import { pageTitle } from '@/lib/page-title';
import { PRERENDERED_ATTRIBUTE, SignInRoot } from './sign-in-app';

/**
 * Build time only (vite.config.ts, `signInPrerender`): the sign-in page as HTML, once per language, for login.html.
 * A visitor's browser then paints the form as soon as the HTML and the stylesheet are in, instead of after the
 * JavaScript has arrived, started and drawn it (on a slow phone most of the wait), and src/app/sign-in-app.tsx
 * takes over those elements. Nothing here runs in a browser: the page is what the first render draws, before
 * any effect (no captcha picture yet, no tenant look-up), exactly what the browser's first render draws too.
 */
const atBuild: SignInNavigation = {
  search: {},
  enter: () => Promise.reject(new Error('the sign-in page is only drawn at build time here')),
  clearSearch: () => {},
  prefetchApp: () => {},
};

// Every catalogue while the build's module loader is still open (it closes once this module has loaded).
await Promise.all(LANGUAGES.map(loadLanguage));

async function drawSignIn(language: Language): Promise<string> {
  await setLanguage(language);
  return renderToString(<SignInRoot navigation={atBuild} />);
}

/** The tab's text in `language`, as the sign-in page sets it once live. */
const titleIn = (language: Language) =>
  pageTitle((key, params) => translate(language, key, params), 'login.pageTitle');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const TEMPLATE_PREFIX = 'sign-in-';
const templateId = (language: Language) => TEMPLATE_PREFIX + language;

/**
 * Right after the drawn page, before the first paint (the stylesheet in <head> holds the paint back):
 * - a visitor who chose another language (stored as i18n.ts stores it, any zh / en spelling) gets that
 *   language's drawing from its <template>, and the tab's text in it;
 * - until the app is live (it then removes the marker), a submit is held back: the browser's own submit of an
 *   inert form would send the password in the address.
 */
function pageScript(): string {
  const others = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
  const titles = Object.fromEntries(others.map((language) => [language, titleIn(language)]));
  return (
    `(function(){var r=document.getElementById('root');try{` +
    `var s=String(localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})||'').toLowerCase();` +
    `${JSON.stringify(others)}.forEach(function(l){var t=document.getElementById(${JSON.stringify(TEMPLATE_PREFIX)}+l);` +
    `if(s.indexOf(l)===0&&t){r.innerHTML='';r.appendChild(t.content);` +
    `r.setAttribute(${JSON.stringify(PRERENDERED_ATTRIBUTE)},l);document.documentElement.lang=l;` +
    `document.title=${JSON.stringify(titles)}[l]}})}catch(e){}` +
    `document.addEventListener('submit',function(e){if(r.hasAttribute(${JSON.stringify(PRERENDERED_ATTRIBUTE)}))` +
    `e.preventDefault()},true)})()`
  );
}

/**
 * login.html from the build's index.html: the same head (stylesheet, scripts, preloads), with the sign-in page
 * drawn in #root in the default language and every other language in a <template> beside it.
 */
export async function loginPageHtml(indexHtml: string): Promise<string> {
  const emptyRoot = '<div id="root"></div>';
  if (!indexHtml.includes(emptyRoot)) throw new Error('index.html has no empty <div id="root"></div>');
  let drawn = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${DEFAULT_LANGUAGE}">${await drawSignIn(DEFAULT_LANGUAGE)}</div>`;
  for (const language of LANGUAGES) {
    if (language === DEFAULT_LANGUAGE) continue;
    drawn += `<template id="${templateId(language)}">${await drawSignIn(language)}</template>`;
  }
  drawn += `<script>${pageScript()}</script>`;
  await setLanguage(DEFAULT_LANGUAGE);
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(titleIn(DEFAULT_LANGUAGE))}</title>`)
    .replace(emptyRoot, () => drawn);
}
