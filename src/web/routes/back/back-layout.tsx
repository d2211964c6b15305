import { Outlet, redirect } from 'react-router';
import { BACK_LANDING_PATH, BACK_LOGIN_PATH, backPageRedirect, findBackPage } from '../../../domain/staff/back-office-pages';
import { BackLoading } from '../../components/back/BackLoading';
import { BackSidebar } from '../../components/back/BackSidebar';
import { staffApi } from '../../components/back/staff-api';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/back-layout';
import '../../components/back/back.css';

/** The server renders the loading state only, the same for everyone (GUIDE 1): no staff data ever leaves it. */
export const handle = sharedPage;

/**
 * Every back-office page but the sign-in passes here, in the browser, at each navigation: no
 * staff session sends to /back/login, a collaborator on an administrators' page to the orders
 * list (spec back-office sections 2 and 6), /back and an unknown /back/ address to the
 * dashboard. The API checks the same rules on every call; this only spares the staff pages
 * they may not use.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [session, sidebar] = await Promise.all([staffApi.session(), staffApi.sidebar()]);
  const { pathname } = new URL(request.url);
  if (!session.ok && session.error.status !== 401) throw new Response(null, { status: 503 });
  const staff = session.ok ? session.data.staff : null;
  const to = backPageRedirect(pathname, staff?.role ?? null) ?? (findBackPage(pathname) ? null : BACK_LANDING_PATH);
  if (to || !staff) throw redirect(to ?? BACK_LOGIN_PATH);
  return { staff, unconsultedOrders: sidebar.ok ? sidebar.data.unconsultedOrders : null };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <BackLoading />;
}

export default function BackLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  return (
    <div className="back-shell">
      <a className="skip-link" href="#back-content">
        {t('shell.skip')}
      </a>
      <BackSidebar staff={loaderData.staff} unconsultedOrders={loaderData.unconsultedOrders} />
      <main id="back-content" className="back-page" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
