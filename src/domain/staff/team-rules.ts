import type { StaffRole } from './staff';

/** A change an administrator makes to a member that may take an administrator away. */
export type TeamChange = { kind: 'delete' } | { kind: 'role'; to: StaffRole };

/**
 * Why an administrator's change is refused, or null when it may go ahead:
 * - `last_admin`: the shop would be left without an administrator, and nobody could manage the
 *   team or the settings again;
 * - `own_account`: an administrator does not delete their own account (another one does, on
 *   purpose); they may step down to collaborator while another administrator remains.
 * `adminIds` are the administrators as they are now, read under the lock that orders such
 * changes (ADR 21).
 */
export function teamChangeRefusal(
  actorId: number,
  target: { id: number; role: StaffRole },
  change: TeamChange,
  adminIds: readonly number[],
): 'last_admin' | 'own_account' | null {
  const takesAnAdministrator = target.role === 'admin' && (change.kind === 'delete' || change.to !== 'admin');
  if (takesAnAdministrator && !adminIds.some((id) => id !== target.id)) return 'last_admin';
  if (change.kind === 'delete' && target.id === actorId) return 'own_account';
  return null;
}
