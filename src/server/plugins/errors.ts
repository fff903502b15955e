import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
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

const sourceNames: Record<string, string> = {
  body: 'el cuerpo de la petición',
  querystring: 'los parámetros de la consulta',
  params: 'la ruta',
  headers: 'las cabeceras',
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
 * too large), never a server fault: a Spanish 4xx naming the field rather than a 500.
 */
const integrityAnswer = (error: unknown): { status: number; payload: TApiError } | null => {
  const found = postgresError(error);
  if (!found) return null;
  const field = fieldOf(found.detail);
  const fields = field ? { [field]: 'Valor no válido.' } : undefined;
  if (found.code === '23503' && /still referenced/.test(found.detail ?? ''))
    return {
      status: 409,
      payload: body('CONFLICT', 'No se puede borrar: hay otros registros que dependen de este.'),
    };
  if (found.code === '23503')
    return {
      status: 400,
      payload: body('VALIDATION', `${field ? `«${field}»` : 'Un valor'} no corresponde a ningún registro.`, {
        fields: field ? { [field]: 'No existe.' } : undefined,
      }),
    };
  // Records that may no longer change (issued invoices, settled money): the trigger's reason is Spanish.
  if (found.code === '23001')
    return {
      status: 409,
      payload: body('CONFLICT', found.message ?? 'Este registro ya no se puede modificar.'),
    };
  if (found.code === '23505')
    return { status: 409, payload: body('CONFLICT', 'Ya existe un registro con ese valor.', { fields }) };
  if (found.code === '22003' || found.code === '22P02' || found.code === '22007')
    return {
      status: 400,
      payload: body('VALIDATION', 'Hay un valor fuera de rango o con formato no válido.', { fields }),
    };
  return null;
};

const body = (code: TErrorCode, message: string, extra: Partial<TApiError['error']> = {}): TApiError => ({
  error: { code, message, ...extra },
});

/**
 * Errors the router raises before any route or hook runs — a path parameter longer than the router
 * accepts (414) or a malformed escape in the URL (400) — in the same Spanish error shape (Fastify's
 * `frameworkErrors` option).
 */
export const frameworkErrors = (error: FastifyError, _request: unknown, reply: FastifyReply) => {
  const status = error.statusCode === 414 ? 414 : 400;
  return reply
    .status(status)
    .send(
      body(
        'VALIDATION',
        status === 414 ? 'La dirección es demasiado larga.' : 'La dirección de la petición no es válida.',
      ),
    );
};

/**
 * Maps every error to the API's error shape (docs/product.md#api-contract): Spanish message, field-level detail for
 * validation, never a stack trace, never a 500 for bad input.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        // A 429 says when to come back, in the header clients and proxies read as well as in the body.
        if (error.extra?.retryAfterSeconds)
          reply.header('retry-after', String(error.extra.retryAfterSeconds));
        return reply
          .status(statusByCode[error.code])
          .send(body(error.code, error.message, { fields: error.fields, ...error.extra }));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const path =
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
          fields[path] ??= issue.message ?? 'Valor no válido';
        }
        const where = sourceNames[error.validationContext ?? 'body'] ?? 'la petición';
        return reply.status(400).send(body('VALIDATION', `Hay datos no válidos en ${where}.`, { fields }));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return reply.status(500).send(body('INTERNAL', 'Error interno del servidor.'));
      }
      if (isDatabaseDown(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', '5')
          .send(
            body(
              'DATABASE_UNAVAILABLE',
              'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
            ),
          );
      }
      const integrity = integrityAnswer(error);
      if (integrity) return reply.status(integrity.status).send(integrity.payload);
      // Errors Fastify raises for malformed requests (bad JSON, body too large, wrong content type…).
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        const messages: Record<number, string> = {
          400: 'La petición no es válida.',
          404: 'No encontrado.',
          413: 'La petición es demasiado grande.',
          415: 'Tipo de contenido no admitido.',
          429: 'Demasiadas peticiones. Espera un momento antes de volver a intentarlo.',
        };
        const code: TErrorCode =
          error.statusCode === 429 ? 'RATE_LIMITED' : error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION';
        const message =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'El cuerpo de la petición no es un JSON válido.'
            : (messages[error.statusCode] ?? 'La petición no es válida.');
        return reply.status(error.statusCode).send(body(code, message));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(body('INTERNAL', 'Error interno del servidor.'));
    });

    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send(body('NOT_FOUND', `No existe la ruta ${request.method} ${request.url.split('?')[0]}.`)),
    );
  },
  { name: 'errors' },
);
