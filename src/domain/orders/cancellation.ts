/** What cancelling an order does, as the confirmation dialog says it before it is done. */
export type Cancellation = {
  /** Given back to the card: what was paid and not refunded yet; 0 for an order not paid. */
  refundCents: number;
  /** Units put back on sale. */
  units: number;
  /** The invoice a credit note will cancel; null when the order has none. */
  invoiceNumber: string | null;
};

export function cancellationOf(
  order: { paidAt: Date | null; totalCents: number; refundedCents: number; stockState: string },
  lines: readonly { quantity: number }[],
  invoiceNumber: string | null,
): Cancellation {
  const holdsStock = order.stockState === 'committed' || order.stockState === 'reserved';
  return {
    refundCents: order.paidAt ? order.totalCents - order.refundedCents : 0,
    units: holdsStock ? lines.reduce((sum, line) => sum + line.quantity, 0) : 0,
    invoiceNumber,
  };
}
