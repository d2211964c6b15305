import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { backPagePath, BACK_LOGIN_PATH, BACK_PAGES, SIDEBAR } from '../../../domain/staff/back-office-pages';
import { staffMayPass } from '../../../domain/staff/staff';
import { LanguageSwitch } from '../chrome/LanguageSwitch';
import { staffApi, type StaffView } from './staff-api';
import { useBackTranslation } from './use-back-translation';

type Props = { staff: StaffView['staff']; unconsultedOrders: number | null };

/**
 * The back office's navigation: every section the staff member may open (administrators see
 * their extra sections, collaborators do not), the unconsulted orders badge, the language
 * switch and sign-out. On a phone it is a bar with a "Menu" button that opens it, so the page
 * itself is on the first screen; it closes again once a section is chosen.
 */
export function BackSidebar({ staff, unconsultedOrders }: Props) {
  const { t } = useBackTranslation();
  const navigate = useNavigate();
  const links = SIDEBAR.filter((key) => staffMayPass(staff.role, BACK_PAGES.find((page) => page.key === key)!.access));
  const [open, setOpen] = useState(false);
  const signOut = async () => {
    await staffApi.signOut();
    await navigate(BACK_LOGIN_PATH, { replace: true });
  };
  return (
    <aside className={open ? 'back-sidebar back-sidebar--open' : 'back-sidebar'}>
      <div className="back-sidebar__bar">
        <span className="back-sidebar__title">{t('meta.suffix')}</span>
        <button type="button" className="back-sidebar__toggle" aria-expanded={open} aria-controls="back-menu" onClick={() => setOpen(!open)}>
          {t('shell.menu')}
        </button>
      </div>
      <div id="back-menu" className="back-sidebar__menu">
        <p className="back-sidebar__who">{t('shell.signedInAs', { name: `${staff.firstName} ${staff.lastName}`, role: t(`roles.${staff.role}`) })}</p>
        <nav aria-label={t('shell.navigation')}>
          <ul className="back-sidebar__links">
            {links.map((key) => (
              <li key={key}>
                <NavLink to={backPagePath(key)} className="back-sidebar__link" onClick={() => setOpen(false)}>
                  {t(`sidebar.${key}`)}
                  {key === 'orders' && unconsultedOrders !== null && unconsultedOrders > 0 && (
                    <span className="back-sidebar__badge">
                      <span aria-hidden="true">{unconsultedOrders}</span>
                      <span className="visually-hidden">{t('shell.unconsulted', { count: unconsultedOrders })}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch />
        <button type="button" className="button button--ghost back-sidebar__sign-out" onClick={() => void signOut()}>
          {t('shell.signOut')}
        </button>
      </div>
    </aside>
  );
}
