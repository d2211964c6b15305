import type { SizeGuideRow } from '../../../domain/catalogue/size-guide';
import { useTranslation } from '../../lib/use-translation';

type Props = { rows: readonly SizeGuideRow[]; caption: string; className: string };

/**
 * One of the spec's size tables (size, chest range and length in centimetres), shown in the
 * product page's size-guide panel and on the /guide page.
 */
export function SizeGuideTable({ rows, caption, className }: Props) {
  const { t } = useTranslation('catalogue');
  return (
    <table className={className}>
      <caption>{caption}</caption>
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
