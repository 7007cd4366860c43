/** Chinese strings of the user screens; a section of the system bundle (system-zh.ts). user-en.ts mirrors the keys. */
export const userZh = {};
