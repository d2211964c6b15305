import { shownDeskPages } from '../desk-pages';
import { backPagePath, type BackPageKey } from './back-office-pages';

/**
 * The back office's journal (who did what, when): which staff API operations it records and
 * how it names them. An operation is "METHOD /api/admin/pattern", as the server declares it.
 * Every operation that changes something is either named here or listed as not journaled, and
 * a test walks the server's route table to keep it so: a new operation cannot be forgotten.
 */

/** How long the journal keeps a row: a year, long enough to answer "who changed this?" after the yearly closing. */
export const AUDIT_RETENTION_DAYS = 365;

export const AUDIT_CATEGORIES = [
  'session',
  'orders',
  'returns',
  'customers',
  'invoices',
  'products',
  'parameters',
  'newsletters',
  'team',
  'settings',
] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

/** What a row's subject is, for a link to its page. */
export type AuditSubjectKind =
  'order' | 'product' | 'newsletter' | 'member' | 'customer' | 'invoice' | 'return' | 'collection' | 'color' | 'size' | 'promoCode';

/** The part of a request's body worth keeping: an order's new status, an amount refunded. Never anything else. */
export type AuditDetailKind = 'status' | 'refundCents' | 'published';

export type JournaledOperation = {
  /** Names the action: `back:audit.actions.<key>`. */
  key: string;
  category: AuditCategory;
  subject?: AuditSubjectKind;
  detail?: AuditDetailKind;
};

const op = (key: string, category: AuditCategory, subject?: AuditSubjectKind, detail?: AuditDetailKind): JournaledOperation => ({
  key,
  category,
  ...(subject ? { subject } : {}),
  ...(detail ? { detail } : {}),
});

/** The signed-in member's sign-in: journaled when it succeeds and when it is refused. */
export const SIGN_IN_OPERATION = 'POST /api/admin/session';

export const JOURNALED_OPERATIONS: Readonly<Record<string, JournaledOperation>> = {
  [SIGN_IN_OPERATION]: op('signIn', 'session'),
  'DELETE /api/admin/session': op('signOut', 'session'),
  'POST /api/admin/session/password/reset': op('passwordReset', 'session'),
  'POST /api/admin/session/invitation': op('invitationAccepted', 'team'),

  'POST /api/admin/orders/:id/confirm': op('orderConfirmed', 'orders', 'order'),
  'POST /api/admin/orders/:id/reject': op('orderRejected', 'orders', 'order'),
  'POST /api/admin/orders/:id/cancel': op('orderCancelled', 'orders', 'order', 'refundCents'),
  'POST /api/admin/orders/:id/ship': op('orderShipped', 'orders', 'order'),
  'POST /api/admin/orders/:id/deliver': op('orderDelivered', 'orders', 'order'),
  'POST /api/admin/orders/:id/correct': op('orderCorrected', 'orders', 'order', 'status'),
  'PATCH /api/admin/orders/:id/status': op('orderStatusChanged', 'orders', 'order', 'status'),
  'POST /api/admin/orders/:id/refund': op('orderRefunded', 'orders', 'order', 'refundCents'),
  'POST /api/admin/orders/:id/notes': op('orderNoted', 'orders', 'order'),
  'DELETE /api/admin/orders/:id': op('orderHidden', 'orders', 'order'),
  'POST /api/admin/orders/:id/invoice': op('orderInvoiced', 'invoices', 'order'),

  'POST /api/admin/returns/:id/receive': op('returnReceived', 'returns', 'return'),
  'POST /api/admin/returns/:id/cancel': op('returnCancelled', 'returns', 'return'),
  'POST /api/admin/returns/:id/refund': op('returnRefunded', 'returns', 'return'),

  'POST /api/admin/customers/:id/erasure': op('customerErased', 'customers', 'customer'),
  // Reads, journaled all the same: they take a person's data out of the shop, and who did so is
  // what an administrator must be able to answer for that person.
  'GET /api/admin/customers/:id/export': op('customerExported', 'customers', 'customer'),
  'GET /api/admin/customers/guest/export': op('guestExported', 'customers'),
  // The guest's e-mail is in the body and is not kept: the journal must not hold what the erasure removed.
  'POST /api/admin/customers/guest/erasure': op('guestErased', 'customers'),

  'POST /api/admin/invoices': op('invoiceCreated', 'invoices', 'invoice'),
  'POST /api/admin/invoices/:id/cancel': op('invoiceCancelled', 'invoices', 'invoice'),
  'POST /api/admin/invoices/:id/restore': op('invoiceRestored', 'invoices', 'invoice'),
  'POST /api/admin/invoices/:id/send': op('invoiceSent', 'invoices', 'invoice'),
  'PUT /api/admin/settings/auto-invoicing': op('autoInvoicingSet', 'invoices'),

  'POST /api/admin/products': op('productCreated', 'products', 'product'),
  'PUT /api/admin/products/:id': op('productUpdated', 'products', 'product'),
  'PUT /api/admin/products/:id/publication': op('productPublication', 'products', 'product', 'published'),
  'DELETE /api/admin/products/:id': op('productDeleted', 'products', 'product'),
  'POST /api/admin/products/:id/restore': op('productRestored', 'products', 'product'),
  'POST /api/admin/stock/import': op('stockImported', 'products'),

  'POST /api/admin/collections': op('collectionCreated', 'parameters', 'collection'),
  'PUT /api/admin/collections/:id': op('collectionUpdated', 'parameters', 'collection'),
  'DELETE /api/admin/collections/:id': op('collectionDeleted', 'parameters', 'collection'),
  'POST /api/admin/colors': op('colorCreated', 'parameters', 'color'),
  'PUT /api/admin/colors/:id': op('colorUpdated', 'parameters', 'color'),
  'DELETE /api/admin/colors/:id': op('colorDeleted', 'parameters', 'color'),
  'POST /api/admin/sizes': op('sizeCreated', 'parameters', 'size'),
  'DELETE /api/admin/sizes/:id': op('sizeDeleted', 'parameters', 'size'),
  'POST /api/admin/promo-codes': op('promoCodeCreated', 'parameters', 'promoCode'),
  'PATCH /api/admin/promo-codes/:id': op('promoCodeUpdated', 'parameters', 'promoCode'),
  'DELETE /api/admin/promo-codes/:id': op('promoCodeDeleted', 'parameters', 'promoCode'),
  'PUT /api/admin/settings/free-delivery-threshold': op('thresholdSet', 'parameters'),

  'POST /api/admin/newsletters': op('newsletterCreated', 'newsletters', 'newsletter'),
  'PUT /api/admin/newsletters/:id': op('newsletterUpdated', 'newsletters', 'newsletter'),
  'DELETE /api/admin/newsletters/:id': op('newsletterDeleted', 'newsletters', 'newsletter'),
  'POST /api/admin/newsletters/:id/publish': op('newsletterPublished', 'newsletters', 'newsletter'),

  'POST /api/admin/team': op('memberCreated', 'team', 'member'),
  'PUT /api/admin/team/:id': op('memberUpdated', 'team', 'member'),
  'DELETE /api/admin/team/:id': op('memberDeleted', 'team', 'member'),
  'POST /api/admin/team/:id/invitation': op('memberInvited', 'team', 'member'),

  'PUT /api/admin/settings': op('settingsUpdated', 'settings'),
  'PUT /api/admin/site-images/:slot': op('siteImageReplaced', 'settings'),
};

/**
 * Operations that change nothing anyone would ask about: a preview, a stock import's dry run, the "seen" mark an order
 * gets when opened, a picture uploaded before its product is saved (the save is journaled),
 * and a reset link asked for (nobody is signed in, and the answer is the same for any address).
 */
export const UNJOURNALED_OPERATIONS: ReadonlySet<string> = new Set([
  'POST /api/admin/newsletters/preview',
  'POST /api/admin/stock/import/check',
  'POST /api/admin/orders/:id/show',
  'POST /api/admin/product-pictures',
  'POST /api/admin/session/password/forgot',
]);

/** Whether an operation goes into the journal, and how it is named; undefined for a read not named above or an operation said not to. */
export function journaledOperation(method: string, url: string): JournaledOperation | undefined {
  return JOURNALED_OPERATIONS[`${method} ${url}`];
}

/** Whether an answer is one the journal keeps: a change made, or a sign-in refused (someone tried a password). */
export function isJournaledAnswer(operation: string, status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return operation === SIGN_IN_OPERATION && (status === 401 || status === 429);
}

/** The operations of a category, for the journal's filter. */
export function operationsOf(category: AuditCategory): string[] {
  return Object.entries(JOURNALED_OPERATIONS)
    .filter(([, operation]) => operation.category === category)
    .map(([name]) => name);
}

/** The back-office page of each kind of subject that has one. */
const SUBJECT_PAGES: Partial<Record<AuditSubjectKind, BackPageKey>> = {
  order: 'order',
  product: 'editProduct',
  newsletter: 'readNewsletter',
  member: 'editAdmin',
  customer: 'customer',
};

/** The page a subject has in the back office, if any. */
export function subjectPath(kind: AuditSubjectKind | undefined, subject: string | null): string | null {
  const page = kind && SUBJECT_PAGES[kind];
  if (!page || !subject || !/^\d+$/.test(subject)) return null;
  return backPagePath(page).replace(':id', subject);
}

/** A journal row as the back office shows it. */
export type AuditEntry = {
  id: number;
  /** ISO instant. */
  at: string;
  /** "First Last <e-mail>" as it was; for a refused sign-in, the identifier typed. */
  actor: string;
  staffId: number | null;
  /** "METHOD /api/admin/pattern". */
  operation: string;
  /** Names the action (`back:audit.actions.<key>`); null for an operation this table does not name. */
  key: string | null;
  category: AuditCategory | null;
  subject: string | null;
  subjectPath: string | null;
  detail: string | null;
  /** What `detail` holds. */
  detailKind: AuditDetailKind | null;
  /** A sign-in refused (wrong password, too many tries). */
  refused: boolean;
};

export type AuditPage = { items: AuditEntry[]; total: number; hasMore: boolean };

/** The journal page's state in its URL (`category`, `q`, `from`, `to`, `page` = pages shown); anything odd is left out. */
export type AuditListState = { category?: AuditCategory; q?: string; from?: string; to?: string; pages: number };

const MAX_SHOWN_AUDIT_PAGES = 20;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function auditListStateFrom(params: URLSearchParams): AuditListState {
  const category = params.get('category');
  const q = params.get('q')?.trim().slice(0, 100);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    ...(AUDIT_CATEGORIES.includes(category as AuditCategory) ? { category: category as AuditCategory } : {}),
    ...(q ? { q } : {}),
    ...(ISO_DAY.test(from) ? { from } : {}),
    ...(ISO_DAY.test(to) ? { to } : {}),
    pages: shownDeskPages(params, MAX_SHOWN_AUDIT_PAGES),
  };
}

export function auditApiQuery({ pages: _pages, ...filters }: AuditListState, page: number): URLSearchParams {
  const query = new URLSearchParams({ page: String(page) });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return query;
}
