import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '@/server/db/client.ts';
import { jobs } from '@/server/db/schema/index.ts';
import { jobsRun } from '@/server/observability/metrics.ts';
import { inSpan } from '@/server/observability/tracing.ts';

export type TJob = typeof jobs.$inferSelect;
export type TJobHandler = (job: TJob) => Promise<void>;

/** Adds work to the outbox; pass the transaction so the job exists only if the change commits. */
export const enqueueJob = async (
  db: Pick<TDb, 'insert'>,
  kind: string,
  payload: unknown,
  runAt = new Date(),
) => {
  await db.insert(jobs).values({ kind, payload: payload as object, runAt });
};

const lockMs = 60_000;
/** Retries back off: 30 s, 2 min, 8 min… up to 6 hours. */
const retryDelayMs = (attempts: number) => Math.min(30_000 * 4 ** (attempts - 1), 6 * 3_600_000);
const maxAttempts = 12;

/**
 * Claims due jobs with `FOR UPDATE SKIP LOCKED`, so several app instances can drain one outbox without
 * running a job twice; a claim expires after a minute in case its instance dies mid-job.
 */
export const claimDueJobs = async (db: TDb, limit: number, now = new Date()): Promise<TJob[]> =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + lockMs), attempts: sql`${jobs.attempts} + 1` })
      .where(
        sql`${jobs.id} in (${sql.join(
          due.map((job) => sql`${job.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });

export const runJob = async (db: TDb, job: TJob, handler: TJobHandler | undefined) => {
  try {
    if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
    await inSpan(`job ${job.kind}`, { 'lonja.job.id': job.id, 'lonja.job.attempt': job.attempts }, () =>
      handler(job),
    );
    await db
      .update(jobs)
      .set({ doneAt: new Date(), lockedUntil: null, lastError: null })
      .where(eq(jobs.id, job.id));
    jobsRun.inc({ kind: job.kind, outcome: 'done' });
  } catch (error) {
    jobsRun.inc({ kind: job.kind, outcome: 'failed' });
    const giveUp = job.attempts >= maxAttempts;
    await db
      .update(jobs)
      .set({
        lockedUntil: null,
        lastError: error instanceof Error ? error.message : String(error),
        runAt: new Date(Date.now() + retryDelayMs(job.attempts)),
        // A job that keeps failing is parked as done-with-error for a person to look at, not retried for ever.
        doneAt: giveUp ? new Date() : null,
      })
      .where(eq(jobs.id, job.id));
  }
};

export type TJobRunner = {
  /**
   * How a module runs its kind of job: the payload is checked against its schema before the handler sees
   * it, so a job written by an older release or by hand fails with the schema's message, not half-way.
   */
  register: <TPayload>(
    kind: string,
    payload: z.ZodType<TPayload>,
    handler: (payload: TPayload, job: TJob) => Promise<void>,
  ) => void;
  /** Runs every due job now; tests call it instead of waiting for the poller. */
  drain: () => Promise<number>;
  start: () => void;
  stop: () => Promise<void>;
};

export const createJobRunner = ({
  db,
  pollMs,
  log,
}: {
  db: TDb;
  pollMs: number;
  log: (error: unknown) => void;
}): TJobRunner => {
  const handlers = new Map<string, TJobHandler>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const drainOnce = async () => {
    let done = 0;
    for (;;) {
      const batch = await claimDueJobs(db, 20);
      if (batch.length === 0) return done;
      for (const job of batch) await runJob(db, job, handlers.get(job.kind));
      done += batch.length;
    }
  };
  const drain = () => {
    running ??= drainOnce().finally(() => {
      running = null;
    });
    return running;
  };
  const tick = () => {
    drain()
      .catch(log)
      .finally(() => {
        if (timer) timer = setTimeout(tick, pollMs);
      });
  };

  return {
    register: (kind, payload, handler) => {
      handlers.set(kind, (job) => handler(payload.parse(job.payload), job));
    },
    drain,
    start: () => {
      if (pollMs > 0 && !timer) timer = setTimeout(tick, pollMs);
    },
    stop: async () => {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
};
