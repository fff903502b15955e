import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { youtubeVideoId } from '../youtube.ts';

const t = apiText.api;

/** Error codes of the API, mapped to HTTP status in one place on the server. */
export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'ACCOUNT_INACTIVE',
  'ACCOUNT_BANNED',
  'CSRF',
  /** Staff signed in with a password only: the second factor must be proved (or enrolled) first. */
  'SECOND_FACTOR_REQUIRED',
  /** A sensitive action: prove the second factor again, then retry the same request. */
  'STEP_UP_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'BUSINESS_RULE',
  'RATE_LIMITED',
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type TErrorCode = (typeof errorCodes)[number];

export const ZApiErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string().describe("In the request's language, for people"),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .describe("Message per invalid field, in the request's language"),
      minimum: z.number().int().optional().describe('Current minimum bid in cents (bid too low)'),
      retryAfterSeconds: z.number().int().optional(),
    }),
  })
  .meta({ id: 'ApiError' });
export type TApiError = z.infer<typeof ZApiErrorSchema>;

/** Parses a JSON-stringified query parameter (docs/product.md#api-contract: filter and order travel JSON-stringified). */
export const jsonQuery = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: t.invalidJson });
        return z.NEVER;
      }
    })
    .pipe(schema.optional());

export const ZPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** The largest value of a PostgreSQL `integer` column: ids and cents are checked against it at the edge. */
export const maxDbInteger = 2_147_483_647;

/** A record id in a path or query: a positive integer the database can hold, or a 400 in the request's language. */
export const ZDbIdSchema = z.coerce
  .number({ error: () => t.invalidId })
  .int({ error: () => t.invalidId })
  .positive({ error: () => t.invalidId })
  .max(maxDbInteger, { error: () => t.invalidId });

/** An amount of money in cents that an `integer` column can hold (21 million euros). */
export const ZCentsSchema = z
  .number({ error: () => t.amountMissing })
  .int({ error: () => t.amountNotCents })
  .max(maxDbInteger, { error: () => t.amountTooLarge });

export const ZIdParamsSchema = z.object({ id: ZDbIdSchema });

export const ZPageMetadataSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TPageMetadata = z.infer<typeof ZPageMetadataSchema>;

export const ZOrderDirectionSchema = z.enum(['asc', 'desc']);

/** The answer of a route that succeeds with 204 and no body (a deletion, a reorder). */
export const ZNoContentSchema = z.undefined().describe('No content');

/** A PDF download's body, declared with `produces: ['application/pdf']` beside it. */
export const ZPdfFileSchema = z.string().describe('The PDF document (binary)');

/** A CSV export's body, declared with `produces: ['text/csv']` beside it. */
export const ZCsvFileSchema = z.string().describe('CSV: UTF-8 with BOM, `;` separators, decimal commas');

export const dateTime = z.iso.datetime({ offset: true, error: () => t.invalidDateTime });

export const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: () => t.tooLong(max) })
    .nullish()
    .transform((value) => value || null);

/** A YouTube video's address, or nothing: any other site would never be shown (docs/product.md#catalogue). */
export const ZYoutubeUrlSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || youtubeVideoId(value) !== null, { error: () => t.notYoutube });

/** Two Madrid days (`from`, `to`, AAAA-MM-DD), the second not before the first: the range of an export. */
export const ZDayRangeQuerySchema = z
  .object({
    from: z.iso.date({ error: () => t.fromDateMissing }),
    to: z.iso.date({ error: () => t.toDateMissing }),
  })
  .refine((range) => range.to >= range.from, {
    path: ['to'],
    error: () => t.toBeforeFrom,
  });
