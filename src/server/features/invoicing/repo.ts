import { and, asc, eq, gte, inArray, isNull, notExists, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { invoiceLines, invoices, orders, settings } from '../../../db/schema';
import { AUTO_INVOICING_KEY, SETTING_KEYS, type Settings } from '../../../domain/settings';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;
export type OrderRow = typeof orders.$inferSelect;

export async function insertInvoice(db: DbOrTx, invoice: NewInvoice, lines: NewInvoiceLine[]): Promise<InvoiceRow & { lines: InvoiceLineRow[] }> {
  const [row] = await db.insert(invoices).values(invoice).returning();
  const inserted = await db
    .insert(invoiceLines)
    .values(lines.map((line) => ({ ...line, invoiceId: row!.id })))
    .returning();
  return { ...row!, lines: inserted };
}

/** The order, locked: two "Facturer" at once on one order are handled one after the other. */
export async function lockOrderForInvoicing(db: DbOrTx, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export async function orderOfInvoice(db: DbOrTx, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/** The order of that number; locked unless `lock` is false (the creation form's check before it asks to confirm). */
export async function orderByNumber(db: DbOrTx, number: string, lock = true): Promise<OrderRow | null> {
  const query = db.select().from(orders).where(eq(orders.number, number));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The order's invoice that no credit note has cancelled, if any. */
export async function liveInvoiceOfOrder(db: DbOrTx, orderId: number): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice'), isNull(invoices.cancelledAt)));
  return row ?? null;
}

/**
 * The credit notes of an invoice, oldest first, with their lines. Each quotes the document
 * before it (the first quotes the invoice): the database allows one credit note per quoted row
 * (`invoices_one_credit_note`), so several partial credit notes of one invoice form a chain
 * (ADR 12). Numbers are issued in order, so (year, sequence) is the chain's order.
 */
export async function creditNotesOf(db: DbOrTx, invoiceId: number): Promise<(InvoiceRow & { lines: InvoiceLineRow[] })[]> {
  const chain = sql`(with recursive chain(id) as (
      select c.id from invoices c where c.credit_for_invoice_id = ${invoiceId}
      union all select n.id from invoices n join chain on n.credit_for_invoice_id = chain.id
    ) select id from chain)`;
  const notes = await db
    .select()
    .from(invoices)
    .where(sql`${invoices.id} in ${chain}`)
    .orderBy(asc(invoices.year), asc(invoices.sequence));
  if (notes.length === 0) return [];
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        notes.map((note) => note.id),
      ),
    )
    .orderBy(asc(invoiceLines.id));
  return notes.map((note) => ({ ...note, lines: lines.filter((line) => line.invoiceId === note.id) }));
}

/**
 * The invoice a credit note corrects (the head of its chain, see `creditNotesOf`), and whether
 * the note cancels it: the invoice is cancelled and no credit note follows this one.
 */
export async function correctedBy(db: DbOrTx, creditNote: Pick<InvoiceRow, 'id'>): Promise<{ invoice: InvoiceRow; whole: boolean } | null> {
  const head = sql`(with recursive up(id, quoted) as (
      select c.id, c.credit_for_invoice_id from invoices c where c.id = ${creditNote.id}
      union all select p.id, p.credit_for_invoice_id from invoices p join up on p.id = up.quoted
    ) select id from up where quoted is null)`;
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(sql`${invoices.id} in ${head}`);
  if (!invoice || invoice.id === creditNote.id) return null;
  const [next] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.creditForInvoiceId, creditNote.id));
  return { invoice, whole: invoice.cancelledAt !== null && !next };
}

/** The invoice that restored this cancelled one ("Rétablir"), if any. */
export async function restorationOf(db: DbOrTx, invoiceId: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.restoredFromInvoiceId, invoiceId));
  return row ?? null;
}

export async function invoiceById(db: DbOrTx, invoiceId: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return row ?? null;
}

export async function lockInvoice(db: DbOrTx, invoiceId: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  return row ?? null;
}

export async function linesOfInvoice(db: DbOrTx, invoiceId: number): Promise<InvoiceLineRow[]> {
  return db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.id));
}

export async function markCancelled(db: DbOrTx, invoiceId: number, at: Date): Promise<void> {
  await db.update(invoices).set({ cancelledAt: at }).where(eq(invoices.id, invoiceId));
}

/** The seller's mentions as the settings hold them now: an invoice prints them as they were at issue. */
export async function sellerSettings(db: DbOrTx): Promise<Settings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...SETTING_KEYS.company]));
  return Object.fromEntries(rows.map((r) => [r.key, r.value])) as Settings;
}

/** The automatic invoicing flag, and since when it has its value (ADR 12). Off when never set. */
export type AutoInvoicing = { enabled: boolean; since: Date | null };

/** The setting from its row (none: off). */
export const autoInvoicingOf = (row: { value: string; updatedAt: Date } | undefined): AutoInvoicing => ({
  enabled: row?.value === 'true',
  since: row?.updatedAt ?? null,
});

export async function autoInvoicingSetting(db: DbOrTx): Promise<AutoInvoicing> {
  const [row] = await db.select({ value: settings.value, updatedAt: settings.updatedAt }).from(settings).where(eq(settings.key, AUTO_INVOICING_KEY));
  return autoInvoicingOf(row);
}

/** Sets the flag; its date moves only when its value changes, as the start-up check counts from it. */
export async function saveAutoInvoicing(db: DbOrTx, enabled: boolean, now: Date): Promise<void> {
  const value = String(enabled);
  await db
    .insert(settings)
    .values({ key: AUTO_INVOICING_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now }, setWhere: sql`${settings.value} is distinct from ${value}` });
}

/**
 * Orders paid since `since` that were never invoiced (no invoice at all: one cancelled by a
 * credit note was a staff decision) and are to be delivered (not cancelled, no refund due),
 * oldest payment first.
 */
export async function paidOrdersNeverInvoiced(db: DbOrTx, since: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        gte(orders.paidAt, since),
        notInArray(orders.status, ['awaiting_payment', 'cancelled']),
        eq(orders.refundRequired, false),
        notExists(
          db
            .select({ one: sql`1` })
            .from(invoices)
            .where(eq(invoices.orderId, orders.id)),
        ),
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
