/** Chinese strings of the dept screens; a section of the system bundle (system-zh.ts). dept-en.ts mirrors the keys. */
export const deptZh = {};
