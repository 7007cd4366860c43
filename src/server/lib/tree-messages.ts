import type { Names } from './code-names.ts';

/**
 * Tree records, said by lib/tree-nodes and by the system and procurement modules (menus, departments, roles,
 * dictionaries, regions, material categories); merged into MessageKey.
 */
export const TREE_MESSAGES = {
  topLevel: { zh: '顶级', en: 'Top level' },
  parentMissing: { zh: '上级不存在: {0}', en: 'The parent {0} does not exist' },
  parentCycle: {
    zh: '上级不能选择自身或其下级',
    en: 'A record cannot be placed under itself or one of its descendants',
  },
  hasChildren: { zh: '请先删除下级: {0}', en: 'Remove the children first: {0}' },
} as const satisfies Record<string, Names>;
