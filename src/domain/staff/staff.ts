/** The two kinds of staff (spec back-office section 1): administrators (adminAccess 1) and collaborators (0). */
export const STAFF_ROLES = ['admin', 'collaborator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The signed-in staff member, as the staff session gives it. */
export type SessionStaff = { id: number; email: string; firstName: string; lastName: string; role: StaffRole };

/**
 * Who may call a back-office endpoint or open a back-office page: anyone (sign-in, password
 * reset), any staff member, or administrators only. Administrators only is the default, so a
 * route that forgets to say is closed rather than open.
 */
export type StaffAccess = 'public' | 'staff' | 'admin';

export const DEFAULT_STAFF_ACCESS: StaffAccess = 'admin';

/** Whether a staff member of that role (null: nobody signed in as staff) may pass. */
export function staffMayPass(role: StaffRole | null, access: StaffAccess): boolean {
  if (access === 'public') return true;
  if (role === null) return false;
  return access === 'staff' || role === 'admin';
}
