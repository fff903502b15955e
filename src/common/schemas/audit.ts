import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { ZDbIdSchema, ZPageMetadataSchema, ZPageQuerySchema } from './api.ts';

/** One admin change as the back office shows it beside the record it changed. */
export const ZAuditEntrySchema = z
  .object({
    id: z.number().int(),
    actorId: z.number().int().nullable().describe('The admin; null for what the system did on its own'),
    entity: z.string(),
    entityId: z.string(),
    action: z.string(),
    changes: z.unknown().describe('What changed, usually { field: [before, after] }'),
    createdOn: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AuditEntry' });
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

/** On the audit page each entry also names who did it. */
export const ZAuditLogEntrySchema = ZAuditEntrySchema.extend({
  actorName: z.string().nullable().describe('Full name of the admin; null for the system'),
}).meta({ id: 'AuditLogEntry' });
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntrySchema>;

const t = apiText.audit;

const day = (message: () => string) => z.iso.date({ error: message }).optional();

/**
 * `GET /api/admin/audit` and `/api/admin/audit.csv`: who (`actorId`), which record (`entity`, and `entityId`
 * with it) and which Madrid days (`from`, `to`, both included).
 */
export const ZAuditQuerySchema = ZPageQuerySchema.extend({
  actorId: ZDbIdSchema.optional().describe('Only what this admin did'),
  entity: z
    .string()
    .trim()
    .min(1)
    .max(40, { error: () => t.entityTooLong })
    .optional(),
  entityId: z
    .string()
    .trim()
    .min(1)
    .max(40, { error: () => t.entityIdTooLong })
    .optional(),
  from: day(() => t.fromDateInvalid),
  to: day(() => t.toDateInvalid),
})
  .refine((query) => !query.entityId || query.entity, {
    path: ['entity'],
    error: () => t.entityMissing,
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    path: ['to'],
    error: () => t.toBeforeFrom,
  });
export type TAuditQuery = Partial<z.output<typeof ZAuditQuerySchema>>;
export type TAuditFilters = Omit<z.output<typeof ZAuditQuerySchema>, 'page' | 'limit'>;

export const ZAuditLogResponseSchema = z.object({
  data: z.object({ entries: z.array(ZAuditLogEntrySchema) }),
  metadata: ZPageMetadataSchema,
});
export type TAuditLogResponse = z.infer<typeof ZAuditLogResponseSchema>;

/** `GET /api/admin/audit/facets`: the people and record types that appear in the log, for the filters. */
export const ZAuditFacetsResponseSchema = z.object({
  data: z.object({
    actors: z.array(z.object({ id: z.number().int(), name: z.string() })),
    entities: z.array(z.string()),
  }),
});
export type TAuditFacetsResponse = z.infer<typeof ZAuditFacetsResponseSchema>;
