/** Chinese strings of the client screens; a section of the system bundle (system-zh.ts). client-en.ts mirrors the keys. */
export const clientZh = {};
