/** Chinese strings of the role screens; a section of the system bundle (system-zh.ts). role-en.ts mirrors the keys. */
export const roleZh = {};
