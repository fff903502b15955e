import { readdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '@/server/db/client.ts';
import { jobs } from '@/server/db/schema/index.ts';
import { createJobRunner, type TJobRunner } from '@/server/jobs/queue.ts';
import { createMailer, type TMail, ZMailSchema } from '@/server/mail/mailer.ts';
import { MAIL_JOB, queueMail } from '@/server/mail/outbox.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { startMailbox } from '../../../test/mailbox.ts';

/**
 * A mail server that is down, or a disk that cannot take the `.eml` file, must not lose the e-mail
 * (issue #7): the outbox keeps the job, retries it with a growing delay, delivers it once the fault
 * clears, and parks a job that never succeeds with its error instead of dropping it.
 */
let database: TDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const mail = (to: string): TMail => ({ to, subject: 'Su puja', text: 'Hola', html: '<p>Hola</p>' });

const runnerFor = (send: (mail: TMail) => Promise<void>) => {
  const runner = createJobRunner({ db: database.db, pollMs: 0, log: () => {} });
  runner.register(MAIL_JOB, ZMailSchema, send);
  return runner;
};

const mailJob = async (to: string) => {
  const all = await database.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));
  const job = all.find((row) => (row.payload as TMail).to === to);
  if (!job) throw new Error(`No mail job to ${to}`);
  return job;
};

/** Retries wait; a test does not, so it makes the job due again as the clock would. */
const makeDue = (id: number) => database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, id));

const retryUntilSent = async (runner: TJobRunner, to: string) => {
  await makeDue((await mailJob(to)).id);
  await runner.drain();
  return mailJob(to);
};

const freePort = async () => {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};

describe('mail outages', () => {
  it('keeps the e-mail while the SMTP server is down, backing off, and delivers it when it returns', async () => {
    const port = await freePort();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailDir: '/nonexistent',
      from: 'Lonja <no-reply@lonja.test>',
      log: () => {},
    });
    const runner = runnerFor(mailer.send);
    await queueMail(database.db, { hasWrongEmail: false }, mail('ana@lonja.test'));

    // Nobody listens on the port: two failures, the second one waiting longer than the first.
    await runner.drain();
    const first = await mailJob('ana@lonja.test');
    expect(first).toMatchObject({
      attempts: 1,
      doneAt: null,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    const firstDelay = first.runAt.getTime() - Date.now();
    const second = await retryUntilSent(runner, 'ana@lonja.test');
    expect(second).toMatchObject({ attempts: 2, doneAt: null });
    expect(second.runAt.getTime() - Date.now()).toBeGreaterThan(firstDelay * 2);

    const mailbox = await startMailbox(port);
    try {
      const sent = await retryUntilSent(runner, 'ana@lonja.test');
      expect(sent).toMatchObject({ attempts: 3, doneAt: expect.any(Date), lastError: null });
      expect(mailbox.to('ana@lonja.test')).toHaveLength(1);
      // Delivered once: nothing is due any more.
      await runner.drain();
      expect(mailbox.to('ana@lonja.test')).toHaveLength(1);
    } finally {
      await mailbox.close();
    }
  });

  it('keeps the e-mail while the mail directory cannot be written, and writes it once it can', async () => {
    // A full disk, simulated without filling one: the mail directory sits under a regular file, so
    // creating it fails (ENOTDIR) exactly where ENOSPC would, inside the mailer's own write path.
    const root = join(tmpdir(), `lonja-full-disk-${process.pid}-${Date.now()}`);
    await writeFile(root, 'not a directory');
    const mailDir = join(root, 'mail');
    const runner = runnerFor(
      createMailer({ mailDir, from: 'Lonja <no-reply@lonja.test>', log: () => {} }).send,
    );
    await queueMail(database.db, { hasWrongEmail: false }, mail('blas@lonja.test'));

    await runner.drain();
    expect(await mailJob('blas@lonja.test')).toMatchObject({
      attempts: 1,
      doneAt: null,
      lastError: expect.stringMatching(/ENOTDIR/),
    });

    await rm(root);
    try {
      expect(await retryUntilSent(runner, 'blas@lonja.test')).toMatchObject({ doneAt: expect.any(Date) });
      expect(await readdir(mailDir)).toHaveLength(1);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('parks a job that never succeeds with its error instead of dropping it', async () => {
    const runner = runnerFor(async () => {
      throw new Error('550 buzón inexistente');
    });
    await queueMail(database.db, { hasWrongEmail: false }, mail('carla@lonja.test'));
    await runner.drain();
    // Skip ahead to the last attempt rather than replaying eleven back-offs.
    const job = await mailJob('carla@lonja.test');
    await database.db.update(jobs).set({ attempts: 11 }).where(eq(jobs.id, job.id));
    await retryUntilSent(runner, 'carla@lonja.test');

    expect(await mailJob('carla@lonja.test')).toMatchObject({
      attempts: 12,
      doneAt: expect.any(Date),
      lastError: '550 buzón inexistente',
    });
    // Parked: the runner no longer picks it up, but the row, payload and error are all still there.
    expect(await runner.drain()).toBe(0);
  });
});
