import { useCallback } from 'react';
import { useT } from '@/lib/i18n';
import { findEmbeddedLeaf, findLeafByPath, useMenuLeaves } from '@/lib/menu';
import type { Tag } from '@/lib/tags';

/**
 * A tab's name in the current language: a client route's title key, else the current name of the menu leaf at
 * that path (names follow the language, since menus are fetched per language), else the name stored with it.
 */
export function useTagLabel(): (tag: Tag) => string {
  const t = useT();
  const { leaves } = useMenuLeaves();
  return useCallback(
    (tag: Tag) => {
      if (tag.labelKey) return t(tag.labelKey);
      const embedded = /^\/myiframe\/([^/]+)$/.exec(tag.value);
      const leaf = embedded
        ? findEmbeddedLeaf(leaves, decodeURIComponent(embedded[1]!))
        : findLeafByPath(leaves, tag.value);
      return leaf?.menu.name ?? tag.label ?? tag.value;
    },
    [t, leaves],
  );
}
