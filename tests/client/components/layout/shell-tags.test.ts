import { beforeEach, describe, expect, it } from 'vitest';
import { readRecord } from '@/lib/session';
import {
  canCloseTag,
  claimTags,
  closeAllTags,
  closeOtherTags,
  closeTag,
  getTags,
  HOME_TAG,
  openTag,
  reloadTags,
  resetTags,
  type Tag,
} from '@/lib/tags';

const tag = (value: string, label = value): Tag => ({ value, fullPath: value, label });
const values = () => getTags().map((item) => item.value);

describe('tags store (SPEC §2 tags bar)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetTags();
    claimTags('000000:1');
  });

  it('starts with the home page as the only tab, which cannot be closed', () => {
    expect(getTags()).toEqual([HOME_TAG]);
    expect(HOME_TAG.value).toBe('/wel/index');
    expect(canCloseTag()).toBe(false);
    expect(closeTag('/wel/index', '/wel/index')).toBeUndefined();
    expect(values()).toEqual(['/wel/index']);
  });

  it('adds each visited page once, refreshing its query and label', () => {
    openTag(tag('/a'));
    openTag(tag('/b'));
    openTag({ value: '/a', fullPath: '/a?page=2', label: 'A2' });
    expect(values()).toEqual(['/wel/index', '/a', '/b']);
    expect(getTags()[1]).toEqual({ value: '/a', fullPath: '/a?page=2', label: 'A2' });
  });

  it('closing the active tab opens the previous one; closing another tab stays', () => {
    for (const path of ['/a', '/b', '/c']) openTag(tag(path));
    expect(closeTag('/b', '/c')).toBeUndefined();
    expect(values()).toEqual(['/wel/index', '/a', '/c']);
    expect(closeTag('/c', '/c')?.value).toBe('/a');
    expect(values()).toEqual(['/wel/index', '/a']);
  });

  it('closing the active first tab opens the one after it', () => {
    openTag(tag('/a'));
    expect(closeTag('/wel/index', '/wel/index')?.value).toBe('/a');
    expect(values()).toEqual(['/a']);
    expect(canCloseTag()).toBe(false);
  });

  it('close others keeps the home tab and the active one; close all keeps home only', () => {
    for (const path of ['/a', '/b', '/c']) openTag(tag(path));
    closeOtherTags('/b');
    expect(values()).toEqual(['/wel/index', '/b']);
    openTag(tag('/d'));
    expect(closeAllTags().value).toBe('/wel/index');
    expect(values()).toEqual(['/wel/index']);
  });

  it('survives a reload (persisted as the tagList record)', () => {
    openTag(tag('/a', '需求单'));
    expect(readRecord<{ tags: Tag[] }>('tagList')?.content.tags.map((item) => item.value)).toEqual([
      '/wel/index',
      '/a',
    ]);
    resetTags();
    window.localStorage.setItem(
      'saber-tagList',
      JSON.stringify({ content: { owner: '000000:1', tags: [HOME_TAG, tag('/a', '需求单')] } }),
    );
    reloadTags();
    expect(getTags()[1]).toEqual(tag('/a', '需求单'));
  });

  it("drops another user's tabs when a different user signs in on this browser", () => {
    openTag(tag('/a'));
    claimTags('000000:1');
    expect(values()).toEqual(['/wel/index', '/a']);
    claimTags('000000:2');
    expect(values()).toEqual(['/wel/index']);
  });

  it('ignores unreadable stored data', () => {
    window.localStorage.setItem('saber-tagList', '{not json');
    reloadTags();
    expect(getTags()).toEqual([HOME_TAG]);
    window.localStorage.setItem(
      'saber-tagList',
      JSON.stringify({ content: { owner: 'x', tags: [{ value: 1 }] } }),
    );
    reloadTags();
    expect(getTags()).toEqual([HOME_TAG]);
  });
});
