import { describe, expect, it } from 'vitest';
import { staffMayPass } from './staff';

describe('staff access', () => {
  it.each([
    ['public', null, true],
    ['public', 'collaborator', true],
    ['staff', null, false],
    ['staff', 'collaborator', true],
    ['staff', 'admin', true],
    ['admin', null, false],
    ['admin', 'collaborator', false],
    ['admin', 'admin', true],
  ] as const)('%s access, %s: %s', (access, role, expected) => {
    expect(staffMayPass(role, access)).toBe(expected);
  });
});
