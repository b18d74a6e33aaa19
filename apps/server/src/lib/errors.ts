import { validationSentence } from '@crm/contracts';

/** An error a client can cause: answered with `status` and `{error: code, message, field?}` (ARCHITECTURE.md §4). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The request field at fault, as a dotted path (e.g. `filters.revenues.lb`), when there is one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** 400 for one field of the request: a sentence naming it, e.g. fieldError('brandOwnerUserIds', 'lists user 5, who is not an active brand owner'). */
export const fieldError = (field: string, predicate: string, code = 'BAD_REQUEST') =>
  new AppError(400, code, validationSentence(field.split('.'), predicate), field);

export const badRequest = (message: string, code = 'BAD_REQUEST') =>
  new AppError(400, code, message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);

type DbError = { code?: string; constraint?: string };
/** Whether a database error (or its cause, as drizzle wraps them) is a unique-constraint violation (SQLSTATE 23505), of `constraint` when named. */
export const isUniqueViolation = (e: unknown, constraint?: string) =>
  [e as DbError, (e as { cause?: DbError }).cause].some(
    (x) => x?.code === '23505' && (constraint === undefined || x.constraint === constraint),
  );
/** Whether a database error (or its cause) is a foreign-key violation (SQLSTATE 23503): a row still referenced, or a reference to a missing row. */
export const isForeignKeyViolation = (e: unknown) =>
  [e as DbError, (e as { cause?: DbError }).cause].some((x) => x?.code === '23503');
/**
 * Whether a database error (or its cause) is a deadlock (40P01) or a serialization failure (40001): two
 * requests changed the same rows at once and PostgreSQL rolled this one back — answered 409, to retry.
 */
export const isConcurrencyFailure = (e: unknown) =>
  [e as DbError, (e as { cause?: DbError }).cause].some(
    (x) => x?.code === '40P01' || x?.code === '40001',
  );

/** SQLSTATEs of a session the server ended (admin_shutdown, crash_shutdown, cannot_connect_now) or a connection failure (class 08), and the socket errors of an unreachable server. */
const CONNECTION_LOST_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  'ECONNRESET',
  'EPIPE',
  'ECONNREFUSED',
]);
/** node-postgres' errors of a client whose connection closed under it (they carry no code). */
const CONNECTION_LOST_MESSAGE =
  /^Connection terminated|connection error and is not queryable|Client was closed and is not queryable/;

/**
 * Whether a database error (or its cause) means the connection to PostgreSQL was lost (the backend was
 * terminated, the server restarted, the socket closed): the statement's outcome is unknown to the app —
 * a read may be run again on a fresh connection; a request answers 503, to be retried.
 */
export const isConnectionLoss = (e: unknown): boolean =>
  [
    e as DbError & { message?: string },
    (e as { cause?: DbError & { message?: string } })?.cause,
  ].some(
    (x) =>
      !!x &&
      ((x.code !== undefined && CONNECTION_LOST_CODES.has(x.code)) ||
        (typeof x.message === 'string' && CONNECTION_LOST_MESSAGE.test(x.message))),
  );

/**
 * One line of what failed, for a log or a stored error: a mail server's own answer (`responseText`,
 * imapflow and nodemailer) where there is one, else the message; whitespace folded, at most `max` characters.
 */
export const errorLine = (e: unknown, max = 300) =>
  (e instanceof Error ? (e as { responseText?: string }).responseText || e.message : String(e))
    .replace(/\s+/g, ' ')
    .slice(0, max);
