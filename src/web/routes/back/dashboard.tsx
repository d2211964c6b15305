import { Suspense } from 'react';
import { Await, useRevalidator } from 'react-router';
import { orderDateTimeLabel } from '../../../domain/orders/order-date';
import type { SalesDashboard } from '../../../domain/sales/sales-dashboard';
import type { ApiResult } from '../../lib/api';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { AwaitingOrders } from '../../components/back/dashboard/AwaitingOrders';
import { BestSellers } from '../../components/back/dashboard/BestSellers';
import { DailySalesChart } from '../../components/back/dashboard/DailySalesChart';
import { dashboardApi } from '../../components/back/dashboard/dashboard-api';
import { LowStock } from '../../components/back/dashboard/LowStock';
import { SalesCards } from '../../components/back/dashboard/SalesCards';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';
import { useLocale } from '../../lib/use-root';
import type { Route } from './+types/dashboard';
import '../../components/back/dashboard/dashboard.css';

export const handle = sharedPage;

/**
 * /back/tableau-de-bord, where staff land (beyond the spec, ADR 23): the page shows at once and
 * the figures follow (the loader hands over the call, not its answer).
 */
export function clientLoader() {
  return { dashboard: dashboardApi.get() };
}
clientLoader.hydrate = true as const;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  return (
    <>
      <BackPageTitle title={t('pages.dashboard')} />
      <p>{t('dashboard.intro')}</p>
      <Suspense
        fallback={
          <p role="status" className="dashboard__loading">
            {t('dashboard.loading')}
          </p>
        }
      >
        <Await resolve={loaderData.dashboard}>{(result) => <Figures result={result} />}</Await>
      </Suspense>
    </>
  );
}

function Figures({ result }: { result: ApiResult<SalesDashboard> }) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const busy = revalidator.state === 'loading';
  if (!result.ok) {
    return (
      <div role="alert" className="dashboard__failed">
        <p>{t('dashboard.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void revalidator.revalidate()} aria-disabled={busy}>
          {t('dashboard.retry')}
        </button>
      </div>
    );
  }
  const dashboard = result.data;
  return (
    <>
      <p className="dashboard__as-of">
        {t('dashboard.asOf', { when: orderDateTimeLabel(dashboard.at) })}{' '}
        <button type="button" className="button button--ghost" onClick={() => void revalidator.revalidate()} aria-disabled={busy}>
          {t('dashboard.refresh')}
        </button>
      </p>
      <SalesCards periods={dashboard.periods} locale={locale} />
      <DailySalesChart daily={dashboard.daily} locale={locale} />
      <div className="dashboard-panels">
        <AwaitingOrders awaiting={dashboard.awaiting} locale={locale} />
        <BestSellers sellers={dashboard.bestSellers} locale={locale} />
        <LowStock lowStock={dashboard.lowStock} locale={locale} />
      </div>
    </>
  );
}
