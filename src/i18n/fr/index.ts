import account from './account';
import addresses from './addresses';
import cart from './cart';
import catalogue from './catalogue';
import common from './common';
import errors from './errors';
import invoices from './invoices';
import orders from './orders';

/**
 * The French namespaces every page uses: common (chrome, shared words), catalogue (lists,
 * product page), errors (API and form errors), account (sign-in, registration, account
 * settings, newsletter), addresses (address book and forms), cart (cart page, order summary,
 * promo codes), orders (the customer's orders), invoices (the invoice form's messages and
 * invoicing errors, which the API answers too). A browser downloads its page's language only
 * (../languages.browser.ts).
 */
export default { common, catalogue, errors, account, addresses, cart, orders, invoices };
