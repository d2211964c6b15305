import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an id given by a proxy may look like: a UUID, a trace id, a load balancer's own
 * (`Root=1-5f84c7a5-…`). Anything else (spaces, quotes, control characters, a kilobyte) is
 * replaced, so a client cannot write into the log lines through it.
 */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:=/+-]{0,127}$/;

/**
 * Fastify's `genReqId`: every request gets an id that its log lines carry (`reqId`) and its
 * response returns (`x-request-id`, set by the security hook, security.ts), so a customer's "it failed" can be found in the logs. An
 * id sent by a proxy the shop trusts (TRUST_PROXY, the same rule as the client's address) is
 * kept when well-formed, so one id follows the request from the edge; any other is replaced by
 * a random UUID (unique across instances and restarts, unlike Fastify's counter).
 */
export function requestIdGenerator(trustProxy: boolean | string[]): (raw: IncomingMessage) => string {
  const trusted = trustProxy === true ? () => true : trustProxy === false ? () => false : proxyAddr.compile(trustProxy);
  return (raw) => {
    const given = raw.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && WELL_FORMED.test(given) && trusted(raw.socket.remoteAddress ?? '', 0)) return given;
    return randomUUID();
  };
}
