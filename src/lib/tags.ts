import type { MessageKey } from './i18n';
import { HOME_PATH } from './route-guard';
import { readRecord, removeRecord, writeRecord } from './session';
import { createStore } from './store';

/**
 * The tags bar (SPEC §2 layout): every visited page becomes a tab. The first tab is the home page (/wel/index);
 * a tab closes unless it is the last one; closing the active tab opens the one before it (or, for the first,
 * the one after). The list is persisted (Saber's `tagList` record) together with the user it belongs to, so a
 * reload keeps the tabs and another user signing in on the same browser starts afresh.
 */

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** false = visiting the route adds no tab. */
    isTab?: boolean;
  }
}

export interface Tag {
  /** The pathname: one tab per page. */
  value: string;
  /** Path with search and hash, reopened when the tab is clicked. */
  fullPath: string;
  /** i18n key of a client route's title (followed on language switch)… */
  labelKey?: MessageKey;
  /** …or the name of the menu entry that led here (server-provided, in the language it was fetched in). */
  label?: string;
}

interface TagState {
  owner: string;
  tags: Tag[];
}

const TAGS_KEY = 'tagList';

export const HOME_TAG: Tag = { value: HOME_PATH, fullPath: HOME_PATH, labelKey: 'wel.pageTitle' };

function isTag(value: unknown): value is Tag {
  const tag = value as Tag | null;
  return Boolean(tag) && typeof tag?.value === 'string' && typeof tag.fullPath === 'string';
}

function read(): TagState {
  try {
    const content = readRecord<TagState>(TAGS_KEY)?.content;
    if (content && typeof content.owner === 'string' && Array.isArray(content.tags)) {
      return { owner: content.owner, tags: withHome(content.tags.filter(isTag)) };
    }
  } catch {
    // unreadable storage: start afresh
  }
  return { owner: '', tags: [HOME_TAG] };
}

/** The home tab is always there (first, unless the user closed it while others stayed open). */
function withHome(tags: Tag[]): Tag[] {
  return tags.length === 0 ? [HOME_TAG] : tags;
}

const store = createStore<TagState>(read());

function commit(next: TagState): void {
  store.set(next);
  try {
    writeRecord(TAGS_KEY, next);
  } catch {
    // storage full or unavailable: the tabs last for this page only
  }
}

export function getTags(): Tag[] {
  return store.get().tags;
}

export function useTags(): Tag[] {
  return store.use().tags;
}

/** Makes the list belong to `owner` (tenant:user); a different owner's tabs are dropped. */
export function claimTags(owner: string): void {
  const state = store.get();
  if (state.owner === owner) return;
  commit({ owner, tags: state.owner === '' ? state.tags : [HOME_TAG] });
}

/** Adds a visited page, or refreshes its tab (path with search, label). */
export function openTag(tag: Tag): void {
  const { owner, tags } = store.get();
  const index = tags.findIndex((item) => item.value === tag.value);
  if (index === -1) {
    commit({ owner, tags: [...tags, tag] });
    return;
  }
  const current = tags[index]!;
  if (current.fullPath === tag.fullPath && current.label === tag.label && current.labelKey === tag.labelKey) {
    return;
  }
  const next = [...tags];
  next[index] = tag;
  commit({ owner, tags: next });
}

/**
 * Turns one page's tab into another's, in place: a new document's 新增 tab becomes its edit tab once it is saved
 * (the page moves from …/add to …/edit/$id), instead of a second tab opening beside a stale 新增. The label is
 * the new page's, set when it is visited.
 */
export function replaceTag(fromValue: string, to: Pick<Tag, 'value' | 'fullPath'>): void {
  const { owner, tags } = store.get();
  const index = tags.findIndex((tag) => tag.value === fromValue);
  if (index === -1) return;
  const next = tags.filter((tag, i) => i === index || tag.value !== to.value);
  next[next.findIndex((tag) => tag.value === fromValue)] = { value: to.value, fullPath: to.fullPath };
  commit({ owner, tags: next });
}

export function canCloseTag(): boolean {
  return store.get().tags.length > 1;
}

/**
 * Closes one tab. Returns where to go when the closed tab was the active one (`activeValue`): the tab before it,
 * or after it when it was first. The last tab is never closed (returns undefined, nothing changes).
 */
export function closeTag(value: string, activeValue: string): Tag | undefined {
  const { owner, tags } = store.get();
  const index = tags.findIndex((tag) => tag.value === value);
  if (index === -1 || tags.length <= 1) return undefined;
  const next = tags.filter((tag) => tag.value !== value);
  commit({ owner, tags: next });
  if (value !== activeValue) return undefined;
  return next[Math.max(0, index - 1)];
}

/** Keeps the home tab and the active one (Saber's "close others"). */
export function closeOtherTags(activeValue: string): void {
  const { owner, tags } = store.get();
  commit({
    owner,
    tags: tags.filter((tag) => tag.value === HOME_TAG.value || tag.value === activeValue),
  });
}

/** Leaves only the home tab; the caller opens it. */
export function closeAllTags(): Tag {
  commit({ owner: store.get().owner, tags: [HOME_TAG] });
  return HOME_TAG;
}

/** Forgets every tab (sign-out). */
export function resetTags(): void {
  store.set({ owner: '', tags: [HOME_TAG] });
  try {
    removeRecord(TAGS_KEY);
  } catch {
    // nothing stored
  }
}

/** Re-reads the persisted tabs (tests, another tab). */
export function reloadTags(): void {
  store.set(read());
}
