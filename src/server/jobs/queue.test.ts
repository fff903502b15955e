import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '@/server/db/client.ts';
import { jobs } from '@/server/db/schema/index.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { claimDueJobs, createJobRunner, enqueueJob } from './queue.ts';

let database: TDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('jobs outbox', () => {
  it('runs each due job once, and retries a failing one later instead of losing it', async () => {
    const { db } = database;
    const runner = createJobRunner({ db, pollMs: 0, log: () => {} });
    const done: string[] = [];
    let mailServerUp = false;
    runner.register('say', async (job) => {
      done.push((job.payload as { word: string }).word);
    });
    runner.register('mail-out', async () => {
      if (!mailServerUp) throw new Error('ECONNREFUSED');
      done.push('mail');
    });
    await enqueueJob(db, 'say', { word: 'hola' });
    await enqueueJob(db, 'mail-out', {});

    await Promise.all([runner.drain(), runner.drain()]);
    expect(done).toEqual(['hola']);
    const [failed] = await db.select().from(jobs).where(eq(jobs.kind, 'mail-out'));
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, lastError: 'ECONNREFUSED' });
    expect(failed!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Later, with the server back, the same job goes through.
    mailServerUp = true;
    await db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, failed!.id));
    await runner.drain();
    expect(done).toEqual(['hola', 'mail']);
    expect(await claimDueJobs(db, 10)).toEqual([]);
  });
});
