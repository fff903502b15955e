import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import { createClient } from '../../../test/http.ts';
import { startMailbox } from '../../../test/mailbox.ts';
import { MAIL_JOB, queueMail } from './outbox.ts';

let ctx: TTestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  mailbox = await startMailbox(0, { rejects: (address) => address.startsWith('no-existe') });
  ctx = await createTestApp({ SMTP_URL: mailbox.url });
});
afterAll(async () => {
  await ctx.close();
  await mailbox.close();
});

describe('an address the mail server refuses', () => {
  it('is flagged hasWrongEmail at once, gets nothing more, and its owner is told when logged in', async () => {
    const passwordHash = await hashPassword('clave-de-la-cuenta');
    const user = await createUser(ctx.db, { email: 'no-existe@example.com', passwordHash });
    const mail = { to: user.email, subject: 'Prueba', html: '<p>Hola</p>', text: 'Hola' };
    expect(await queueMail(ctx.db, user, mail)).toBe(true);
    await ctx.app.jobs.drain();

    const [flagged] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(flagged!.hasWrongEmail).toBe(true);
    // Not retried for hours: the job is over, without an error to look at.
    const [job] = await ctx.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));
    expect(job).toMatchObject({ lastError: null, attempts: 1 });
    expect(job!.doneAt).not.toBeNull();
    expect(await queueMail(ctx.db, flagged!, mail)).toBe(false);

    const client = createClient(ctx.app);
    await client.login(user.email, 'clave-de-la-cuenta');
    expect((await client.get('/api/auth/user')).json().data.user.hasWrongEmail).toBe(true);
  });

  it('is retried, not flagged, when the server fails for a while', async () => {
    const user = await createUser(ctx.db);
    await mailbox.close();
    await queueMail(ctx.db, user, { to: user.email, subject: 'Prueba', html: '<p>Hola</p>', text: 'Hola' });
    await ctx.app.jobs.drain();
    const [again] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(again!.hasWrongEmail).toBe(false);
    const pending = (await ctx.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB))).filter(
      (job) => !job.doneAt,
    );
    expect(pending).toHaveLength(1);
    expect(pending[0]!.lastError).toBeTruthy();
  });
});
