import { SHIPPING_BRACKETS } from '../../../domain/shipping-rates';
import { useLocale, usePrice } from '../../lib/use-root';
import { formatWeight } from './format';
import { usePagesTranslation } from './pages-i18n';

/** The shipping price of each weight bracket, from the same table the cart charges. */
export function ShippingTable() {
  const { t } = usePagesTranslation();
  const locale = useLocale();
  const price = usePrice();
  const rows = SHIPPING_BRACKETS.map((bracket, index) => {
    const previous = SHIPPING_BRACKETS[index - 1]?.upToGrams ?? 0;
    const label =
      bracket.upToGrams === null
        ? t('shared.shipping.above', { weight: formatWeight(previous, locale) })
        : t('shared.shipping.upTo', { weight: formatWeight(bracket.upToGrams, locale) });
    return { label, price: price(bracket.priceCents) };
  });
  return (
    <table className="info-table">
      <caption>{t('shared.shipping.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('shared.shipping.weight')}</th>
          <th scope="col">{t('shared.shipping.price')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td className="price">{row.price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
