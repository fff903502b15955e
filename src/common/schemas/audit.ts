import { z } from 'zod';

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
