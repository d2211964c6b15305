import type { AddressFields } from '../addresses/address-schema';
import type { Carrier } from './carriers';
import type { OrderWithdrawal } from './withdrawal';

/**
 * Order statuses. 'awaiting_payment' exists before the provider confirms the payment and is
 * never shown in the customer's list; the others are the spec's, with the customer's words
 * ('En attente', 'En traitement', 'En cours de livraison', 'Livrée', 'Annulée').
 */
export const ORDER_STATUSES = ['awaiting_payment', 'pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Catalogue key of a status in the customer's words (namespace `orders`). */
export function statusLabelKey(status: OrderStatus): string {
  return `orders:status.${status}`;
}

/** Orders per page in the account, and per press of 'Plus de commandes' (spec section 9). */
export const ORDERS_PAGE_SIZE = 10;

export type OrderSummary = {
  id: number;
  number: string;
  status: OrderStatus;
  /** ISO 8601, UTC; shown dd/mm/yyyy in Europe/Paris. */
  createdAt: string;
  totalCents: number;
  itemCount: number;
};

export type OrderLineView = {
  productId: number | null;
  reference: string;
  name: string;
  colorName: string;
  sizeName: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
};

export type OrderDetail = OrderSummary & {
  email: string;
  delivery: AddressFields;
  billing: AddressFields;
  lines: OrderLineView[];
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  promoCode: string | null;
};

/** Where an order stands after the sale, as its customer follows it: dates ISO 8601 (UTC), null until they happen. */
export type OrderProgress = {
  paidAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  /** The parcel, once shipped: its carrier, tracking number and the carrier's tracking page. */
  shipment: { carrier: Carrier; trackingNumber: string; trackingLink: string | null } | null;
  /** What the provider has given back to the card (refunds still being made are not counted). */
  refundedCents: number;
};

/** An order as its customer sees it: where it stands, and where their right of withdrawal stands (the page's button, or when it was received). */
export type CustomerOrderDetail = OrderDetail & { progress: OrderProgress; withdrawal: OrderWithdrawal };

export type OrderPage = { items: OrderSummary[]; total: number; hasMore: boolean };
