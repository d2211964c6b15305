import { describe, expect, it } from 'vitest';
import { changesNothing, profileChanges } from './profile-changes';

const current = { firstName: 'Zoé', lastName: 'Martin', email: 'zoe@example.fr' };

describe('profile changes', () => {
  it('sees nothing to do when the form is sent back as it was, whatever the e-mail case', () => {
    expect(changesNothing(profileChanges(current, { ...current, email: 'ZOE@example.FR' }))).toBe(true);
  });

  it('applies names and asks to confirm a new address separately', () => {
    expect(profileChanges(current, { ...current, lastName: 'Dupont' })).toEqual({ names: { firstName: 'Zoé', lastName: 'Dupont' }, newEmail: null });
    expect(profileChanges(current, { ...current, email: 'zoe@example.com' })).toEqual({ names: null, newEmail: 'zoe@example.com' });
  });

  it('treats a change of letter case in a name as a change', () => {
    expect(profileChanges(current, { ...current, firstName: 'zoé' }).names).not.toBeNull();
  });
});
