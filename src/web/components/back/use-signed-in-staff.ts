import { useRouteLoaderData } from 'react-router';
import type { SessionStaff } from '../../../domain/staff/staff';

/** The staff member the back office's layout signed in (its loader ran first): pages show administrators' actions from it; the API checks again. */
export function useSignedInStaff(): SessionStaff | null {
  const layout = useRouteLoaderData('routes/back/back-layout') as { staff: SessionStaff } | undefined;
  return layout?.staff ?? null;
}
