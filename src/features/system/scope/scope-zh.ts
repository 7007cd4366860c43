/** Chinese strings of the scope screens; a section of the system bundle (system-zh.ts). scope-en.ts mirrors the keys. */
export const scopeZh = {};
