import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { HttpError } from '../../errors';
import { enqueueMail } from '../../mail/outbox';
import { invoicePdfPath } from '../invoicing/invoice-file';
import { lockInvoice } from '../invoicing/repo';

export const invoiceNotFound = () => new HttpError(404, 'invoice_not_found', 'invoices:errors.invoiceNotFound');

/**
 * "Envoyer" / "Envoyer à nouveau": the invoice's PDF, mailed to the address it was billed to,
 * in the language of its order. The mail goes through the outbox in the transaction that marks
 * the invoice sent, so the mark and the mail exist together or not at all. A cancelled invoice
 * is not sent (spec back-office 4): the customer would get a bill that no longer stands.
 * The mail is linked to the invoice's order and to the staff member who sent it, for the
 * order's timeline.
 */
export async function sendInvoice(
  db: Database,
  invoiceId: number,
  { invoicesDir, staffId }: { invoicesDir: string; staffId: number },
  now = new Date(),
): Promise<void> {
  // The stored PDF, made again from the rows if the shop stopped before writing it (outside the lock: it may render).
  const file = await invoicePdfPath(db, invoiceId, invoicesDir);
  if (!file) throw invoiceNotFound();
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice) throw invoiceNotFound();
    if (invoice.cancelledAt) throw new HttpError(409, 'invoice_cancelled', 'invoices:errors.cancelledNotSent');
    const creditNote = invoice.kind === 'credit_note';
    await enqueueMail(tx, {
      to: invoice.billingAddress.email,
      locale: invoice.locale,
      template: 'invoice',
      data: {
        firstName: invoice.billingAddress.firstName,
        number: invoice.number,
        creditNote,
        orderNumber: invoice.orderNumber,
        totalCents: invoice.totalGrossCents,
      },
      attachments: [{ filename: `${invoice.number}.pdf`, path: file, contentType: 'application/pdf' }],
      orderId: invoice.orderId,
      staffId,
    });
    await tx.update(invoices).set({ sentAt: now }).where(eq(invoices.id, invoice.id));
  });
}
