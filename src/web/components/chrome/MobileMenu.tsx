import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { NavLink, useLocation } from 'react-router';
import { keepTabInside } from './focus-trap';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, MenuIcon } from './icons';
import { useHydrated } from './use-hydrated';

type Props = { collections: { id: number; name: string }[] };

/**
 * The phone menu: a curtain sliding in from the left (300 ms) with the shop's links and a
 * Collections sub-menu. While open it is modal: focus stays inside, Escape closes it and the
 * page behind does not scroll. Without JavaScript, CSS shows it while the burger has focus.
 */
export function MobileMenu({ collections }: Props) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [submenu, setSubmenu] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const collectionsRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  // A followed link closes the menu: the state is adjusted during the render that sees the new page.
  const [shownFor, setShownFor] = useState(key);
  if (shownFor !== key) {
    setShownFor(key);
    setOpen(false);
    setSubmenu(false);
  }

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    setSubmenu(false);
    burgerRef.current?.focus();
  };
  const openSubmenu = () => {
    setSubmenu(true);
    // Wait for the sub-menu to become visible before moving focus into it.
    requestAnimationFrame(() => backRef.current?.focus());
  };
  const closeSubmenu = () => {
    setSubmenu(false);
    requestAnimationFrame(() => collectionsRef.current?.focus());
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (panelRef.current) {
      keepTabInside(event, panelRef.current);
    }
  };

  return (
    <div className="mobile-nav" data-enhanced={hydrated || undefined}>
      <button
        ref={burgerRef}
        type="button"
        className="icon-button mobile-nav__burger"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        <span className="visually-hidden">{t('nav.openMenu')}</span>
      </button>
      <div className="mobile-nav__backdrop" data-open={open || undefined} onClick={close} aria-hidden="true" />
      {/* A modal's Escape and focus trap belong on the dialog itself. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panelRef}
        id="mobile-menu"
        className="mobile-nav__curtain"
        data-open={open || undefined}
        data-submenu={submenu || undefined}
        role="dialog"
        aria-modal="true"
        aria-label={t('generic.menu')}
        inert={hydrated && !open}
        onKeyDown={onKeyDown}
      >
        <div className="mobile-nav__top">
          <button ref={closeRef} type="button" className="icon-button" onClick={close}>
            <CloseIcon />
            <span className="visually-hidden">{t('nav.closeMenu')}</span>
          </button>
        </div>
        <div className="mobile-nav__panels">
          <nav className="mobile-nav__panel" aria-label={t('nav.label')} inert={hydrated && submenu}>
            <ul>
              <li>
                <NavLink to="/nouveautés">{t('nav.newIn')}</NavLink>
              </li>
              <li>
                <NavLink to="/t-shirts">{t('nav.tshirts')}</NavLink>
              </li>
              <li>
                <NavLink to="/sweat-shirts">{t('nav.sweatshirts')}</NavLink>
              </li>
              <li>
                <NavLink to="/sacs">{t('nav.accessories')}</NavLink>
              </li>
              <li>
                <button
                  ref={collectionsRef}
                  type="button"
                  className="mobile-nav__more"
                  aria-expanded={submenu}
                  aria-controls="mobile-menu-collections"
                  onClick={openSubmenu}
                >
                  {t('nav.collections')}
                  <ChevronRightIcon />
                </button>
              </li>
            </ul>
          </nav>
          <div id="mobile-menu-collections" className="mobile-nav__panel mobile-nav__panel--sub" inert={hydrated && !submenu}>
            <button ref={backRef} type="button" className="mobile-nav__back" onClick={closeSubmenu}>
              <ChevronLeftIcon />
              {t('generic.back')}
            </button>
            <h2 className="mobile-nav__title">{t('nav.collections')}</h2>
            {collections.length > 0 ? (
              <ul>
                {collections.map((collection) => (
                  <li key={collection.id}>
                    <NavLink to={`/collection/${collection.id}`}>{collection.name}</NavLink>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mobile-nav__empty">{t('nav.noCollections')}</p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
