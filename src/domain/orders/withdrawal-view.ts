import type { OrderWithdrawal } from './withdrawal';

/** What the withdrawal page shows of an order, whichever way it was reached (account, mailed link). */
export type WithdrawalView = {
  orderNumber: string;
  /** The day it was placed, dd/mm/yyyy in Paris. */
  date: string;
  lines: { name: string; colorName: string; sizeName: string; quantity: number; lineTotalCents: number }[];
  totalCents: number;
  /** The receipt's fields, prefilled: the billing name and the order's e-mail (or those given at the withdrawal). */
  name: string;
  email: string;
  withdrawal: OrderWithdrawal;
};

/** The answer to a confirmation, the first one or any later one. */
export type WithdrawalReceipt = {
  /** True when the withdrawal had been received before this confirmation: nothing changed. */
  alreadyReceived: boolean;
  /** When it was received, in Paris: '27/11/2026', '14:05'. */
  date: string;
  time: string;
  /** Where the acknowledgement went. */
  email: string;
  /** What follows: staff cancel and refund an order not shipped yet; shipped items are sent back by `sendBackUntil` (dd/mm/yyyy). */
  next: 'cancelled' | 'send-back';
  sendBackUntil: string | null;
  /** The sentence to show, in the caller's language. */
  message: string;
};
