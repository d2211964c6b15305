import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { errorSchema } from '../catalogue/schemas';
import { readSalesDashboard } from './repo';
import { salesDashboardSchema } from './schemas';

export type DashboardDeps = { db: Database; now: () => Date };

/** The back office's landing page: how the shop is doing (beyond the spec; issue 11, ADR 23). */
export const adminDashboardRoutes: FastifyPluginAsyncZod<DashboardDeps> = async (app, { db, now }) => {
  app.get(
    '/dashboard',
    {
      // Both staff roles land on it.
      config: { access: 'staff' },
      schema: {
        tags: ['admin-dashboard'],
        summary:
          'Sales of paid, not cancelled orders in Paris days (today, 7 and 30 days against the period before, the last 90 days day by day), best sellers, low stock, orders awaiting a decision',
        response: { 200: salesDashboardSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => readSalesDashboard(db, now()),
  );
};
