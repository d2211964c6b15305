import { useId } from 'react';
import { vatRateLabel, type InvoiceAmounts } from '../../../../domain/invoicing/invoice-amounts';
import { useLocale, usePrice } from '../../../lib/use-root';
import { useBackTranslation } from '../use-back-translation';

/**
 * The invoice's totals as they will be issued: net, VAT and gross per rate and in all, computed
 * in the page by the server's own function (invoice-form-values.ts). Not a live region: it
 * changes at every key pressed, and the confirmation says the total before anything is issued.
 */
export function TotalsPreview({ amounts }: { amounts: InvoiceAmounts | null }) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const price = usePrice();
  const titleId = useId();
  return (
    <section className="invoice-form__totals" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('invoiceForm.totals')}</h2>
      {amounts === null ? (
        <p>{t('invoiceForm.totalsPending')}</p>
      ) : (
        <>
          <p>
            {t('invoiceForm.subtotal', { amount: price(amounts.subtotalGrossCents) })}
            {amounts.discountCents > 0 && (
              <>
                <br />
                {t('invoiceForm.discountLine', { amount: price(amounts.discountCents) })}
              </>
            )}
            {amounts.shippingCents > 0 && (
              <>
                <br />
                {t('invoiceForm.shippingLine', { amount: price(amounts.shippingCents) })}
              </>
            )}
          </p>
          <table className="orders-desk__table">
            <thead>
              <tr>
                <th scope="col">{t('invoiceForm.rate')}</th>
                <th scope="col">{t('invoiceForm.net')}</th>
                <th scope="col">{t('invoiceForm.vat')}</th>
                <th scope="col">{t('invoiceForm.gross')}</th>
              </tr>
            </thead>
            <tbody>
              {amounts.rates.map((rate) => (
                <tr key={rate.vatRateBp}>
                  <th scope="row">{t('invoiceForm.rateRow', { rate: vatRateLabel(rate.vatRateBp, locale) })}</th>
                  <td>{price(rate.netCents)}</td>
                  <td>{price(rate.vatCents)}</td>
                  <td>{price(rate.grossCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('invoiceForm.total')}</th>
                <td>{price(amounts.totalNetCents)}</td>
                <td>{price(amounts.totalVatCents)}</td>
                <td>{price(amounts.totalGrossCents)}</td>
              </tr>
            </tfoot>
          </table>
        </>
      )}
    </section>
  );
}
