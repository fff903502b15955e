import type { TDb } from '@/server/db/client.ts';
import { enqueueJob } from '@/server/jobs/queue.ts';

export const ACCOUNT_MAIL_JOB = 'account-mail';

/**
 * What a visitor asked for about an address. The request only writes this job, the same for any address,
 * and answers; whether the address has an account is found out by the job (`account-mail.job.ts`), after the answer, so the answer's
 * timing cannot tell (docs/architecture.md, "Accounts").
 */
export type TAccountMailRequest =
  | { kind: 'password-recovery'; email: string }
  | { kind: 'activation-resend'; email: string; returnTo?: string }
  /** `userId`: the account this sign-up created, or null when the address already had one. */
  | { kind: 'signup'; email: string; userId: number | null; returnTo?: string };

export const requestAccountMail = (db: Pick<TDb, 'insert'>, request: TAccountMailRequest) =>
  enqueueJob(db, ACCOUNT_MAIL_JOB, request);
