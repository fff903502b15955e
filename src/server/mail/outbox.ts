import type { TDb } from '@/server/db/client.ts';
import { enqueueJob } from '@/server/jobs/queue.ts';
import type { TMail } from './mailer.ts';

export const MAIL_JOB = 'mail';

/**
 * E-mail goes through the jobs outbox: written in the same transaction as the change that causes it, sent
 * by a worker, retried when the mail server fails. Addresses flagged `hasWrongEmail` get nothing.
 */
export const queueMail = async (
  db: Pick<TDb, 'insert'>,
  recipient: { hasWrongEmail: boolean },
  mail: TMail,
) => {
  if (recipient.hasWrongEmail) return false;
  await enqueueJob(db, MAIL_JOB, mail);
  return true;
};
