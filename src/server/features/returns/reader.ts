import type { DbOrTx } from '../../../db/client';
import type { ReturnsReader } from '../../../domain/orders/return-views';
import { orderIdOfLink } from '../withdrawal/repo';
import { customerOrderReturns, customersOrder, linkedOrder } from './customer-returns';

/** The read side of returns for page loaders (load context): the API's own queries, scoped by customer or by a live link. */
export function returnsReader(db: DbOrTx): ReturnsReader {
  return {
    forCustomer: (customerId, orderId, locale) => customerOrderReturns(db, customersOrder(customerId, orderId), locale),
    forLink: async (token, locale) => {
      const orderId = await orderIdOfLink(db, token, new Date());
      return orderId === null ? null : customerOrderReturns(db, linkedOrder(orderId), locale);
    },
  };
}
