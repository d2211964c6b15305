import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CATEGORY_PATHS, NEW_IN_PATH } from '../../../domain/catalogue/list-section';
import { CATEGORIES } from '../../../domain/catalogue/types';
import { useTranslation } from '../../lib/use-translation';

/** The ways back into the shop when a page has nothing to show: the new arrivals and the three categories (`children` add more). */
export function DepartmentLinks({ className, children }: { className: string; children?: ReactNode }) {
  const { t } = useTranslation('catalogue');
  return (
    <ul className={className}>
      <li>
        <Link to={NEW_IN_PATH}>{t('sections.new')}</Link>
      </li>
      {CATEGORIES.map((category) => (
        <li key={category}>
          <Link to={CATEGORY_PATHS[category]}>{t(`sections.${category}`)}</Link>
        </li>
      ))}
      {children}
    </ul>
  );
}
