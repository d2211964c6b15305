import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../../db/client';
import { HttpError } from '../../errors';
import { invoicePdfPath } from './invoice-file';
import { invoiceById } from './repo';

/**
 * Answers an invoice's stored PDF, opened in the browser (inline), named by its number. Callers
 * check who may read it first; `invoiceId` is then known to be theirs.
 */
export async function sendPdf(reply: FastifyReply, db: Database, invoiceId: number, invoicesDir: string): Promise<FastifyReply> {
  const [invoice, file] = await Promise.all([invoiceById(db, invoiceId), invoicePdfPath(db, invoiceId, invoicesDir)]);
  if (!invoice || !file) throw new HttpError(404, 'invoice_not_found', 'invoices:errors.invoiceNotFound');
  return reply.type('application/pdf').header('content-disposition', `inline; filename="${invoice.number}.pdf"`).send(createReadStream(file));
}
