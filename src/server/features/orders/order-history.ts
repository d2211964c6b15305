import type { DbOrTx } from '../../../db/client';
import type { OrderHistoryReader } from '../../../domain/orders/order-history';
import { findCustomerOrder, listCustomerOrders } from './repo';

/** The read side of the orders for page loaders (load context): the API's own queries, scoped by customer. */
export function orderHistoryReader(db: DbOrTx): OrderHistoryReader {
  return {
    list: (customerId, window) => listCustomerOrders(db, customerId, window),
    find: (customerId, orderId, locale) => findCustomerOrder(db, customerId, orderId, locale),
  };
}
