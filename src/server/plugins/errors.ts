import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { apiText, apiTextIn } from '@/common/i18n/api/index.ts';
import { languageFromAcceptLanguage } from '@/common/language.ts';
import type { TApiError, TErrorCode } from '@/common/schemas/api.ts';
import { AppError } from '@/server/lib/app-error.ts';

export const statusByCode: Record<TErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  ACCOUNT_INACTIVE: 403,
  ACCOUNT_BANNED: 403,
  CSRF: 403,
  SECOND_FACTOR_REQUIRED: 403,
  STEP_UP_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BUSINESS_RULE: 422,
  RATE_LIMITED: 429,
  DATABASE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

const t = apiText.api;

/** Where invalid data came from, named in the request's language. */
const sourceName = (context: string | undefined) => {
  const source = context ?? 'body';
  return source === 'body' || source === 'querystring' || source === 'params' || source === 'headers'
    ? t.sources[source]
    : t.sources.request;
};

/** Connection-level failures of PostgreSQL: the API answers 503 and recovers when the server returns. */
const databaseDownCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);
/**
 * node-postgres reports a connection lost mid-query, a pool that cannot connect, or an answer that never came
 * (its query_timeout: a network cut drops packets rather than resetting anything) by message alone.
 */
const databaseDownMessages =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout/;
const isDatabaseDown = (error: unknown): boolean => {
  const code = (error as { code?: string } | null)?.code;
  if (code && databaseDownCodes.has(code)) return true;
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && databaseDownMessages.test(message) && !(error instanceof AppError))
    return true;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause ? isDatabaseDown(cause) : false;
};

/** The PostgreSQL error inside whatever wrapped it (Drizzle wraps driver errors in `cause`). */
const postgresError = (
  error: unknown,
): { code: string; constraint?: string; detail?: string; message?: string } | null => {
  for (
    let current = error as { code?: unknown; cause?: unknown } | null;
    current;
    current = current.cause as typeof current
  ) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code))
      return current as { code: string };
  }
  return null;
};

/** `Key (country_id)=(99) …` → `countryId`: the field a violation is about, as the API names it. */
const fieldOf = (detail: string | undefined) => {
  const column = detail?.match(/^Key \((?:lower\()?([a-z_]+)\)?\)=/)?.[1] ?? '';
  return column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
};

/**
 * Integrity violations that reach the database are the client's doing (an unknown id, a duplicate, a value
 * too large), never a server fault: a 4xx in the request's language naming the field rather than a 500.
 */
const integrityAnswer = (error: unknown): { status: number; payload: TApiError } | null => {
  const found = postgresError(error);
  if (!found) return null;
  const field = fieldOf(found.detail);
  const fields = field ? { [field]: t.invalidValue } : undefined;
  if (found.code === '23503' && /still referenced/.test(found.detail ?? ''))
    return {
      status: 409,
      payload: body('CONFLICT', t.stillReferenced),
    };
  if (found.code === '23503')
    return {
      status: 400,
      payload: body('VALIDATION', t.unknownReference(field || null), {
        fields: field ? { [field]: t.doesNotExist } : undefined,
      }),
    };
  // Records that may no longer change (issued invoices, settled money): the trigger's reason, written in the
  // database in Spanish, is stored text and stays as it is.
  if (found.code === '23001')
    return {
      status: 409,
      payload: body('CONFLICT', found.message ?? t.recordLocked),
    };
  if (found.code === '23505') return { status: 409, payload: body('CONFLICT', t.duplicate, { fields }) };
  if (found.code === '22003' || found.code === '22P02' || found.code === '22007')
    return {
      status: 400,
      payload: body('VALIDATION', t.outOfRange, { fields }),
    };
  return null;
};

const body = (code: TErrorCode, message: string, extra: Partial<TApiError['error']> = {}): TApiError => ({
  error: { code, message, ...extra },
});

/**
 * Errors the router raises before any route or hook runs — a path parameter longer than the router
 * accepts (414) or a malformed escape in the URL (400) — in the same error shape (Fastify's `frameworkErrors`
 * option). No hook has run yet, so the language comes from the request's own `Accept-Language`.
 */
export const frameworkErrors = (
  error: FastifyError,
  request: { headers: Record<string, string | string[] | undefined> },
  reply: FastifyReply,
) => {
  const status = error.statusCode === 414 ? 414 : 400;
  const accepted = request.headers['accept-language'];
  const text = apiTextIn(languageFromAcceptLanguage(Array.isArray(accepted) ? accepted[0] : accepted)).api;
  return reply
    .status(status)
    .send(body('VALIDATION', status === 414 ? text.addressTooLong : text.badAddress));
};

/** What the API answers to an error: its status and body, and when to come back if it says so. */
type TAnswer = { status: number; payload: TApiError; retryAfterSeconds?: number };

/** A service's own error: its code's status, its message, and any detail it carries. */
const appErrorAnswer = (error: AppError): TAnswer => ({
  status: statusByCode[error.code],
  payload: body(error.code, error.message, { fields: error.fields, ...error.extra }),
  // A 429 says when to come back, in the header clients and proxies read as well as in the body.
  retryAfterSeconds: error.extra?.retryAfterSeconds,
});

/** A request its route's schema refused: the first problem of each field, by its path in the request. */
const validationAnswer = (error: {
  validation: ZodFastifySchemaValidationError[];
  validationContext?: string;
}): TAnswer => {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const path =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
    fields[path] ??= issue.message ?? t.invalidValue;
  }
  return {
    status: 400,
    payload: body('VALIDATION', t.invalidIn(sourceName(error.validationContext)), { fields }),
  };
};

const internalAnswer = (): TAnswer => ({ status: 500, payload: body('INTERNAL', t.internal) });

/** Fastify's own 4xx statuses, named as the API names them; any other is a validation error. */
const malformedRequestCodes: Record<number, TErrorCode> = { 404: 'NOT_FOUND', 429: 'RATE_LIMITED' };
const malformedRequestMessages: Record<number, () => string> = {
  400: () => t.badRequest,
  404: () => t.notFound,
  413: () => t.requestTooLarge,
  415: () => t.unsupportedContentType,
  429: () => t.tooManyRequests,
};

/** Errors Fastify raises for malformed requests (bad JSON, body too large, wrong content type…). */
const malformedRequestAnswer = (error: FastifyError): TAnswer | null => {
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) return null;
  const isInvalidJson = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
  const message = isInvalidJson ? t.invalidJsonBody : (malformedRequestMessages[status]?.() ?? t.badRequest);
  return { status, payload: body(malformedRequestCodes[status] ?? 'VALIDATION', message) };
};

/** The answer to any error, logging those that are the server's fault. */
const answerTo = (error: FastifyError, log: FastifyBaseLogger): TAnswer => {
  if (error instanceof AppError) return appErrorAnswer(error);
  if (hasZodFastifySchemaValidationErrors(error)) return validationAnswer(error);
  if (isResponseSerializationError(error)) {
    log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return internalAnswer();
  }
  if (isDatabaseDown(error)) {
    log.error({ err: error }, 'database unavailable');
    return {
      status: 503,
      payload: body('DATABASE_UNAVAILABLE', t.databaseUnavailable),
      retryAfterSeconds: 5,
    };
  }
  const answer = integrityAnswer(error) ?? malformedRequestAnswer(error);
  if (answer) return answer;
  log.error({ err: error }, 'unhandled error');
  return internalAnswer();
};

/**
 * Maps every error to the API's error shape (docs/product.md#api-contract): a message in the request's language, field-level detail for
 * validation, never a stack trace, never a 500 for bad input.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, payload, retryAfterSeconds } = answerTo(error, request.log);
      if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
      return reply.status(status).send(payload);
    });

    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send(body('NOT_FOUND', t.noSuchRoute(request.method, request.url.split('?')[0] ?? ''))),
    );
  },
  { name: 'errors' },
);
