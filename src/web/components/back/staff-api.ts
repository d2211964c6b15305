import { callApi } from '../../lib/api';
import type { StaffRole } from '../../../domain/staff/staff';

export type StaffView = { staff: { firstName: string; lastName: string; email: string; role: StaffRole } };
type Message = { message: string };

/** The back office's calls to the staff session API (src/server/features/staff/routes.ts). */
export const staffApi = {
  session: () => callApi<StaffView>('GET', '/api/admin/session'),
  signIn: (body: { email: string; password: string }) => callApi<StaffView>('POST', '/api/admin/session', body),
  signOut: () => callApi<void>('DELETE', '/api/admin/session'),
  forgotPassword: (email: string) => callApi<Message>('POST', '/api/admin/session/password/forgot', { email }),
  resetPassword: (body: { email: string; code: string; password: string }) => callApi<Message>('POST', '/api/admin/session/password/reset', body),
  /** A new member's first password, from their invitation link: it signs them in. */
  acceptInvitation: (body: { email: string; code: string; password: string }) => callApi<StaffView>('POST', '/api/admin/session/invitation', body),
  sidebar: () => callApi<{ unconsultedOrders: number }>('GET', '/api/admin/sidebar'),
};
