import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * `onRequest` hook of the API routes whose answers depend on the session or the cart cookie, or
 * carry personal data: no cache may keep them (a shared computer's back button, a proxy). Set
 * first, so a route may still choose otherwise; kept on error answers too.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
