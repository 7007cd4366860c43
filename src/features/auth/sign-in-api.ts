import type { GetTenantInfo200, GetTenantInfoParams } from '@/api/generated/blade-system/model';
import { http } from '@/api/http';

/**
 * GET /api/blade-system/tenant/info (operation getTenantInfo): the tenant bound to a domain. The same call as
 * the generated `getTenantInfo`, typed by the generated model, but not imported from the generated tenant module:
 * that module also holds the tenant screen's query hooks, and importing it would put @tanstack/react-query on the
 * sign-in page, which runs without it (src/app/sign-in-app.tsx). The login page's tests serve this call with the
 * generated MSW handler, which matches the contract's path.
 */
export function getBoundTenant(params: GetTenantInfoParams, signal?: AbortSignal): Promise<GetTenantInfo200> {
  return http<GetTenantInfo200>({ url: '/api/blade-system/tenant/info', method: 'GET', params, signal });
}
