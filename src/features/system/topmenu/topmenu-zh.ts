/** Chinese strings of the topmenu screens; a section of the system bundle (system-zh.ts). topmenu-en.ts mirrors the keys. */
export const topmenuZh = {};
