import type { Names } from '../../lib/code-names.ts';

/** Uploads: quota, file and avatar rules (merged into MessageKey). */
export const RESOURCE_MESSAGES = {
  uploadQuota: {
    zh: '上传文件过多或过大,已超过每小时配额,请稍后再试',
    en: 'Upload quota reached (files or size per hour); try again later',
  },
  fileEmpty: { zh: '文件是空的', en: 'The file is empty' },
  fileType: { zh: '不支持的文件类型', en: 'This file type is not accepted' },
  fileSize: { zh: '文件不能超过 20MB', en: 'Files may be at most 20 MB' },
  avatarType: { zh: '头像只能是 JPG 或 PNG 格式', en: 'The avatar must be a JPG or PNG picture' },
  avatarSize: { zh: '头像大小不能超过 500KB', en: 'The avatar may be at most 500 KB' },
} as const satisfies Record<string, Names>;
