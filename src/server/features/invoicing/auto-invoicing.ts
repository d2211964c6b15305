import type { Database } from '../../../db/client';
import { HttpError } from '../../errors';
import type { PdfLog } from './invoice-file';
import { issueInvoiceForOrder } from './issue';
import { autoInvoicingSetting, paidOrdersNeverInvoiced, type AutoInvoicing } from './repo';

export type AutoInvoicingDeps = { db: Database; invoicesDir: string };

type Log = PdfLog & { info(context: object, message: string): void };

/** Orders the start-up check invoices at most; any left over wait for the next start or for "Facturer". */
const MISSED_BATCH = 100;

/**
 * Automatic invoicing (ADR 12), called once the payment's transaction has committed: the
 * order is paid whatever happens here. Never throws: a refusal or a failure is logged, and the
 * order stays on the desk with "Facturer" offered. Issuing is idempotent on its own: the order
 * row is locked and an order already invoiced (a duplicate event, the start-up check, a staff
 * member faster than us) answers 409, which means there is nothing left to do.
 */
export async function invoiceAtPayment(deps: AutoInvoicingDeps, orderId: number, log: Log, setting?: AutoInvoicing): Promise<void> {
  try {
    // `setting`: as the payment's own transaction read it, which saves the payment a query.
    if (!(setting ?? (await autoInvoicingSetting(deps.db))).enabled) return;
    await issueAutomatically(deps, orderId, log);
  } catch (error) {
    log.error({ orderId, err: error }, 'automatic invoicing: the setting could not be read; staff can bill the order');
  }
}

/**
 * The start-up check: an order paid while automatic invoicing was on whose invoice was never
 * issued (the process stopped between the payment's commit and the invoice, or issuing failed)
 * is invoiced now. Orders paid before the setting was last switched on are left to staff.
 */
export async function invoiceMissedOrders(deps: AutoInvoicingDeps, log: Log): Promise<void> {
  try {
    const { enabled, since } = await autoInvoicingSetting(deps.db);
    if (!enabled || !since) return;
    const missed = await paidOrdersNeverInvoiced(deps.db, since, MISSED_BATCH);
    if (missed.length > 0) log.info({ orders: missed.length }, 'automatic invoicing: invoicing paid orders left without an invoice');
    for (const orderId of missed) await issueAutomatically(deps, orderId, log);
  } catch (error) {
    log.error({ err: error }, 'automatic invoicing: paid orders without an invoice could not be looked for');
  }
}

async function issueAutomatically({ db, invoicesDir }: AutoInvoicingDeps, orderId: number, log: Log): Promise<void> {
  try {
    const invoice = await issueInvoiceForOrder(db, orderId, { staffId: null, invoicesDir, log });
    log.info({ orderId, invoiceId: invoice.id, pdfPending: !invoice.pdfStored }, 'automatic invoicing: order invoiced');
  } catch (error) {
    // Already invoiced, or cancelled meanwhile: the order is as it should be.
    if (error instanceof HttpError && error.statusCode === 409) return;
    log.error({ orderId, err: error }, 'automatic invoicing failed; staff can bill the order');
  }
}
