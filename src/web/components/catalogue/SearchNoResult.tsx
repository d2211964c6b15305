import { Link } from 'react-router';
import { CATEGORY_PATHS, NEW_IN_PATH } from '../../../domain/catalogue/list-section';
import { CATEGORIES } from '../../../domain/catalogue/types';
import { useTranslation } from '../../lib/use-translation';

/** A search that found nothing (or nothing typed yet): says so, and offers the departments instead. */
export function SearchNoResult({ query }: { query: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="list-empty search-empty">
      <p>{query ? t('search.noResult', { query }) : t('search.prompt')}</p>
      <p>{t('search.tryCategories')}</p>
      <ul className="search-empty__links">
        <li>
          <Link to={NEW_IN_PATH}>{t('sections.new')}</Link>
        </li>
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link to={CATEGORY_PATHS[category]}>{t(`sections.${category}`)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
