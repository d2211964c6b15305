import { describe, expect, it } from 'vitest';
import { ACCOUNT_MENU, currentState } from './account-menu-items';

const [orders, , addresses, settings] = ACCOUNT_MENU;

describe('the account menu', () => {
  it('lists the spec’s pages in its order, orders first', () => {
    expect(ACCOUNT_MENU.map((item) => item.to)).toEqual(['/commandes', '/factures', '/address-utilisateur', '/parametres-du-compte']);
  });
});

describe('currentState', () => {
  it('marks the entry of the page being shown', () => {
    expect(currentState(settings, '/parametres-du-compte')).toBe('page');
    expect(currentState(addresses, '/parametres-du-compte')).toBeUndefined();
  });

  it('marks the order list while one of its orders is shown', () => {
    expect(currentState(orders, '/commandes')).toBe('page');
    expect(currentState(orders, '/commande/12')).toBe('true');
    expect(currentState(addresses, '/commande/12')).toBeUndefined();
  });

  it('marks the address book while an address is created or edited', () => {
    expect(currentState(addresses, '/address-utilisateur')).toBe('page');
    expect(currentState(addresses, '/creer-une-adresse')).toBe('true');
    expect(currentState(addresses, '/modification-adresse/12')).toBe('true');
    expect(currentState(settings, '/modification-adresse/12')).toBeUndefined();
  });
});
