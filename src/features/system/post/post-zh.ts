/** Chinese strings of the post screens; a section of the system bundle (system-zh.ts). post-en.ts mirrors the keys. */
export const postZh = {};
