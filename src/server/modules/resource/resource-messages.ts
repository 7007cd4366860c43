import type { Names } from '../../lib/code-names.ts';

/** Uploads, object storage, attachments and SMS (merged into MessageKey). */
export const RESOURCE_MESSAGES = {
  uploadQuota: {
    zh: '上传文件过多或过大,已超过每小时配额,请稍后再试',
    en: 'Upload quota reached (files or size per hour); try again later',
  },
  fileEmpty: { zh: '文件是空的', en: 'The file is empty' },
  fileType: { zh: '不支持的文件类型', en: 'This file type is not accepted' },
  fileSize: { zh: '文件不能超过 {0}MB', en: 'Files may be at most {0} MB' },
  avatarType: { zh: '头像只能是 JPG 或 PNG 格式', en: 'The avatar must be a JPG or PNG picture' },
  avatarSize: { zh: '头像大小不能超过 500KB', en: 'The avatar may be at most 500 KB' },
  fileLinkInvalid: { zh: '文件链接无效', en: 'This file link is not valid' },
  fileLinkExpired: {
    zh: '文件链接已过期,请重新打开附件',
    en: 'This file link has expired; open the attachment again',
  },
  fileMissingStored: { zh: '文件不存在或已删除', en: 'This file does not exist or was removed' },
  storageUnavailable: {
    zh: '对象存储 {0} 无法访问,请检查配置 ({1})',
    en: 'The object storage {0} cannot be reached; check its configuration ({1})',
  },
  ossCodeTaken: { zh: '资源编号已存在: {0}', en: 'This storage code is already taken: {0}' },
  ossFieldRequired: { zh: '{0}: 不能为空', en: '{0}: required for this storage' },
  ossEndpointForbidden: {
    zh: 'endpoint: 不能指向链路本地或云主机元数据地址: {0}',
    en: 'endpoint: may not point at a link-local or cloud metadata address: {0}',
  },
  ossEndpointNotAllowed: {
    zh: 'endpoint: {0} 不在本服务器允许的存储地址列表中 (STORAGE_ENDPOINT_HOSTS)',
    en: 'endpoint: {0} is not among the storage hosts this server allows (STORAGE_ENDPOINT_HOSTS)',
  },
  ossEndpointInvalid: {
    zh: 'endpoint: 必须是 http(s) 地址: {0}',
    en: 'endpoint: must be an http(s) URL: {0}',
  },
  ossBucketInvalid: {
    zh: 'bucketName: 存储桶名称只能包含小写字母、数字、点和短横线 (3-63 位): {0}',
    en: 'bucketName: lowercase letters, digits, dots and hyphens, 3 to 63 characters: {0}',
  },
  ossEnabledRemove: {
    zh: '对象存储 {0} 正在使用,请先启用另一个配置',
    en: 'The storage {0} is enabled; enable another one before removing it',
  },
  ossInUse: {
    zh: '对象存储 {0} 中还有附件,请先删除这些附件',
    en: 'The storage {0} still keeps attachments; remove them first',
  },
  smsCodeTaken: { zh: '短信编号已存在: {0}', en: 'This SMS code is already taken: {0}' },
  smsFieldRequired: { zh: '{0}: 不能为空', en: '{0}: required for this provider' },
  smsEnabledRemove: {
    zh: '短信配置 {0} 正在使用,请先启用另一个配置',
    en: 'The SMS configuration {0} is enabled; enable another one before removing it',
  },
  smsNotConfigured: {
    zh: '没有启用的短信配置,请先在短信配置中启用一个',
    en: 'No SMS configuration is enabled; enable one under SMS first',
  },
  smsConfigMissing: { zh: '短信配置不存在: {0}', en: 'No such SMS configuration: {0}' },
  smsPhoneInvalid: {
    zh: 'phones: 手机号码不正确: {0}',
    en: 'phones: not a valid mobile number: {0}',
  },
  smsTooManyPhones: { zh: 'phones: 一次最多发送 {0} 个号码', en: 'phones: at most {0} numbers at once' },
  smsParamsInvalid: {
    zh: 'params: 必须是字符串值的 JSON 对象',
    en: 'params: must be a JSON object of strings',
  },
  smsRateLimited: {
    zh: '号码 {0} 发送过于频繁,请稍后再试',
    en: 'Too many messages to {0}; try again later',
  },
  smsProviderFailed: { zh: '短信发送失败: {0}', en: 'The SMS provider refused the message: {0}' },
} as const satisfies Record<string, Names>;
