import type { OrderStatus } from '../orders/orders';
import type { ErasureOrderFacts, ErasureRefusal } from './erasure';
import { erasureRefusal } from './erasure';
import type { PersonalData, PersonalInvoice } from './personal-data';

/** A person's page on the customers desk (/back/clients/{id}, /back/clients/invite?email=): what staff need to answer them. */
export type CustomerFile = Pick<PersonalData, 'person' | 'locale' | 'account' | 'addresses' | 'newsletter' | 'sessions'> & {
  /** The account's name, else the billing name of the latest order. */
  name: string;
  email: string;
  /** The default delivery address's phone, else the latest order's; empty when none. */
  phone: string;
  orders: { id: number; number: string; placedAt: string; status: OrderStatus; totalCents: number }[];
  returns: { orderId: number; orderNumber: string; status: string; reason: string; requestedAt: string }[];
  invoices: (PersonalInvoice & { id: number })[];
  backInStockCount: number;
  /** Why "Effacer" would be refused now; null when it may go ahead. */
  erasureRefusal: ErasureRefusal | null;
};

/** The ids the page links to, in the order of the export's lists. */
export type RecordIds = { orderIds: number[]; invoiceIds: number[]; returnOrderIds: number[]; erasureFacts: ErasureOrderFacts[] };

export function customerFileOf(data: PersonalData, ids: RecordIds): CustomerFile {
  const latest = data.orders[0];
  const defaultAddress = data.addresses.find((address) => address.isDefaultDelivery) ?? data.addresses[0];
  return {
    person: data.person,
    locale: data.locale,
    account: data.account,
    addresses: data.addresses,
    newsletter: data.newsletter,
    sessions: data.sessions,
    name: data.account
      ? `${data.account.firstName} ${data.account.lastName}`
      : latest
        ? `${latest.billingAddress.firstName} ${latest.billingAddress.lastName}`.trim()
        : '',
    email: data.account?.email ?? (data.person.kind === 'guest' ? data.person.email : ''),
    phone: defaultAddress?.phone ?? latest?.billingAddress.phone ?? '',
    orders: data.orders.map((order, i) => ({
      id: ids.orderIds[i]!,
      number: order.number,
      placedAt: order.placedAt,
      status: order.status,
      totalCents: order.totalCents,
    })),
    returns: data.returns.map((r, i) => ({
      orderId: ids.returnOrderIds[i]!,
      orderNumber: r.orderNumber,
      status: r.status,
      reason: r.reason,
      requestedAt: r.requestedAt,
    })),
    invoices: data.invoices.map((invoice, i) => ({ ...invoice, id: ids.invoiceIds[i]! })),
    backInStockCount: data.backInStock.length,
    erasureRefusal: erasureRefusal(ids.erasureFacts),
  };
}
