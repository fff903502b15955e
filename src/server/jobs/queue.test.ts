import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
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
    runner.register('say', z.object({ word: z.string() }), async ({ word }) => {
      done.push(word);
    });
    runner.register('mail-out', z.object({}), async () => {
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

  it("checks a payload against its kind's schema before the handler runs, and keeps the job with the reason", async () => {
    const { db } = database;
    const runner = createJobRunner({ db, pollMs: 0, log: () => {} });
    const seen: number[] = [];
    runner.register('count', z.object({ lotId: z.number().int() }), async ({ lotId }) => {
      seen.push(lotId);
    });
    await enqueueJob(db, 'count', { lotId: 'siete' });
    await runner.drain();
    expect(seen).toEqual([]);
    const [refused] = await db.select().from(jobs).where(eq(jobs.kind, 'count'));
    expect(refused).toMatchObject({ attempts: 1, doneAt: null });
    expect(refused!.lastError).toContain('lotId');
  });
});
