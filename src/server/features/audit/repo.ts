import { and, count, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import { AUDIT_RETENTION_DAYS, operationsOf, type AuditCategory } from '../../../domain/staff/audit-log';
import { addDays, parisDayStart, type CalendarDay } from '../../../domain/sales/paris-calendar';

const DAY_MS = 86_400_000;

/** A page of the journal holds this many rows. */
export const AUDIT_PAGE_SIZE = 50;

export type AuditFilter = { category?: AuditCategory; q?: string; from?: CalendarDay; to?: CalendarDay; page: number };

export type AuditRow = {
  id: number;
  at: Date;
  staffId: number | null;
  actor: string;
  action: string;
  subject: string | null;
  detail: string | null;
  status: number;
};

/** `%` and `_` typed by staff are looked for as such, not as patterns. */
const literalPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function conditions({ category, q, from, to }: AuditFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (category) where.push(inArray(auditLog.action, operationsOf(category)));
  // A number is what a row acted on (an order, a product...); words are who acted.
  if (q) where.push(/^\d+$/.test(q) ? eq(auditLog.subject, q) : ilike(auditLog.actor, literalPattern(q)));
  // Days are Paris days, as staff read the journal's times.
  if (from) where.push(gte(auditLog.at, parisDayStart(from)));
  if (to) where.push(lt(auditLog.at, parisDayStart(addDays(to, 1))));
  return and(...where);
}

/** The journal's rows matching the filter, newest first, a page at a time. */
export async function searchAuditLog(db: Database, filter: AuditFilter): Promise<{ items: AuditRow[]; total: number; hasMore: boolean }> {
  const where = conditions(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        staffId: auditLog.staffId,
        actor: auditLog.actor,
        action: auditLog.action,
        subject: auditLog.subject,
        detail: auditLog.detail,
        status: auditLog.status,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE + 1)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { items: rows.slice(0, AUDIT_PAGE_SIZE), total: counted?.total ?? 0, hasMore: rows.length > AUDIT_PAGE_SIZE };
}

/** Deletes the rows older than the retention; answers how many went. */
export async function purgeAuditLog(db: Database, now: Date): Promise<number> {
  const oldestKept = new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS);
  const deleted = await db.delete(auditLog).where(lt(auditLog.at, oldestKept)).returning({ id: auditLog.id });
  return deleted.length;
}
