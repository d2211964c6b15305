import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { UnstorableTextError } from '../db/unstorable-text';
import { PLAIN_TEXT_MESSAGE } from '../domain/plain-text';
import { isBackOfficePath, isLocale, pickBackOfficeLocale, pickLocale, type Locale } from '../domain/locale';
import { translatorFor } from '../i18n/instance';
import { LANG_COOKIE } from '../i18n/request-locale';
import { storageFailureOf, type StorageFailure } from './operations/storage';
import { DATABASE_RETRY_AFTER_SECONDS, noteDatabaseUnreachable } from './operations/database-outage';

/** A message written as an i18n key: `namespace:path.to.key`. */
const MESSAGE_KEY = /^[a-z]+:[A-Za-z0-9_.]+$/;

/** The single JSON shape of every API error: a code for programs, a message for people. */
export type ApiErrorBody = { error: { code: string; message: string; field?: string } };

/** The same rule as the pages' (i18n/request-locale.ts): a valid ?lang=, then the remembered choice, then Accept-Language (French for the back office). */
export function requestLocale(request: FastifyRequest): Locale {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  const choice = isLocale(asked) ? asked : request.cookies?.[LANG_COOKIE];
  if (isBackOfficePath(request.url)) return pickBackOfficeLocale(choice);
  return pickLocale(choice, request.headers['accept-language']);
}

/** An expected failure a route reports on purpose: answered with its status and translated message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: string,
    readonly field?: string,
    /** Values the message names (e.g. `{ name, count }`), interpolated in the caller's language. */
    readonly values?: Record<string, string | number>,
  ) {
    super(code);
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: HttpError): FastifyReply {
  const t = translatorFor(requestLocale(request));
  const body: ApiErrorBody = {
    error: {
      code: error.code,
      message: t(error.messageKey, { ...error.values, field: error.field }),
      ...(error.field ? { field: error.field } : {}),
    },
  };
  return reply.status(error.statusCode).type('application/json').send(body);
}

/**
 * Bad input, naming the field. Shared form schemas give their messages as catalogue keys
 * ('addresses:validation.zipDigit'), so the API answers with the very sentence the form shows.
 */
function invalidInput(field: string | undefined, message: string | undefined): HttpError {
  const own = message && MESSAGE_KEY.test(message) ? message : undefined;
  const key = own ?? (field ? 'errors:invalidParameter' : 'errors:invalidRequest');
  return new HttpError(400, 'invalid_parameter', key, field || undefined);
}

/** What a write the storage refused answers: 507 Insufficient Storage when full, 503 when it cannot be written at all. */
const STORAGE_FAILURES: Record<StorageFailure, HttpError> = {
  full: new HttpError(507, 'storage_full', 'errors:storageFull'),
  unwritable: new HttpError(503, 'storage_unwritable', 'errors:storageUnwritable'),
};

/**
 * One handler for every failure: bad input answers 400 naming the field, expected failures
 * keep their status, and anything unexpected is logged and answered with a generic 500 that
 * never carries a stack trace or an internal message.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      // A 5xx answered on purpose (a payment provider out of reach) is still the owner's to know: logged with its cause.
      if (error.statusCode >= 500) request.log.error({ err: error }, 'service failure');
      return sendError(request, reply, error);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      return sendError(request, reply, invalidInput(issue?.instancePath.replace(/^\//, '').replaceAll('/', '.'), issue?.message));
    }
    // A body whose shape depends on the visitor (e.g. checkout: a guest types an address, a
    // customer names one of their book) is parsed in the handler, and answered the same way.
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      return sendError(request, reply, invalidInput(issue?.path.join('.'), issue?.message));
    }
    // A text no schema checked, stopped before the database (db/unstorable-text.ts): still bad input.
    if (error instanceof UnstorableTextError) {
      request.log.warn({ err: error }, 'text with a NUL character reached the database layer: a schema lacks the plain-text rule');
      return sendError(request, reply, new HttpError(400, 'invalid_parameter', PLAIN_TEXT_MESSAGE));
    }
    // DATA_DIR full or not writable (operations/storage.ts): the operator's to fix, said as such, never "try again" alone.
    const storage = storageFailureOf(error);
    if (storage) {
      request.log.error({ err: error }, storage === 'full' ? 'the storage is full' : 'the storage cannot be written');
      return sendError(request, reply, STORAGE_FAILURES[storage]);
    }
    if (error.statusCode === 429) return sendError(request, reply, new HttpError(429, 'too_many_requests', 'errors:tooManyRequests'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(request, reply, new HttpError(error.statusCode, 'invalid_request', 'errors:invalidRequest'));
    }
    // The database away for a moment: come back shortly, and the owner is told once (operations/database-outage.ts).
    if (noteDatabaseUnreachable(app.log, error)) {
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(request, reply, new HttpError(503, 'service_unavailable', 'errors:unavailable'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(request, reply, new HttpError(500, 'server_error', 'errors:server'));
  });
  // Fastify's own 404 would write the whole URL into the log line's message.
  app.setNotFoundHandler((request, reply) => sendError(request, reply, new HttpError(404, 'not_found', 'errors:notFound')));
}
