import type { AccountingPeriod } from '../../../../domain/accounting/accounting-period';
import type { AccountingSummary } from '../../../../domain/accounting/export-files';
import { callApi } from '../../../lib/api';

/** The period as the page's address and the API both take it. */
export const periodQuery = (period: AccountingPeriod) => new URLSearchParams({ from: period.from, to: period.to });

/** The accounting page's calls (src/server/features/admin-accounting/routes.ts). */
export const accountingApi = {
  summary: (period: AccountingPeriod) => callApi<AccountingSummary>('GET', `/api/admin/accounting/summary?${periodQuery(period)}`),
  /** A link, not a call: the browser saves the file under the name the answer gives. */
  fileHref: (file: 'invoices' | 'vat' | 'fec', period: AccountingPeriod) => `/api/admin/accounting/${file}?${periodQuery(period)}`,
};
