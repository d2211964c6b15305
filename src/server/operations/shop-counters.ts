import { Counter } from 'prom-client';

/**
 * Business counters, incremented where the thing happens (the payment code) whether or not
 * /metrics is enabled: an increment is a few nanoseconds. Each app's metrics registry
 * (metrics.ts) exposes them; they live in no registry of their own.
 */
export const shopCounters = {
  /** Orders that became paid, counted once their payment's transaction has committed (ADR 11). */
  ordersPaid: new Counter({
    name: 'atelier_orders_paid_total',
    help: 'Orders confirmed as paid by their payment event (paid, or paid after their hold expired)',
    registers: [],
  }),
  /** Deliveries of the payment provider's webhook the shop answered with an error: the provider retries them. */
  paymentWebhookFailures: new Counter({
    name: 'atelier_payment_webhook_failures_total',
    help: 'Payment webhook deliveries refused (reason="invalid_signature") or failed while being handled (reason="error")',
    labelNames: ['reason'] as const,
    registers: [],
  }),
};
