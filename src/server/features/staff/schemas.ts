import { z } from 'zod';
import { STAFF_ROLES, type SessionStaff } from '../../../domain/staff/staff';

/** Response shapes of the staff session API, for the OpenAPI document. */

export const staffMemberSchema = z.object({
  staff: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), role: z.enum(STAFF_ROLES) }),
});

/** What the back office learns of the signed-in staff member (never their id or login). */
export const staffMemberView = ({ firstName, lastName, email, role }: Pick<SessionStaff, 'firstName' | 'lastName' | 'email' | 'role'>) => ({
  staff: { firstName, lastName, email, role },
});

export const sidebarSchema = z.object({
  unconsultedOrders: z.number().int().describe('Paid orders no staff member has opened yet (the sidebar badge)'),
});
