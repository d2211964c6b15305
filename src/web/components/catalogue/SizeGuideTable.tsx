import { useTranslation } from '../../lib/use-translation';
import type { SizeGuideRow } from '../../../domain/catalogue/size-guide';

/** One of the spec's size tables: size, chest range and length in centimetres. */
export function SizeGuideTable({ rows }: { rows: readonly SizeGuideRow[] }) {
  const { t } = useTranslation('catalogue');
  return (
    <table className="size-table">
      <caption>{t('panels.sizeGuideCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('panels.sizeColumn')}</th>
          <th scope="col">{t('panels.chestColumn')}</th>
          <th scope="col">{t('panels.lengthColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.size}>
            <th scope="row">{row.size}</th>
            <td>{t('panels.chestRange', { min: row.chestCm.min, max: row.chestCm.max })}</td>
            <td>{row.lengthCm}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
