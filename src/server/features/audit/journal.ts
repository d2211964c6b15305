import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import {
  isJournaledAnswer,
  journaledOperation,
  SIGN_IN_OPERATION,
  type AuditDetailKind,
  type JournaledOperation,
} from '../../../domain/staff/audit-log';
import type { SessionStaff } from '../../../domain/staff/staff';

const kBefore = Symbol('staffBeforeTheChange');
type WithBefore = FastifyRequest & { [kBefore]?: SessionStaff | null };

const actorOf = (member: SessionStaff) => `${member.firstName} ${member.lastName} <${member.email}>`.trim();

/** What a refused sign-in typed as its identifier, kept short; never the password. */
function typedIdentifier(body: unknown): string {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().slice(0, 200) : '';
}

function detailOf(kind: AuditDetailKind | undefined, body: unknown): string | null {
  if (!kind || typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[kind];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;
}

/**
 * The id the answer gives to what the call created, for a creation whose path names none:
 * `{ "id": 12 }`, or one level down (`{ "member": { "id": 12 } }`).
 */
function createdId(payload: unknown): string | null {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  let answer: Record<string, unknown>;
  try {
    answer = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return null;
  }
  const idOf = (value: unknown) => {
    const id = (value as { id?: unknown } | null)?.id;
    return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
  };
  return (
    idOf(answer) ??
    Object.values(answer)
      .map((value) => (typeof value === 'object' ? idOf(value) : null))
      .find((id) => id !== null) ??
    null
  );
}

function subjectOf(request: FastifyRequest, payload: unknown): string | null {
  const params = request.params as Record<string, string | number | undefined> | undefined;
  const named = params?.id ?? params?.slot;
  if (named !== undefined) return String(named);
  return request.method === 'POST' ? createdId(payload) : null;
}

async function actorFor(request: WithBefore, operation: string, status: number): Promise<{ staffId: number | null; actor: string }> {
  if (operation === SIGN_IN_OPERATION && status >= 400) return { staffId: null, actor: typedIdentifier(request.body) };
  // After a sign-in the new member; after a sign-out the member who left.
  const member = (await request.currentStaff()) ?? request[kBefore] ?? null;
  return member ? { staffId: member.id, actor: actorOf(member) } : { staffId: null, actor: '' };
}

async function write(
  db: Database,
  log: FastifyBaseLogger,
  request: WithBefore,
  operation: string,
  journaled: JournaledOperation,
  status: number,
  payload: unknown,
) {
  try {
    await db.insert(auditLog).values({
      ...(await actorFor(request, operation, status)),
      action: operation,
      subject: subjectOf(request, payload),
      detail: detailOf(journaled.detail, request.body),
      status,
      requestId: request.id,
    });
  } catch (error) {
    // The change itself is done and answered: a journal that cannot be written is said in the log, not to the member.
    log.error({ err: error, operation }, 'the back-office journal could not record a change');
  }
}

/**
 * Journals the staff API's changes (domain/staff/audit-log.ts says which), in the scope of
 * `/api/admin`. The row is written before the answer leaves, so whoever got the answer finds it
 * in the journal; it is written apart from the change's own transaction, which is committed by
 * then. Who acted is read before the handler too, since signing out forgets them.
 */
export function journalStaffChanges(admin: FastifyInstance, db: Database): void {
  admin.addHook('preHandler', async (request) => {
    if (!journaledOperation(request.method, request.routeOptions.url ?? '')) return;
    (request as WithBefore)[kBefore] = await request.currentStaff();
  });
  admin.addHook('onSend', async (request, reply, payload) => {
    const operation = `${request.method} ${request.routeOptions.url ?? ''}`;
    const journaled = journaledOperation(request.method, request.routeOptions.url ?? '');
    if (journaled && isJournaledAnswer(operation, reply.statusCode)) {
      await write(db, request.log, request as WithBefore, operation, journaled, reply.statusCode, payload);
    }
    return payload;
  });
}
