import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { tenants } from '../../db/schema/platform.ts';

export function createTenantService(db: Database) {
  /** The tenant bound to a domain (the login page passes its origin); {} when none is. */
  async function infoByDomain(domain: string) {
    const host = domain.trim().replace(/\/+$/, '');
    if (!host) return {};
    const [tenant] = await db
      .select()
      .from(tenants)
      .where(and(eq(tenants.domain, host), eq(tenants.isDeleted, 0), eq(tenants.status, 1)));
    if (!tenant) return {};
    return {
      tenantId: tenant.tenantId,
      tenantName: tenant.tenantName,
      domain: tenant.domain,
      backgroundUrl: tenant.backgroundUrl,
    };
  }
  return { infoByDomain };
}
