import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { CATEGORY_PATHS } from '../../../domain/catalogue/list-section';
import { CATEGORIES, type Category } from '../../../domain/catalogue/types';

/** The list pages' category menu (spec section 2); the category being shown is marked current. */
export function CategoryMenu({ current }: { current: Category | null }) {
  const { t } = useTranslation('catalogue');
  return (
    <nav className="category-menu" aria-label={t('list.categories')}>
      <ul>
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link to={CATEGORY_PATHS[category]} aria-current={category === current ? 'page' : undefined} className="category-menu__link">
              {t(`sections.${category}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
