import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client';
import type { SessionCustomer } from '../../../web/context';
import { HttpError } from '../../errors';
import { shopperChanged } from '../visitor/shopper-hint';
import { hashToken, newToken } from '../../security/tokens';
import { ABSOLUTE_TIMEOUT_MS, isSessionAlive, needsTouch } from './policy';
import { deleteSession, findCustomerSession, insertCustomerSession, touchSession } from './repo';

/** The customer's session cookie. Staff sessions (back office) use their own cookie. */
export const CUSTOMER_SESSION_COOKIE = 'sid';

export type CustomerSessions = {
  /**
   * Signs the customer in with a new session id: whatever session the browser had is revoked
   * first, so an id planted before sign-in is worthless after it (session fixation).
   */
  start(request: FastifyRequest, reply: FastifyReply, customerId: number): Promise<void>;
  /** Signs out: the session is deleted, not only forgotten by the browser. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, from the session cookie only; looked up once per request. */
    currentCustomer(): Promise<SessionCustomer | null>;
  }
  interface FastifyInstance {
    customerSessions: CustomerSessions;
  }
}

const kCustomer = Symbol('currentCustomer');
/** The session started during this request: its cookie is only in the answer, not in the request. */
const kStartedToken = Symbol('startedSessionToken');
type WithCache = FastifyRequest & { [kCustomer]: Promise<SessionCustomer | null> | null; [kStartedToken]: string | null };

/**
 * Sessions live in the database; the cookie holds a random token whose SHA-256 is the row's
 * key. The cookie is HttpOnly, SameSite=Lax, and Secure when the shop is served over HTTPS.
 */
export const sessionPlugin = fp<{ db: Database; secureCookies: boolean }>(async (app: FastifyInstance, { db, secureCookies }) => {
  app.decorateRequest(kCustomer, null);
  app.decorateRequest(kStartedToken, null);
  app.decorateRequest('currentCustomer', function (this: FastifyRequest) {
    const request = this as WithCache;
    request[kCustomer] ??= loadCustomer(db, request[kStartedToken] ?? request.cookies[CUSTOMER_SESSION_COOKIE]);
    return request[kCustomer];
  });

  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookies, maxAge: ABSOLUTE_TIMEOUT_MS / 1000 };
  app.decorate('customerSessions', {
    async start(request, reply, customerId) {
      const previous = request.cookies[CUSTOMER_SESSION_COOKIE];
      if (previous) await deleteSession(db, hashToken(previous));
      const token = newToken();
      await insertCustomerSession(db, {
        idHash: hashToken(token),
        customerId,
        expiresAt: new Date(Date.now() + ABSOLUTE_TIMEOUT_MS),
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
      });
      reply.setCookie(CUSTOMER_SESSION_COOKIE, token, options);
      (request as WithCache)[kStartedToken] = token;
      (request as WithCache)[kCustomer] = null;
      shopperChanged(request);
    },
    async end(request, reply) {
      const token = request.cookies[CUSTOMER_SESSION_COOKIE];
      if (token) await deleteSession(db, hashToken(token));
      reply.clearCookie(CUSTOMER_SESSION_COOKIE, options);
      (request as WithCache)[kCustomer] = Promise.resolve(null);
      shopperChanged(request);
    },
  } satisfies CustomerSessions);
});

async function loadCustomer(db: Database, token: string | undefined): Promise<SessionCustomer | null> {
  if (!token) return null;
  const idHash = hashToken(token);
  const session = await findCustomerSession(db, idHash);
  if (!session) return null;
  const now = new Date();
  if (!isSessionAlive(session, now)) {
    await deleteSession(db, idHash);
    return null;
  }
  if (needsTouch(session, now)) await touchSession(db, idHash, now);
  return session.customer;
}

/** For routes only a signed-in customer may call: 401 otherwise. */
export async function requireCustomer(request: FastifyRequest): Promise<SessionCustomer> {
  const customer = await request.currentCustomer();
  if (!customer) throw new HttpError(401, 'not_signed_in', 'errors:notSignedIn');
  return customer;
}
