import { z } from 'zod';
import type { TDb } from '@/server/db/client.ts';
import { enqueueJob } from '@/server/jobs/queue.ts';

export const ACCOUNT_MAIL_JOB = 'account-mail';

/**
 * What a visitor asked for about an address. The request only writes this job, the same for any address,
 * and answers; whether the address has an account is found out by the job (`account-mail.job.ts`), after the answer, so the answer's
 * timing cannot tell (docs/architecture.md, "Accounts").
 */
export const ZAccountMailRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('password-recovery'), email: z.string() }),
  z.object({ kind: z.literal('activation-resend'), email: z.string(), returnTo: z.string().optional() }),
  /** `userId`: the account this sign-up created, or null when the address already had one. */
  z.object({
    kind: z.literal('signup'),
    email: z.string(),
    userId: z.number().int().nullable(),
    returnTo: z.string().optional(),
  }),
]);
export type TAccountMailRequest = z.infer<typeof ZAccountMailRequestSchema>;

export const requestAccountMail = (db: Pick<TDb, 'insert'>, request: TAccountMailRequest) =>
  enqueueJob(db, ACCOUNT_MAIL_JOB, request);
