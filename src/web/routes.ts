import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { BACK_PAGES, type BackPageKey } from '../domain/staff/back-office-pages';

/** Back-office pages built so far; the others show their "coming" state behind the same guard. */
const BACK_PAGE_FILES: Partial<Record<BackPageKey, string>> = {
  dashboard: 'routes/back/dashboard.tsx',
  orders: 'routes/back/orders-desk.tsx',
  order: 'routes/back/order-desk-detail.tsx',
  invoices: 'routes/back/invoice-desk.tsx',
  createInvoice: 'routes/back/invoice-form.tsx',
  accounting: 'routes/back/accounting-exports.tsx',
  products: 'routes/back/products-desk.tsx',
  createProduct: 'routes/back/product-create.tsx',
  editProduct: 'routes/back/product-edit.tsx',
  productParameters: 'routes/back/product-parameters.tsx',
  newsletters: 'routes/back/newsletters-desk.tsx',
  createNewsletter: 'routes/back/newsletter-create.tsx',
  readNewsletter: 'routes/back/newsletter-reader.tsx',
  editNewsletter: 'routes/back/newsletter-edit.tsx',
  team: 'routes/back/team-desk.tsx',
  createAdmin: 'routes/back/team-member-create.tsx',
  editAdmin: 'routes/back/team-member-edit.tsx',
  siteSettings: 'routes/back/site-settings.tsx',
  media: 'routes/back/site-media.tsx',
  auditLog: 'routes/back/audit-log.tsx',
  customers: 'routes/back/customers-desk.tsx',
  guest: 'routes/back/customer-file.tsx',
  customer: 'routes/back/customer-file.tsx',
  stockImport: 'routes/back/stock-import.tsx',
};

/**
 * Page URLs are kept exactly as the spec writes them, misspellings included (GUIDE 3.10).
 * A file serving several URLs gets one id per URL.
 */
export default [
  layout('routes/storefront-layout.tsx', [
    index('routes/home.tsx', { id: 'home' }),
    route('acceuil', 'routes/home.tsx', { id: 'home-acceuil' }),
    route('nouveautés', 'routes/product-list.tsx', { id: 'list-new' }),
    route('t-shirts', 'routes/product-list.tsx', { id: 'list-tshirts' }),
    route('sweat-shirts', 'routes/product-list.tsx', { id: 'list-sweatshirts' }),
    route('accessoires', 'routes/product-list.tsx', { id: 'list-accessories' }),
    route('sacs', 'routes/product-list.tsx', { id: 'list-bags' }),
    route('collection/:id', 'routes/product-list.tsx', { id: 'list-collection' }),
    route('recherche', 'routes/product-list.tsx', { id: 'list-search' }),
    route('produit/:id', 'routes/product.tsx'),
    route('panier', 'routes/cart/cart.tsx'),
    route('guide', 'routes/pages/size-guide.tsx'),
    route('echanges-et-retours', 'routes/pages/returns.tsx'),
    route('livraisons', 'routes/pages/delivery.tsx'),
    route('a-propos', 'routes/pages/about.tsx'),
    route('protection-des-données', 'routes/pages/privacy.tsx'),
    route('mentions-legales', 'routes/pages/legal-notice.tsx'),
    route('termes-et-conditions', 'routes/pages/terms.tsx'),
    route('connexion', 'routes/account/sign-in.tsx'),
    route('creer-un-compte', 'routes/account/register.tsx'),
    route('confirmation-inscription', 'routes/account/confirm-registration.tsx'),
    route('reinisialisation-mot-de-passe', 'routes/account/reset-password.tsx'),
    route('confirmation-changement-email', 'routes/account/confirm-email-change.tsx'),
    route('confirmation-newsletter', 'routes/newsletter/confirm.tsx'),
    route('confirmation-alerte-stock', 'routes/back-in-stock/confirm.tsx'),
    // The withdrawal function: the lookup (its English address too) and a mailed link's page, no account needed.
    route('retractation', 'routes/withdrawal/lookup.tsx', { id: 'withdrawal-lookup' }),
    route('withdrawal', 'routes/withdrawal/lookup.tsx', { id: 'withdrawal-lookup-en' }),
    route('retractation/:token', 'routes/withdrawal/link-withdrawal.tsx'),
    // A guest's return page, from a mail's signed order link (the token is a secret, redacted from the logs).
    route('retour/:token', 'routes/orders/link-return.tsx'),
    // After paying, the shop's whole frame again (its cart badge back to 0).
    route('confirmation-de-paiement', 'routes/checkout/confirmation.tsx'),
    // Account pages: the layout's loader sends a visitor who is not signed in to /.
    layout('routes/account/account-layout.tsx', [
      route('commandes', 'routes/orders/order-list.tsx'),
      route('commande/:id', 'routes/orders/order-detail.tsx'),
      route('commande/:id/retractation', 'routes/withdrawal/order-withdrawal.tsx'),
      route('commande/:id/retour', 'routes/orders/order-return.tsx'),
      route('factures', 'routes/invoices/invoice-list.tsx'),
      route('parametres-du-compte', 'routes/account/settings.tsx'),
      route('address-utilisateur', 'routes/addresses/address-book.tsx'),
      route('creer-une-adresse', 'routes/addresses/new-address.tsx'),
      route('modification-adresse/:id', 'routes/addresses/edit-address.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
  // On checkout only the logo is shown in the header (spec).
  layout('routes/checkout/checkout-layout.tsx', [
    route('checkout', 'routes/checkout/entry.tsx'),
    route('checkout/guess', 'routes/checkout/guest-steps.tsx'),
    route('checkout/user', 'routes/checkout/customer-steps.tsx'),
    route('checkout/creer-une-adresse', 'routes/checkout/new-address.tsx'),
    route('checkout/payment', 'routes/checkout/payment.tsx'),
  ]),
  // The unsubscribe page shows neither the navigation bar nor the footer (spec).
  route('desinscription', 'routes/newsletter/unsubscribe.tsx', { id: 'unsubscribe' }),
  route('desinscription-newsletter', 'routes/newsletter/unsubscribe.tsx', { id: 'unsubscribe-newsletter' }),
  // The back office, rendered in the browser (GUIDE 1) and without the storefront's chrome.
  route('back/login', 'routes/back/login.tsx'),
  layout('routes/back/back-layout.tsx', [
    ...BACK_PAGES.map((page) => route(`back/${page.path}`, BACK_PAGE_FILES[page.key] ?? 'routes/back/coming-soon.tsx', { id: `back-${page.key}` })),
    // /back and unknown back-office addresses: the layout sends staff to the dashboard.
    route('back', 'routes/back/coming-soon.tsx', { id: 'back-index' }),
    route('back/*', 'routes/back/coming-soon.tsx', { id: 'back-unknown' }),
  ]),
] satisfies RouteConfig;
