/** Chinese strings of the region screens; a section of the system bundle (system-zh.ts). region-en.ts mirrors the keys. */
export const regionZh = {};
