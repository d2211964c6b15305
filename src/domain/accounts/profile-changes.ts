import { sameEmail } from './fields';
import type { ProfileInput } from './schemas';

export type ProfileChanges = {
  /** The names to save, when either differs from the stored ones. */
  names: { firstName: string; lastName: string } | null;
  /** A different address to confirm before it replaces the current one. */
  newEmail: string | null;
};

/**
 * What a personal-information form changes. Names apply at once; a new address only after
 * its owner follows the link sent to it. The same address typed in another case is no change.
 */
export function profileChanges(current: ProfileInput, input: ProfileInput): ProfileChanges {
  const namesChanged = current.firstName !== input.firstName || current.lastName !== input.lastName;
  return {
    names: namesChanged ? { firstName: input.firstName, lastName: input.lastName } : null,
    newEmail: sameEmail(current.email, input.email) ? null : input.email,
  };
}

export function changesNothing(changes: ProfileChanges): boolean {
  return changes.names === null && changes.newEmail === null;
}
