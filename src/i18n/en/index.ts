import type fr from '../fr/index';
import account from './account';
import addresses from './addresses';
import cart from './cart';
import catalogue from './catalogue';
import common from './common';
import errors from './errors';
import invoices from './invoices';
import orders from './orders';

/** The English twins of the namespaces every page uses (../fr/index.ts), namespace for namespace. */
export default { common, catalogue, errors, account, addresses, cart, orders, invoices } satisfies Record<keyof typeof fr, unknown>;
