import type { AuditPage } from '../../../../domain/staff/audit-log';
import { callApi } from '../../../lib/api';

/** The journal's call (src/server/features/audit/routes.ts). */
export const auditApi = {
  list: (query: URLSearchParams) => callApi<AuditPage>('GET', `/api/admin/audit-log?${query}`),
};
