import type { StaffAccess, StaffRole } from './staff';
import { staffMayPass } from './staff';

/**
 * The back-office pages, at the spec's URLs (back-office section 2), with who may open them
 * (section 6). The route config (src/web/routes.ts) and the pages' guard both read this table,
 * so a page cannot exist without its rule. `key` names its title (`back:pages.<key>`).
 */
export type BackPage = { key: string; path: string; access: Exclude<StaffAccess, 'public'> };

export const BACK_LOGIN_PATH = '/back/login';
/** Where staff land after signing in, at /back and at an unknown back-office address: the sales dashboard (beyond the spec, ADR 23). */
export const BACK_LANDING_PATH = '/back/tableau-de-bord';
/** Where a collaborator who opens an administrators' page is sent (spec back-office sections 2 and 6). */
export const COLLABORATOR_REDIRECT_PATH = '/back/gestion-des-commandes';

export const BACK_PAGES = [
  // Beyond the spec: the back office's landing page, for both roles.
  { key: 'dashboard', path: 'tableau-de-bord', access: 'staff' },
  { key: 'orders', path: 'gestion-des-commandes', access: 'staff' },
  { key: 'order', path: 'commandes/:id', access: 'staff' },
  { key: 'invoices', path: 'gestion-des-factures', access: 'staff' },
  { key: 'createInvoice', path: 'creer-une-facture', access: 'admin' },
  // Beyond the spec: the accountant's files, administrators only.
  { key: 'accounting', path: 'exports-comptables', access: 'admin' },
  { key: 'products', path: 'gestion-des-produits', access: 'staff' },
  { key: 'createProduct', path: 'creer-un-produit', access: 'staff' },
  { key: 'editProduct', path: 'modification/produit/:id', access: 'staff' },
  { key: 'productParameters', path: 'produit/gestion-des-parametres', access: 'admin' },
  { key: 'newsletters', path: 'gestion-des-newsletter', access: 'staff' },
  { key: 'createNewsletter', path: 'creation-de-newsletter', access: 'staff' },
  { key: 'readNewsletter', path: 'newsletter/article/:id', access: 'staff' },
  { key: 'editNewsletter', path: 'newsletter/edition/:id', access: 'staff' },
  { key: 'team', path: 'gestion-des-admin', access: 'admin' },
  { key: 'createAdmin', path: 'creer-un-administrateur', access: 'admin' },
  { key: 'editAdmin', path: 'admin/edition/:id', access: 'admin' },
  { key: 'siteSettings', path: 'parametre-du-site', access: 'admin' },
  { key: 'media', path: 'gestion-des-medias', access: 'admin' },
  // Beyond the spec: who did what in the back office.
  { key: 'auditLog', path: 'journal', access: 'admin' },
  // Beyond the spec: the customers desk, for both roles (erasure is for administrators, checked by its API).
  { key: 'customers', path: 'clients', access: 'staff' },
  { key: 'guest', path: 'clients/invite', access: 'staff' },
  { key: 'customer', path: 'clients/:id', access: 'staff' },
  // Beyond the spec: a stock-take from a CSV file, reached from the products desk.
  { key: 'stockImport', path: 'produit/import-du-stock', access: 'staff' },
] as const satisfies readonly BackPage[];

export type BackPageKey = (typeof BACK_PAGES)[number]['key'];

/** The sidebar's links, in order; the administrators' ones are only shown to administrators. */
export const SIDEBAR: readonly BackPageKey[] = [
  'dashboard',
  'orders',
  'customers',
  'invoices',
  'createInvoice',
  'accounting',
  'products',
  'newsletters',
  'team',
  'productParameters',
  'siteSettings',
  'media',
  'auditLog',
];

export function backPagePath(key: BackPageKey): string {
  return `/back/${BACK_PAGES.find((page) => page.key === key)!.path}`;
}

/** The page a `/back/...` pathname shows, if any (`:id` matches one path segment). */
export function findBackPage(pathname: string): BackPage | undefined {
  const path = pathname.replace(/^\/back\//, '').replace(/\/$/, '');
  return BACK_PAGES.find((page) => new RegExp(`^${page.path.replace(/:[a-z]+/g, '[^/]+')}$`).test(decodeURI(path)));
}

/**
 * Where a visitor of a back-office page must be sent instead (spec back-office sections 2 and
 * 6): to the sign-in page without a staff session, to the orders list when a collaborator opens
 * an administrators' page; null when they may stay.
 */
export function backPageRedirect(pathname: string, role: StaffRole | null): string | null {
  if (role === null) return BACK_LOGIN_PATH;
  const page = findBackPage(pathname);
  if (page && !staffMayPass(role, page.access)) return COLLABORATOR_REDIRECT_PATH;
  return null;
}
