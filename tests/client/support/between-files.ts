import { configure, getConfig } from '@testing-library/react';
import { twMerge } from 'tailwind-merge';
import { vi } from 'vitest';
import { resetHttpHooks } from '@/api/http';
import { setSidebarCollapsed } from '@/components/layout/sidebar-state';
import { demoLatency } from '@/features/demo/demo-store';
import { setClassMerge } from '@/lib/cn';
import { reloadErrorLogs } from '@/lib/error-log';
import { setActiveTopMenuId } from '@/lib/menu';
import { dropWaitingToasts } from '@/lib/notify';
import { takePasswordChangeReturn } from '@/lib/password-change';
import { clearSession } from '@/lib/session';
import { resetTags } from '@/lib/tags';
import { restoreAppearance } from '@/lib/theme';

/**
 * The client test files run without per-file isolation (vitest.config.ts): a worker imports React, the router,
 * the app's modules and jsdom once and runs file after file in them. What one file leaves behind in that shared
 * world — module-level stores, storage, cookies, the document's attributes, globals a file patched, the
 * testing library's settings — is put back here, so that each file starts where a fresh worker would.
 *
 * This module is evaluated once per worker (the setup file that imports it runs again for every file, its
 * imports do not), before the first test file: what it captures at load is that starting point.
 */

/** Globals some files install or overwrite (tests/client/shell-support.ts installDomPolyfills, shell-layout). */
const PATCHED_GLOBALS: [object, PropertyKey][] = [
  [window, 'ResizeObserver'],
  [window, 'innerWidth'],
  [window, 'innerHeight'],
  [Element.prototype, 'hasPointerCapture'],
  [Element.prototype, 'releasePointerCapture'],
  [Element.prototype, 'scrollIntoView'],
];
const pristineGlobals = PATCHED_GLOBALS.map(
  ([target, name]) => [target, name, Object.getOwnPropertyDescriptor(target, name)] as const,
);

const attributesOf = (element: Element) => new Map([...element.attributes].map((a) => [a.name, a.value]));
const pristineHtml = attributesOf(document.documentElement);
const pristineBody = attributesOf(document.body);
const pristineBodyChildren = new Set(document.body.children);
const pristineTitle = document.title;
// findBy*/waitFor give up after 5 s instead of the library's 1 s: on a busy 2-core machine (CI, parallel files) a
// screen's first queries have taken longer than 1 s to settle, failing tests by load rather than by behaviour. A
// passing wait ends as soon as its condition holds, so this costs a passing test nothing.
configure({ asyncUtilTimeout: 5_000 });
const pristineTestingLibrary = { ...getConfig() };
const pristineDemoLatency = demoLatency.ms;

/** After each test (what the setup already reset per test): storage and cookies. */
export function clearBrowserStorage(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** The app's module-level stores, as they are when their modules load on empty storage. */
function resetAppStores(): void {
  clearSession();
  takePasswordChangeReturn();
  resetTags();
  reloadErrorLogs();
  setActiveTopMenuId(undefined);
  setSidebarCollapsed(false);
  restoreAppearance();
  dropWaitingToasts();
  resetHttpHooks();
  // What src/lib/class-merge.ts installs when the route tree loads; sign-in-classes.test.tsx removes it.
  setClassMerge(twMerge);
  demoLatency.ms = pristineDemoLatency;
  // The stores above write some records while resetting (a collapsed flag, a theme): none may carry over.
  clearBrowserStorage();
}

function restoreAttributes(element: Element, pristine: Map<string, string>, kept = new Set<string>()): void {
  for (const name of element.getAttributeNames()) {
    if (!pristine.has(name) && !kept.has(name)) element.removeAttribute(name);
  }
  for (const [name, value] of pristine) if (!kept.has(name)) element.setAttribute(name, value);
}

function restoreDocument(): void {
  // `lang` follows the i18n module's language, which the setup sets back to zh after every test.
  restoreAttributes(document.documentElement, pristineHtml, new Set(['lang']));
  restoreAttributes(document.body, pristineBody);
  // Whatever a page appended to <body> outside React's roots (a download link, a portal left open).
  for (const child of [...document.body.children]) {
    if (!pristineBodyChildren.has(child)) child.remove();
  }
  document.title = pristineTitle;
}

function restoreGlobals(): void {
  for (const [target, name, descriptor] of pristineGlobals) {
    if (descriptor) Object.defineProperty(target, name, descriptor);
    else Reflect.deleteProperty(target, name);
  }
  vi.useRealTimers();
  configure(pristineTestingLibrary);
}

/** After each file: the next one starts as in a fresh worker. */
export function resetBetweenFiles(): void {
  resetAppStores();
  restoreDocument();
  restoreGlobals();
}
