import { Link } from 'react-router';
import { shiftMonth, type AccountingPeriod } from '../../../../domain/accounting/accounting-period';
import { useLocale } from '../../../lib/use-root';
import { periodQuery } from './accounting-api';
import { monthName } from './period-title';
import { useBackTranslation } from '../use-back-translation';

/** The month before and after the one the period starts in: the usual way from one month's files to the next. */
export function MonthLinks({ period }: { period: AccountingPeriod }) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const previous = shiftMonth(period, -1);
  const next = shiftMonth(period, 1);
  return (
    <nav aria-label={t('accounting.months')} className="accounting-months">
      <Link to={`?${periodQuery(previous)}`}>{t('accounting.previousMonth', { month: monthName(previous.from, locale) })}</Link>
      <Link to={`?${periodQuery(next)}`}>{t('accounting.nextMonth', { month: monthName(next.from, locale) })}</Link>
    </nav>
  );
}
