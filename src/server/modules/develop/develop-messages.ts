import type { Names } from '../../lib/code-names.ts';

/** Data sources and the code generator (blade-develop.yaml), merged into MessageKey. */
export const DEVELOP_MESSAGES = {
  datasourceNameTaken: {
    zh: 'name: 数据源名称已存在: {0}',
    en: 'name: a data source named {0} already exists',
  },
  datasourceUrlInvalid: {
    zh: 'url: 不是有效的 PostgreSQL 连接地址,应为 jdbc:postgresql://主机:端口/数据库',
    en: 'url: not a PostgreSQL URL; write it as jdbc:postgresql://host:port/database',
  },
  datasourceUrlNoHost: { zh: 'url: 连接地址缺少主机名', en: 'url: the URL names no host' },
  datasourceUrlBadPort: {
    zh: 'url: 端口应为 1-65535 之间的整数: {0}',
    en: 'url: the port must be a whole number from 1 to 65535: {0}',
  },
  datasourceUrlNoDatabase: { zh: 'url: 连接地址缺少数据库名', en: 'url: the URL names no database' },
  datasourcePasswordRequired: { zh: 'password: 请输入密码', en: 'password: enter the password' },
  codeTableMissing: {
    zh: 'tableName: 数据库中没有此表: {0}',
    en: 'tableName: this database has no table {0}',
  },
  codePrefixMismatch: {
    zh: 'tablePrefix: 表前缀 {0} 不是表名 {1} 的开头',
    en: 'tablePrefix: the prefix {0} does not begin the table name {1}',
  },
  codeResourceEmpty: {
    zh: 'tablePrefix: 去掉表前缀后表名为空: {0}',
    en: 'tablePrefix: nothing of the table name {0} is left without the prefix',
  },
  codeNoColumns: {
    zh: 'tableName: 表 {0} 除主键、租户和审计字段外没有其他字段,无可生成的内容',
    en: 'tableName: the table {0} has no columns besides id, tenant and audit columns; nothing to generate',
  },
} as const satisfies Record<string, Names>;
