import { useTranslation } from '../../lib/use-translation';
import { DepartmentLinks } from './DepartmentLinks';

/** A search that found nothing (or nothing typed yet): says so, and offers the departments instead. */
export function SearchNoResult({ query }: { query: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="list-empty search-empty">
      <p>{query ? t('search.noResult', { query }) : t('search.prompt')}</p>
      <p>{t('search.tryCategories')}</p>
      <DepartmentLinks className="search-empty__links" />
    </div>
  );
}
