import { describe, expect, it } from 'vitest';
import { ACCOUNT_MENU, currentState } from './account-menu-items';

const [addresses, settings] = ACCOUNT_MENU;

describe('currentState', () => {
  it('marks the entry of the page being shown', () => {
    expect(currentState(settings, '/parametres-du-compte')).toBe('page');
    expect(currentState(addresses, '/parametres-du-compte')).toBeUndefined();
  });

  it('marks the address book while an address is created or edited', () => {
    expect(currentState(addresses, '/address-utilisateur')).toBe('page');
    expect(currentState(addresses, '/creer-une-adresse')).toBe('true');
    expect(currentState(addresses, '/modification-adresse/12')).toBe('true');
    expect(currentState(settings, '/modification-adresse/12')).toBeUndefined();
  });
});
