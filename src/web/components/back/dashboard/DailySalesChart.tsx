import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { Locale } from '../../../../domain/locale';
import { dayLabel } from '../../../../domain/sales/paris-calendar';
import { formatPrice } from '../../../../domain/money';
import type { DailySales } from '../../../../domain/sales/sales-dashboard';
import { useBackTranslation } from '../use-back-translation';

// uPlot (about 50 KB) comes with the chart only, after the figures: never with any other page (ADR 23).
const RevenueChart = lazy(() => import('./RevenueChart'));

/** Shows `fallback` instead of a chart that could not be loaded (its file did not arrive): the table still holds the figures. */
class ChartFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Revenue per day over 90 days: a uPlot chart (a canvas, which screen readers cannot read)
 * named by a summary of what it shows, and the same figures in a table behind a disclosure.
 */
export function DailySalesChart({ daily, locale }: { daily: DailySales[]; locale: Locale }) {
  const { t } = useBackTranslation();
  const total = daily.reduce((sum, day) => ({ revenueCents: sum.revenueCents + day.revenueCents, orders: sum.orders + day.orders }), {
    revenueCents: 0,
    orders: 0,
  });
  // The first of the best days.
  const best = daily.reduce((top, day) => (day.revenueCents > top.revenueCents ? day : top), daily[0]!);
  const summary =
    total.orders === 0
      ? t('dashboard.chart.summaryEmpty')
      : t('dashboard.chart.summary', {
          total: formatPrice(total.revenueCents, locale),
          orders: t('dashboard.chart.orders', { count: total.orders }),
          day: dayLabel(best.day),
          best: formatPrice(best.revenueCents, locale),
        });
  return (
    <section className="dashboard-section dashboard-chart" aria-labelledby="dashboard-chart">
      <h2 id="dashboard-chart">{t('dashboard.chart.title')}</h2>
      <div className="dashboard-chart__plot" role="img" aria-label={summary}>
        <ChartFailure fallback={<p>{t('dashboard.chart.failed')}</p>}>
          <Suspense fallback={<p className="dashboard-chart__loading">{t('dashboard.chart.loading')}</p>}>
            <RevenueChart daily={daily} locale={locale} labels={{ day: t('dashboard.chart.day'), revenue: t('dashboard.chart.revenue') }} />
          </Suspense>
        </ChartFailure>
      </div>
      <details className="dashboard-chart__data">
        <summary>{t('dashboard.chart.showTable')}</summary>
        <table>
          <caption>{t('dashboard.chart.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.chart.day')}</th>
              <th scope="col">{t('dashboard.chart.revenue')}</th>
              <th scope="col">{t('dashboard.chart.orders')}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayLabel(day.day)}</th>
                <td>{formatPrice(day.revenueCents, locale)}</td>
                <td>{day.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
