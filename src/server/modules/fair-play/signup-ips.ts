import { sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { users } from '@/server/db/schema/index.ts';

/** How long the address an account signed up from is kept (docs/privacy.md). */
export const signupIpDays = 90;

/** Erases the sign-up addresses older than `signupIpDays` (the retention job). */
export const forgetOldSignupIps = (db: TDb, now: Date) =>
  db
    .update(users)
    .set({ signupIp: null })
    .where(
      sql`${users.signupIp} is not null and ${users.createdOn} < ${new Date(now.getTime() - signupIpDays * 86_400_000).toISOString()}::timestamptz`,
    )
    .returning({ id: users.id });
