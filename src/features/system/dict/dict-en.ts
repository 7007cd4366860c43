import type { Shape } from '@/lib/i18n';
import type { dictZh } from './dict-zh';

/** English strings of the dict screens; exactly the keys of dict-zh.ts (checked by tsc). */
export const dictEn: Shape<typeof dictZh> = {
  title: 'Dictionaries',
  treeTitle: 'Dictionary tree',
  bizTitle: 'Business dictionaries',
  parents: 'Dictionaries',
  children: 'Entries',
  childrenOf: 'Entries of {name} ({code})',
  chooseParent: 'Choose "Entries" on a dictionary on the left to see and maintain its entries',
  configure: 'Entries',
  configuring: 'Showing',
  addChild: 'Add entry',
  code: 'Code',
  dictKey: 'Key',
  dictValue: 'Name',
  dictValueEn: 'English name',
  parentId: 'Parent',
  sort: 'Sort order',
  isSealed: 'Sealed',
  remark: 'Remark',
  yes: 'Yes',
  no: 'No',
  codeRequired: 'Please enter the dictionary code',
  dictKeyRequired: 'Please enter the entry key',
  dictValueRequired: 'Please enter the dictionary name',
  sortRequired: 'Please enter the sort order',
  sealedRequired: 'Please choose whether it is sealed',
  codeHint: 'An entry keeps the code of its parent dictionary',
  sealedReason: 'Sealed dictionaries cannot be changed or removed',
  sealedSelected: 'Sealed dictionaries cannot be removed: {names}',
};
