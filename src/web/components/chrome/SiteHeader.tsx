import { useTranslation } from '../../lib/use-translation';
import { Link, NavLink, useLocation } from 'react-router';
import { imageUrl } from '../../lib/images';
import { useShopper } from '../../lib/shopper';
import { useRoot } from '../../lib/use-root';
import { signInHref } from '../account/sign-in-links';
import { HeaderSearch } from './HeaderSearch';
import { BagIcon, UserIcon } from './icons';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import { useHydrated } from './use-hydrated';

/**
 * The header is the same HTML for everyone (shared pages, ADR 9): who is signed in and what the
 * cart holds come from the shopper hint once the page runs, in places of a fixed size.
 */
export function SiteHeader() {
  const { t } = useTranslation('common');
  const { settings, collections } = useRoot();
  const { signedIn, cartCount } = useShopper();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const company = settings['name company'] || t('shopName');
  const logo = settings.logo;

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <MobileMenu collections={collections} />
        <Link to="/" className="site-header__logo">
          {logo ? (
            <img src={imageUrl(logo)} alt={t('nav.home', { company })} width={400} height={120} />
          ) : (
            <span className="site-header__wordmark">
              <span className="visually-hidden">{t('nav.home', { company })}</span>
              <span aria-hidden="true">{company}</span>
            </span>
          )}
        </Link>
        <nav className="site-nav" aria-label={t('nav.label')} data-enhanced={hydrated || undefined}>
          <ul className="site-nav__list">
            <li>
              <NavLink to="/nouveautés" className="site-nav__link">
                {t('nav.newIn')}
              </NavLink>
            </li>
            <li>
              <NavDropdown
                id="nav-products"
                label={t('nav.products')}
                items={[
                  { to: '/t-shirts', label: t('nav.tshirts') },
                  { to: '/sweat-shirts', label: t('nav.sweatshirts') },
                  { to: '/accessoires', label: t('nav.accessories') },
                ]}
              />
            </li>
            <li>
              <NavDropdown
                id="nav-collections"
                label={t('nav.collections')}
                empty={t('nav.noCollections')}
                items={collections.map((c) => ({ to: `/collection/${c.id}`, label: c.name }))}
              />
            </li>
          </ul>
        </nav>
        <div className="site-header__actions">
          <HeaderSearch />
          {/* Signed in: the customer's orders (spec); otherwise sign-in, then back here. */}
          <Link to={signedIn ? '/commandes' : signInHref(pathname, search)} className="icon-button">
            <UserIcon />
            <span className="visually-hidden">{signedIn ? t('account:menu.myAccount') : t('nav.signIn')}</span>
          </Link>
          <Link to="/panier" className="icon-button cart-link">
            <BagIcon />
            <span className="cart-link__badge" aria-hidden="true">
              {cartCount}
            </span>
            <span className="visually-hidden">{t('nav.cart', { count: cartCount })}</span>
          </Link>
        </div>
      </div>
    </header>
  );
}
