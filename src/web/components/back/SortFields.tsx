import type { SortDirection, StaffOrderSort } from '../../../domain/orders/staff-orders';
import { useBackTranslation } from './use-back-translation';

/** The sort controls the back office's lists share (by date or amount, either way), for a GET form whose state is the URL. */
export function SortFields({ sort, dir }: { sort: StaffOrderSort; dir: SortDirection }) {
  const { t } = useBackTranslation();
  return (
    <>
      <label>
        {t('sorting.sort')}
        <select name="sort" defaultValue={sort}>
          <option value="date">{t('sorting.sortDate')}</option>
          <option value="amount">{t('sorting.sortAmount')}</option>
        </select>
      </label>
      <label>
        {t('sorting.dir')}
        <select name="dir" defaultValue={dir}>
          <option value="desc">{t('sorting.desc')}</option>
          <option value="asc">{t('sorting.asc')}</option>
        </select>
      </label>
    </>
  );
}
