import { redirect } from 'react-router';
import { BACK_LANDING_PATH } from '../../../domain/staff/back-office-pages';
import { BackLoading } from '../../components/back/BackLoading';
import { staffApi } from '../../components/back/staff-api';
import { StaffLoginPage } from '../../components/back/StaffLoginPage';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/login';
import '../../components/back/back.css';

export const handle = sharedPage;

/** A staff member already signed in goes on to the dashboard; a reset or invitation link is followed whoever is signed in. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const mode = new URL(request.url).searchParams.get('mode');
  if (mode === 'reset' || mode === 'invitation') return null;
  if ((await staffApi.session()).ok) throw redirect(BACK_LANDING_PATH);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <BackLoading />;
}

export default function StaffLogin() {
  return <StaffLoginPage />;
}
