import type { SalesDashboard } from '../../../../domain/sales/sales-dashboard';
import { callApi } from '../../../lib/api';

/** The dashboard's one call (src/server/features/admin-dashboard/routes.ts). */
export const dashboardApi = {
  get: () => callApi<SalesDashboard>('GET', '/api/admin/dashboard'),
};
