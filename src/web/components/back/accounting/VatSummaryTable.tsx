import type { VatSummary } from '../../../../domain/accounting/vat-summary';
import { vatRateLabel } from '../../../../domain/invoicing/invoice-amounts';
import { formatPrice } from '../../../../domain/money';
import { useLocale } from '../../../lib/use-root';
import { useBackTranslation } from '../use-back-translation';

/** The period's VAT per rate, invoices less credit notes, then the total: what the VAT return declares. */
export function VatSummaryTable({ summary }: { summary: VatSummary }) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const rows = [
    ...summary.rates.map((rate) => ({ key: String(rate.vatRateBp), label: vatRateLabel(rate.vatRateBp, locale), amounts: rate })),
    { key: 'total', label: t('accounting.total'), amounts: summary.total },
  ];
  return (
    <table className="accounting-vat">
      <caption className="visually-hidden">{t('accounting.vatCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('accounting.rate')}</th>
          <th scope="col">{t('accounting.net')}</th>
          <th scope="col">{t('accounting.vat')}</th>
          <th scope="col">{t('accounting.gross')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, label, amounts }) => (
          <tr key={key} className={key === 'total' ? 'accounting-vat__total' : undefined}>
            <th scope="row">{label}</th>
            <td>{formatPrice(amounts.netCents, locale)}</td>
            <td>{formatPrice(amounts.vatCents, locale)}</td>
            <td>{formatPrice(amounts.grossCents, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
