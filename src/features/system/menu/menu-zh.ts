/** Chinese strings of the menu screens; a section of the system bundle (system-zh.ts). menu-en.ts mirrors the keys. */
export const menuZh = {};
