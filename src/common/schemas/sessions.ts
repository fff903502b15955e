import { z } from 'zod';

/** One of the signed-in user's sessions, as Mi cuenta › Sesiones lists it (docs/operations.md, "Sessions"). */
export const ZUserSessionSchema = z
  .object({
    /** A handle for ending it; not the stored token hash. */
    id: z.string(),
    /** "Chrome en Android", from the browser's User-Agent. */
    device: z.string(),
    /** The network it signed in from, masked: "83.45.12.x" or "2a02:9130:8a0::/48"; null when unknown. */
    network: z.string().nullable(),
    /** Where that network is, roughly: "España", or "Sevilla, España" with a city database; null when unknown. */
    place: z.string().nullable(),
    createdAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime(),
    /** The session this request came with. */
    isCurrent: z.boolean(),
  })
  .meta({ id: 'UserSession' });
export type TUserSession = z.infer<typeof ZUserSessionSchema>;

export const ZUserSessionsResponseSchema = z.object({
  data: z.object({ sessions: z.array(ZUserSessionSchema) }),
});
export type TUserSessionsResponse = z.infer<typeof ZUserSessionsResponseSchema>;

export const ZSessionParamsSchema = z.object({ id: z.string().min(1).max(64) });
