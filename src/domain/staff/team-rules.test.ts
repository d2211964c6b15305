import { describe, expect, it } from 'vitest';
import { teamChangeRefusal } from './team-rules';

const admin = (id: number) => ({ id, role: 'admin' as const });
const collaborator = (id: number) => ({ id, role: 'collaborator' as const });

describe('team change rules', () => {
  it('lets an administrator demote or delete another administrator while one remains', () => {
    expect(teamChangeRefusal(1, admin(2), { kind: 'role', to: 'collaborator' }, [1, 2])).toBeNull();
    expect(teamChangeRefusal(1, admin(2), { kind: 'delete' }, [1, 2])).toBeNull();
  });

  it('lets an administrator step down while another administrator remains, never the last one', () => {
    expect(teamChangeRefusal(1, admin(1), { kind: 'role', to: 'collaborator' }, [1, 2])).toBeNull();
    expect(teamChangeRefusal(1, admin(1), { kind: 'role', to: 'collaborator' }, [1])).toBe('last_admin');
    // Keeping the role is no demotion.
    expect(teamChangeRefusal(1, admin(1), { kind: 'role', to: 'admin' }, [1])).toBeNull();
  });

  it('never lets the last administrator be deleted, and no administrator delete their own account', () => {
    expect(teamChangeRefusal(1, admin(1), { kind: 'delete' }, [1])).toBe('last_admin');
    expect(teamChangeRefusal(1, admin(1), { kind: 'delete' }, [1, 2])).toBe('own_account');
  });

  it('changes collaborators freely, promotions included', () => {
    expect(teamChangeRefusal(1, collaborator(3), { kind: 'delete' }, [1])).toBeNull();
    expect(teamChangeRefusal(1, collaborator(3), { kind: 'role', to: 'admin' }, [1])).toBeNull();
  });
});
