import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import { loggedError } from './logged-error';
import { loggedUrl } from './logged-url';

/**
 * The shop's pino options. Log lines never carry a password, a personal field's value, a
 * session id or a one-time code (ADR 5): requests are logged without their headers or body and
 * with their URL redacted (logged-url.ts), errors by kind, code and stack frames only
 * (logged-error.ts), and the usual names of secrets are redacted in anything else a module logs.
 */
export function logOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      err: loggedError,
    },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
    hooks: {
      // `log.error(error)` would make the error's message the line's message: log it by kind instead.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) return method.apply(this, [{ err: first }, ...(rest.length ? rest : [first.constructor.name])] as never);
        return method.apply(this, args);
      },
    },
  };
}
