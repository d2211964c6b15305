import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { FALLBACK_LOCALE } from '../../domain/locale';
import { translatorFor } from '../../i18n/instance';
import { HttpError, sendError, type ApiErrorBody } from '../errors';

/** Node gives the bytes it read as `rawPacket` (a Buffer, whatever Fastify's types say). */
type ParserError = Error & { code?: string; rawPacket?: unknown };

/**
 * Answers a request Node's HTTP parser refused (a malformed request line or header), before
 * any Fastify request exists. Like Fastify's own handler, but the body is the API's error shape
 * and a HEAD request gets none: the bytes of a body after a HEAD answer would be read by the
 * client as the start of the next response.
 */
export function answerClientError(error: ParserError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'request_timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'headers_too_large']
        : [400, 'invalid_request'];
  // The headers cannot be trusted to pick a language: the shop's fallback one.
  const body: ApiErrorBody = { error: { code, message: translatorFor(FALLBACK_LOCALE)('errors:invalidRequest') } };
  const json = JSON.stringify(body);
  const head = Buffer.isBuffer(error.rawPacket) && error.rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(json)}`,
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        head ? '' : json,
      ].join('\r\n'),
    );
  }
  socket.destroy();
}

/**
 * Errors Fastify meets while routing (a path that cannot be percent-decoded: 400; a path
 * parameter too long: 414): the API's JSON error with that status, without Fastify's own
 * message, which repeats the path.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendError(request, reply, new HttpError(error.statusCode ?? 400, 'invalid_request', 'errors:invalidRequest'));
}
