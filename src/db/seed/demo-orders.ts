import type { OrderStatus } from '../../domain/orders/orders';
import type { ColorSlug, SizeName } from './demo-catalogue';
import { DEMO_PROMO_CODES } from './demo-promos';

/**
 * The demo customer's order history, oldest first: twelve orders over the six weeks since she
 * signed up, so /commandes has more than one page (10) and every status the customer can see.
 * Amounts are not written here: the seed prices each order with the pricing engine, from the
 * products' prices and the shop's shipping settings.
 */
export type DemoOrder = {
  /** Days before the seed date the order was placed. */
  ageDays: number;
  status: Exclude<OrderStatus, 'awaiting_payment'>;
  /** Which address of the customer's book (DEMO_CUSTOMER_PROFILE.addresses) each role used. */
  delivery: 'home' | 'office';
  billing: 'home' | 'office';
  lines: { reference: string; color: ColorSlug; size: SizeName; quantity: number }[];
  promoCode?: string;
};

export const DEMO_ORDERS: DemoOrder[] = [
  {
    ageDays: 44,
    status: 'delivered',
    delivery: 'home',
    billing: 'home',
    // SW-ATL-018 has been taken off sale since: the order keeps its line, without a link.
    lines: [
      { reference: 'SW-ATL-018', color: 'blanc', size: 'M', quantity: 1 },
      { reference: 'TS-BRE-001', color: 'ecru', size: 'M', quantity: 1 },
    ],
  },
  {
    ageDays: 41,
    status: 'delivered',
    delivery: 'office',
    billing: 'home',
    lines: [{ reference: 'SW-BRE-005', color: 'gris-chine', size: 'M', quantity: 1 }],
  },
  {
    ageDays: 37,
    status: 'delivered',
    delivery: 'home',
    billing: 'home',
    lines: [{ reference: 'TS-ATL-012', color: 'blanc', size: 'M', quantity: 2 }],
  },
  {
    ageDays: 34,
    status: 'delivered',
    delivery: 'home',
    billing: 'home',
    lines: [
      { reference: 'AC-BRE-008', color: 'marine', size: 'UNI', quantity: 1 },
      { reference: 'TS-ATL-014', color: 'ecru', size: 'S', quantity: 1 },
    ],
  },
  {
    ageDays: 30,
    status: 'cancelled',
    delivery: 'office',
    billing: 'office',
    lines: [{ reference: 'SW-MON-027', color: 'noir', size: 'L', quantity: 1 }],
  },
  {
    ageDays: 27,
    status: 'delivered',
    delivery: 'home',
    billing: 'home',
    lines: [
      { reference: 'TS-MON-023', color: 'vert-sapin', size: 'M', quantity: 1 },
      { reference: 'AC-MON-032', color: 'gris-chine', size: 'UNI', quantity: 1 },
    ],
    promoCode: DEMO_PROMO_CODES.activeFixed,
  },
  {
    ageDays: 22,
    status: 'delivered',
    delivery: 'home',
    billing: 'home',
    lines: [{ reference: 'TS-ESS-035', color: 'noir', size: 'M', quantity: 3 }],
  },
  {
    ageDays: 17,
    status: 'delivered',
    delivery: 'office',
    billing: 'home',
    lines: [{ reference: 'SW-ESS-040', color: 'rose-poudre', size: 'S', quantity: 1 }],
  },
  {
    ageDays: 12,
    status: 'delivered',
    delivery: 'home',
    billing: 'home',
    lines: [{ reference: 'AC-ESS-045', color: 'blanc', size: 'UNI', quantity: 2 }],
  },
  {
    ageDays: 8,
    status: 'shipped',
    delivery: 'home',
    billing: 'home',
    lines: [{ reference: 'TS-ESS-037', color: 'rose-poudre', size: 'M', quantity: 1 }],
    promoCode: DEMO_PROMO_CODES.activeRate,
  },
  {
    ageDays: 4,
    status: 'processing',
    delivery: 'office',
    billing: 'office',
    lines: [{ reference: 'SW-ESS-041', color: 'ecru', size: 'M', quantity: 1 }],
  },
  {
    ageDays: 1,
    status: 'pending',
    delivery: 'home',
    billing: 'home',
    lines: [
      { reference: 'TS-BRE-047', color: 'marine', size: 'M', quantity: 1 },
      { reference: 'AC-BRE-010', color: 'rouge-brique', size: 'UNI', quantity: 1 },
    ],
  },
];
