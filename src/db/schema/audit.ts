import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './identity';

/**
 * The back office's journal: one row per change a staff member made through the staff API
 * (and per sign-in, sign-out and refused sign-in), written after the answer. The member's name
 * is copied, so a row still says who it was once the member is removed. Rows older than the
 * retention (domain/staff/audit-log.ts) are deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** "First Last <e-mail>" as it was; for a refused sign-in, the identifier typed. */
    actor: text('actor').notNull(),
    /** The API operation, "METHOD /api/admin/route/:pattern": what the journal names in words. */
    action: text('action').notNull(),
    /** What it acted on: the path's id, or the id of what it created. */
    subject: text('subject'),
    /** A detail worth keeping (an order's new status), never a password or a body. */
    detail: text('detail'),
    status: smallint('status').notNull(),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_staff_at_idx').on(t.staffId, t.at.desc()),
    index('audit_log_action_at_idx').on(t.action, t.at.desc()),
    index('audit_log_subject_idx')
      .on(t.subject)
      .where(sql`${t.subject} is not null`),
  ],
);
