import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import type { SettingKey } from '../../../domain/settings';
import { imageUrl } from '../../lib/images';
import { useSettings } from '../../lib/use-root';

const CATEGORIES: { to: string; label: string; image: SettingKey }[] = [
  { to: '/nouveautés', label: 'nav.newIn', image: 'NewIn-img' },
  { to: '/t-shirts', label: 'nav.tshirts', image: 'T-shirt-img' },
  { to: '/sweat-shirts', label: 'nav.sweatshirts', image: 'sweat-img' },
  { to: '/accessoires', label: 'nav.accessories', image: 'Accessories-img' },
];

/** The four doors into the shop, each with the picture staff chose in the settings. */
export function CategoryCards() {
  const { t } = useTranslation('common');
  const settings = useSettings();
  return (
    <section className="categories" aria-labelledby="home-categories-title">
      <h2 id="home-categories-title" className="home__section-title">
        {t('home.categoriesTitle')}
      </h2>
      <ul className="categories__list">
        {CATEGORIES.map(({ to, label, image }) => {
          const file = settings[image];
          return (
            <li key={to}>
              <Link to={to} className="category-card">
                {file ? (
                  <img
                    src={imageUrl(file, 400)}
                    // Category pictures come as a 400 px variant and the 800 px original.
                    srcSet={`${imageUrl(file, 400)} 400w, ${imageUrl(file)} 800w`}
                    sizes="(min-width: 1200px) 282px, (min-width: 900px) 24vw, 48vw"
                    width={400}
                    height={500}
                    loading="lazy"
                    decoding="async"
                    alt=""
                  />
                ) : (
                  <span className="category-card__blank" aria-hidden="true" />
                )}
                <span className="category-card__label">{t(label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
