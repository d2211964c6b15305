/**
 * The form in which an error is written to the log: its kind, its code, where it was thrown,
 * and the same for its causes. Never its message nor its other properties: libraries put the
 * input they choked on there (drizzle: the SQL and its parameters; PostgreSQL: "Failing row
 * contains (...)"; JSON.parse: a slice of the body; URL: the whole URL), and that input may be a
 * password, an address or a one-time code. The code and the stack frames are enough to find the
 * line that failed; reproduce with your own data to see the values.
 */
export type LoggedError = {
  type: string;
  /** SQLSTATE for database errors ('23514'), Fastify's or Node's code ('FST_ERR_…', 'ECONNRESET'). */
  code?: string;
  statusCode?: number;
  /** Schema names given by PostgreSQL errors: they say which rule failed, not with what. */
  table?: string;
  constraint?: string;
  frames: string[];
  cause?: LoggedError;
};

const MAX_FRAMES = 15;
const MAX_CAUSES = 4;
/** Codes are identifiers; anything else in a `code` property is not logged. */
const CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function stringProperty(error: object, name: string, shape: RegExp): string | undefined {
  const value = (error as Record<string, unknown>)[name];
  if (typeof value === 'number') return shape.test(String(value)) ? String(value) : undefined;
  return typeof value === 'string' && shape.test(value) ? value : undefined;
}

/** The "at …" lines of the stack, read after the message (which may span lines of its own). */
function stackFrames(stack: unknown, message: unknown): string[] {
  if (typeof stack !== 'string') return [];
  const withoutMessage = typeof message === 'string' && message ? stack.replace(message, '') : stack;
  return withoutMessage
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, MAX_FRAMES);
}

export function loggedError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error, frames: [] };
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  const cause = (error as { cause?: unknown }).cause;
  const logged: LoggedError = {
    type: error.constructor?.name || 'Object',
    code: stringProperty(error, 'code', CODE),
    statusCode: typeof statusCode === 'number' ? statusCode : undefined,
    table: stringProperty(error, 'table', SCHEMA_NAME),
    constraint: stringProperty(error, 'constraint', SCHEMA_NAME),
    frames: stackFrames((error as { stack?: unknown }).stack, (error as { message?: unknown }).message),
    cause: cause !== undefined && depth < MAX_CAUSES ? loggedError(cause, depth + 1) : undefined,
  };
  // Leave out what is unknown, so log lines stay short.
  return Object.fromEntries(Object.entries(logged).filter(([, value]) => value !== undefined)) as LoggedError;
}
