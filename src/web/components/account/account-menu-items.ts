/**
 * The account menu's pages (spec: /commandes, /factures, /address-utilisateur,
 * /parametres-du-compte, then sign-out).
 * `section` lists the other pages that belong to an entry (an address form belongs to the
 * address book, an order to the order list).
 */
export const ACCOUNT_MENU = [
  { to: '/commandes', key: 'orders', section: ['/commande/'] },
  { to: '/factures', key: 'invoices', section: [] },
  { to: '/address-utilisateur', key: 'addresses', section: ['/creer-une-adresse', '/modification-adresse/'] },
  { to: '/parametres-du-compte', key: 'settings', section: [] },
] as const;

export type AccountMenuItem = (typeof ACCOUNT_MENU)[number];

/**
 * aria-current of a menu entry on `pathname`: 'page' on the entry's own page, 'true' on a page
 * of its section, nothing elsewhere.
 */
export function currentState(item: AccountMenuItem, pathname: string): 'page' | 'true' | undefined {
  if (pathname === item.to) return 'page';
  return item.section.some((path) => (path.endsWith('/') ? pathname.startsWith(path) : pathname === path)) ? 'true' : undefined;
}
