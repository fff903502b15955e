import { z } from 'zod';

/** `GET /api/health`: answered only when the database answers too. */
export const ZHealthResponseSchema = z.object({
  data: z.object({ status: z.literal('ok'), time: z.iso.datetime() }),
});
export type THealthResponse = z.infer<typeof ZHealthResponseSchema>;
