/** Chinese strings of the tenant screens; a section of the system bundle (system-zh.ts). tenant-en.ts mirrors the keys. */
export const tenantZh = {};
