import type { CustomerOrderDetail, OrderDetail, OrderLineView, OrderSummary } from '../../../domain/orders/orders';

/** An order of the list as the page shows it: its date already written dd/mm/yyyy in Europe/Paris by the server. */
export type ListedOrder = OrderSummary & { date: string };

/** An address of an order with its country named in the page language by the server. */
export type ShownAddress = OrderDetail['delivery'] & { countryName: string };

/** A line of an order, with a link only while its product is on sale. */
export type ShownLine = OrderLineView & { productPath: string | null };

export type ShownOrder = Omit<CustomerOrderDetail, 'delivery' | 'billing' | 'lines'> & {
  date: string;
  delivery: ShownAddress;
  billing: ShownAddress;
  lines: ShownLine[];
};
