import { sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { users } from '@/server/db/schema/index.ts';
import type { TMail, TMailer } from './mailer.ts';

/**
 * Whether the mail server refused the address itself for good (RFC 5321 5.1.x: no such mailbox, bad
 * destination), rather than failing for a while (4xx) or for another reason.
 */
const isPermanentRecipientFailure = (error: unknown) => {
  const { responseCode, response } = error as { responseCode?: number; response?: string };
  return (
    typeof responseCode === 'number' &&
    [550, 551, 553].includes(responseCode) &&
    !/5\.7\.\d/.test(response ?? '') // 5.7.x is the sender's fault (policy, authentication), not the address.
  );
};

/**
 * Sends one outbox e-mail. When the server rejects the recipient for good, the account with that address
 * is flagged `hasWrongEmail` (nothing more is sent to it until the user fixes the address, and the site
 * asks them to) and the job ends instead of being retried for hours. Other failures throw, so it is retried.
 */
export const sendOrFlagBounce = async ({ db, mailer, mail }: { db: TDb; mailer: TMailer; mail: TMail }) => {
  try {
    await mailer.send(mail);
  } catch (error) {
    if (!isPermanentRecipientFailure(error)) throw error;
    await db.update(users).set({ hasWrongEmail: true }).where(sql`lower(${users.email}) = lower(${mail.to})`);
  }
};
