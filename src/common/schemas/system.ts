import { z } from 'zod';

/** `GET /api/health`: answered only when the database answers too. */
export const ZHealthResponseSchema = z.object({
  data: z.object({ status: z.literal('ok'), time: z.iso.datetime() }),
});
export type THealthResponse = z.infer<typeof ZHealthResponseSchema>;

/**
 * `GET /api/ready`: whether a load balancer should send this instance work. 200 when it can serve; 503 while
 * it shuts down, when the database does not answer, or when the database lacks this build's migrations.
 */
export const ZReadyResponseSchema = z.object({
  data: z.object({
    status: z.enum(['ready', 'not-ready', 'draining']),
    database: z.boolean(),
    migrations: z.boolean(),
  }),
});
export type TReadyResponse = z.infer<typeof ZReadyResponseSchema>;
