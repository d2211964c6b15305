import { SIZE_GUIDE } from '../../../domain/catalogue/size-guide';
import { useLocale } from '../../lib/use-root';
import { formatRange } from './format';
import { usePagesTranslation } from './pages-i18n';

/** The spec's size table of one garment category: chest range and length in centimetres. */
export function SizeTable({ category }: { category: keyof typeof SIZE_GUIDE }) {
  const { t } = usePagesTranslation();
  const locale = useLocale();
  return (
    <table className="info-table">
      <caption>{t(`sizeGuide.table.${category}`)}</caption>
      <thead>
        <tr>
          <th scope="col">{t('sizeGuide.table.size')}</th>
          <th scope="col">{t('sizeGuide.table.chest')}</th>
          <th scope="col">{t('sizeGuide.table.length')}</th>
        </tr>
      </thead>
      <tbody>
        {SIZE_GUIDE[category].map((row) => (
          <tr key={row.size}>
            <th scope="row">{row.size}</th>
            <td>{formatRange(row.chestCm.min, row.chestCm.max, locale)}</td>
            <td>{row.lengthCm}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
