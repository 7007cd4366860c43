/** Chinese strings of the dict screens; a section of the system bundle (system-zh.ts). dict-en.ts mirrors the keys. */
export const dictZh = {};
