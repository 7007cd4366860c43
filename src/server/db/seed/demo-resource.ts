import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { ossConfigs, smsConfigs } from '../schema/resources.ts';
import { DEMO_TENANT_ID } from './demo-accounts.ts';

/**
 * The demo tenant's resource configurations: uploads to the server's own disk (enabled, 20 MB), and SMS through
 * the log provider (enabled), so 附件管理 and 发送短信 work out of the box and nothing leaves the machine. Added
 * only while the tenant has no configuration of that kind.
 */
export async function seedDemoResources(db: Database) {
  const [oss] = await db.select().from(ossConfigs).where(eq(ossConfigs.tenantId, DEMO_TENANT_ID)).limit(1);
  if (!oss) {
    await db.insert(ossConfigs).values({
      id: '9200001',
      tenantId: DEMO_TENANT_ID,
      category: 1,
      ossCode: 'local',
      maxFileSize: 20,
      remark: '服务器本地磁盘 (DATA_DIR/files)',
      status: 2,
    });
  }
  const [sms] = await db.select().from(smsConfigs).where(eq(smsConfigs.tenantId, DEMO_TENANT_ID)).limit(1);
  if (!sms) {
    await db.insert(smsConfigs).values({
      id: '9200101',
      tenantId: DEMO_TENANT_ID,
      category: 1,
      smsCode: 'dev-log',
      templateId: 'DEMO_CODE',
      signName: '采购平台',
      remark: '开发用: 只写发送日志,不真正发送',
      status: 2,
    });
  }
}
