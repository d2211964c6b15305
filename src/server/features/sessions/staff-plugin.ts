import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client';
import type { SessionStaff } from '../../../domain/staff/staff';
import { hashToken, newToken } from '../../security/tokens';
import { isSessionAlive, needsTouch, STAFF_ABSOLUTE_TIMEOUT_MS, STAFF_IDLE_TIMEOUT_MS } from './policy';
import { deleteSession, findStaffSession, insertStaffSession, touchSession } from './repo';

/**
 * The staff session cookie, apart from the customer's `sid`: a customer's session never opens
 * the back office, and a staff session is never a customer. SameSite=Strict: no other site
 * can start a back-office request that carries it, not even a top-level link.
 */
export const STAFF_SESSION_COOKIE = 'staff_sid';

export type StaffSessions = {
  /** Signs the staff member in with a new session id, revoking whatever staff session the browser had. */
  start(request: FastifyRequest, reply: FastifyReply, staffId: number): Promise<void>;
  /** Signs out: the session is deleted, not only forgotten by the browser. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, from the staff cookie only; looked up once per request. */
    currentStaff(): Promise<SessionStaff | null>;
  }
  interface FastifyInstance {
    staffSessions: StaffSessions;
  }
}

const kStaff = Symbol('currentStaff');
type WithCache = FastifyRequest & { [kStaff]: Promise<SessionStaff | null> | null };

/** Staff sessions live in the same table as customers' (the row names a staff member instead), behind their own cookie. */
export const staffSessionPlugin = fp<{ db: Database; secureCookies: boolean }>(async (app: FastifyInstance, { db, secureCookies }) => {
  app.decorateRequest(kStaff, null);
  app.decorateRequest('currentStaff', function (this: FastifyRequest) {
    const request = this as WithCache;
    request[kStaff] ??= loadStaff(db, request.cookies[STAFF_SESSION_COOKIE]);
    return request[kStaff];
  });
  const options = { path: '/', httpOnly: true, sameSite: 'strict' as const, secure: secureCookies, maxAge: STAFF_ABSOLUTE_TIMEOUT_MS / 1000 };
  app.decorate('staffSessions', {
    async start(request, reply, staffId) {
      const previous = request.cookies[STAFF_SESSION_COOKIE];
      if (previous) await deleteSession(db, hashToken(previous));
      const token = newToken();
      await insertStaffSession(db, {
        idHash: hashToken(token),
        staffId,
        expiresAt: new Date(Date.now() + STAFF_ABSOLUTE_TIMEOUT_MS),
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
      });
      reply.setCookie(STAFF_SESSION_COOKIE, token, options);
      (request as WithCache)[kStaff] = loadStaff(db, token);
    },
    async end(request, reply) {
      const token = request.cookies[STAFF_SESSION_COOKIE];
      if (token) await deleteSession(db, hashToken(token));
      reply.clearCookie(STAFF_SESSION_COOKIE, options);
      (request as WithCache)[kStaff] = Promise.resolve(null);
    },
  } satisfies StaffSessions);
});

async function loadStaff(db: Database, token: string | undefined): Promise<SessionStaff | null> {
  if (!token) return null;
  const idHash = hashToken(token);
  const session = await findStaffSession(db, idHash);
  if (!session) return null;
  const now = new Date();
  if (!isSessionAlive(session, now, STAFF_IDLE_TIMEOUT_MS)) {
    await deleteSession(db, idHash);
    return null;
  }
  if (needsTouch(session, now)) await touchSession(db, idHash, now);
  return session.staff;
}
