import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { JOURNALED_OPERATIONS, subjectPath, type AuditEntry } from '../../../domain/staff/audit-log';
import { errorSchema } from '../catalogue/schemas';
import { searchAuditLog, type AuditRow } from './repo';
import { auditPageSchema, auditQuery } from './schemas';

const tags = ['back office: journal'];

function view(row: AuditRow): AuditEntry {
  const operation = JOURNALED_OPERATIONS[row.action];
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    staffId: row.staffId,
    operation: row.action,
    key: operation?.key ?? null,
    category: operation?.category ?? null,
    subject: row.subject,
    subjectPath: subjectPath(operation?.subject, row.subject),
    detail: row.detail,
    detailKind: operation?.detail ?? null,
    refused: row.status >= 400,
  };
}

/** The back office's journal: who did what and when (administrators only). Registered under `/api/admin`. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/audit-log',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The journal of staff changes and sign-ins, newest first, 50 rows a page',
        querystring: auditQuery,
        response: { 200: auditPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { items, total, hasMore } = await searchAuditLog(db, request.query);
      return { items: items.map(view), total, hasMore };
    },
  );
};
