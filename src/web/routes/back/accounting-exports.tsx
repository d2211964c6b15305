import { Suspense } from 'react';
import { Await, useRevalidator } from 'react-router';
import { defaultPeriod, readPeriod, type AccountingPeriod } from '../../../domain/accounting/accounting-period';
import type { AccountingSummary } from '../../../domain/accounting/export-files';
import type { ApiResult } from '../../lib/api';
import { accountingApi } from '../../components/back/accounting/accounting-api';
import { AccountingFiles } from '../../components/back/accounting/AccountingFiles';
import { MonthLinks } from '../../components/back/accounting/MonthLinks';
import { PeriodForm } from '../../components/back/accounting/PeriodForm';
import { periodTitle } from '../../components/back/accounting/period-title';
import { VatSummaryTable } from '../../components/back/accounting/VatSummaryTable';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';
import { useLocale } from '../../lib/use-root';
import type { Route } from './+types/accounting-exports';
import '../../components/back/accounting/accounting.css';

export const handle = sharedPage;

/**
 * /back/exports-comptables (beyond the spec, administrators only): the period is the address
 * (?from=&to=, Paris days), last month when it names none. A period the domain refuses is
 * shown as typed with its message, and nothing is asked of the server.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = new URL(request.url).searchParams;
  const [from, to] = [query.get('from'), query.get('to')];
  const reading = from === null && to === null ? { ok: true as const, period: defaultPeriod(new Date()) } : readPeriod(from ?? '', to ?? '');
  if (!reading.ok) return { typed: { from: from ?? '', to: to ?? '' }, refusal: reading.refusal, period: null, summary: null };
  return { typed: reading.period, refusal: null, period: reading.period, summary: accountingApi.summary(reading.period) };
}
clientLoader.hydrate = true as const;

export default function AccountingExports({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const { typed, refusal, period, summary } = loaderData;
  return (
    <>
      <BackPageTitle title={t('pages.accounting')} />
      <p>{t('accounting.intro')}</p>
      <PeriodForm key={`${typed.from}/${typed.to}`} typed={typed} refusal={refusal} />
      {period && summary && (
        <section aria-labelledby="accounting-period">
          <h2 id="accounting-period">{periodTitle(period, locale, (from, to) => t('accounting.range', { from, to }))}</h2>
          <MonthLinks period={period} />
          <Suspense fallback={<p role="status">{t('accounting.loading')}</p>}>
            <Await resolve={summary}>{(result) => <PeriodExports period={period} result={result} />}</Await>
          </Suspense>
        </section>
      )}
    </>
  );
}

function PeriodExports({ period, result }: { period: AccountingPeriod; result: ApiResult<AccountingSummary> }) {
  const { t } = useBackTranslation();
  const revalidator = useRevalidator();
  if (!result.ok) {
    return (
      <div role="alert">
        <p>{result.error.message || t('accounting.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void revalidator.revalidate()} aria-disabled={revalidator.state === 'loading'}>
          {t('accounting.retry')}
        </button>
      </div>
    );
  }
  const summary = result.data;
  const empty = summary.invoices + summary.creditNotes === 0;
  return (
    <>
      <p role="status">
        {empty
          ? t('accounting.empty')
          : t('accounting.documents', {
              invoices: t('accounting.invoiceCount', { count: summary.invoices }),
              creditNotes: t('accounting.creditNoteCount', { count: summary.creditNotes }),
            })}
      </p>
      <h3>{t('accounting.vatTitle')}</h3>
      <VatSummaryTable summary={summary} />
      <AccountingFiles period={period} files={summary.files} />
    </>
  );
}
