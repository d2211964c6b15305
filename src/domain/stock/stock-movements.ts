/**
 * Why a variant's stock changed (ADR 41). The database keeps the same list (`stock_movement_reason`);
 * `unknown` is what a change nobody named is recorded as.
 */
export const STOCK_MOVEMENT_REASONS = [
  'reservation',
  'late_payment',
  'payment_failed',
  'hold_expired',
  'cart_released',
  'cancellation',
  'return_restocked',
  'product_form',
  'import',
  'demo',
  'unknown',
] as const;

export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** What a writer says about the stock it is about to change: why, and who or which order. */
export type StockCause = { reason: Exclude<StockMovementReason, 'unknown'>; staffId?: number | null; orderId?: number | null };

/** One movement as staff read it: when (ISO, UTC), which variant, before → after, why, by whom or for which order. */
export type StockMovement = {
  id: number;
  at: string;
  colorId: number;
  sizeId: number;
  colorName: string;
  sizeName: string;
  before: number;
  after: number;
  reason: StockMovementReason;
  /** The staff member's name; null when the shop or a customer made the change (or the member was deleted). */
  staffName: string | null;
  orderId: number | null;
  orderNumber: string | null;
};

/** Movements shown per page on the product form. */
export const STOCK_MOVEMENTS_PAGE_SIZE = 20;

/** A page of a product's history, newest first. */
export type StockMovementPage = { items: StockMovement[]; total: number; page: number; pageSize: number };
