import type { SortDirection } from '../../../domain/orders/staff-orders';
import { useBackTranslation } from './use-back-translation';

type Props = {
  sort: string;
  dir: SortDirection;
  /** What the list sorts by; by date or amount unless told (orders, invoices). */
  choices?: readonly { value: string; label: string }[];
};

/** The sort controls the back office's lists share (what by, either way), for a GET form whose state is the URL. */
export function SortFields({ sort, dir, choices }: Props) {
  const { t } = useBackTranslation();
  const options = choices ?? [
    { value: 'date', label: t('sorting.sortDate') },
    { value: 'amount', label: t('sorting.sortAmount') },
  ];
  return (
    <>
      <label>
        {t('sorting.sort')}
        <select name="sort" defaultValue={sort}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
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
