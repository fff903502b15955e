import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCsvFileSchema, ZPdfFileSchema } from '@/common/schemas/api.ts';
import type { TRoutePermission } from '@/common/staff-roles.ts';
import { sendDownload } from './send-download.ts';

/** The files the back office downloads: what the route declares it produces, and the body it sends. */
const formats = {
  csv: { produces: 'text/csv', contentType: 'text/csv; charset=utf-8', schema: ZCsvFileSchema },
  json: {
    produces: 'application/json',
    contentType: 'application/json; charset=utf-8',
    schema: z.string().describe('A JSON document'),
  },
  pdf: { produces: 'application/pdf', contentType: 'application/pdf', schema: ZPdfFileSchema },
  xml: {
    produces: 'application/xml',
    contentType: 'application/xml; charset=utf-8',
    schema: z.string().describe('An XML document'),
  },
  /** A scanned document kept as uploaded: its own type comes with the file (`TDownloadFile.contentType`). */
  scan: {
    produces: ['application/pdf', 'image/jpeg', 'image/png'],
    contentType: 'application/octet-stream',
    schema: z.string().describe('The stored document as uploaded: PDF, JPEG or PNG (binary)'),
  },
} as const;

/** The instance a route plugin receives (`FastifyPluginAsyncZod`). */
export type TZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
type TNoInput = z.ZodObject<Record<string, never>>;

export type TDownloadFile = { name: string; body: string | Buffer; contentType?: string };

/**
 * A back-office download: `GET url` guarded by `permission` (and a fresh second factor with `stepUp`, for
 * exports of people's data or the books), declared in the OpenAPI document with its query or parameters
 * and its file type, answering the file `file` makes. The one shape of the reports', audit's and billing
 * records' exports.
 */
export const downloadRoute = <TParams extends z.ZodType = TNoInput, TQuery extends z.ZodType = TNoInput>(
  app: TZodApp,
  url: string,
  options: {
    permission: TRoutePermission;
    /** Even reading needs the permission granted (plugins/permissions.ts): no read-only roles. */
    isGrantedOnly?: boolean;
    stepUp?: boolean;
    tags: string[];
    summary: string;
    format: keyof typeof formats;
    params?: TParams;
    querystring?: TQuery;
  },
  file: (
    request: FastifyRequest<{ Params: z.infer<TParams>; Querystring: z.infer<TQuery> }>,
  ) => Promise<TDownloadFile>,
) => {
  const { permission, isGrantedOnly, stepUp, tags, summary, format, params, querystring } = options;
  const { produces, contentType, schema } = formats[format];
  app.get(
    url,
    {
      config: { permission, isGrantedOnly },
      preHandler: stepUp ? [app.requireStepUp] : [],
      // Only the inputs the route has: Fastify warns of a schema key given as undefined.
      schema: {
        tags,
        summary,
        ...(params && { params }),
        ...(querystring && { querystring }),
        produces: typeof produces === 'string' ? [produces] : [...produces],
        response: { 200: schema },
      },
    },
    async (request, reply) => {
      const downloaded = await file(request as never);
      return sendDownload(reply, downloaded.name, downloaded.contentType ?? contentType, downloaded.body);
    },
  );
};

/** A page of a back-office list in the API's envelope: the rows under `key`, the total and the page asked. */
export const pageOf = <TKey extends string, TRow>(
  key: TKey,
  { page, limit }: { page: number; limit: number },
  rows: TRow[],
  total: number,
) => ({ data: { [key]: rows } as Record<TKey, TRow[]>, metadata: { total, page, limit } });
