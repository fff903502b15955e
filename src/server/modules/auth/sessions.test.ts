import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '@/server/db/client.ts';
import { jobs } from '@/server/db/schema/index.ts';
import { enqueueJob } from '@/server/jobs/queue.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { createTestDatabase } from '../../../../test/database.ts';
import { createUser } from '../../../../test/factories.ts';
import { createSession, findSession, sessionPolicy } from './sessions.service.ts';

let database: TDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const minutes = (count: number) => count * 60_000;

describe('session lifetimes (DESIGN §4)', () => {
  it('ends a session idle for more than 30 minutes, and keeps an active one', async () => {
    const { db } = database;
    const user = await createUser(db);
    const start = new Date('2026-11-22T10:00:00Z');
    const { token } = await createSession({ db, userId: user.id, now: start });
    expect(await findSession({ db, token, now: new Date(start.getTime() + minutes(20)) })).not.toBeNull();
    expect(await findSession({ db, token, now: new Date(start.getTime() + minutes(45)) })).not.toBeNull();
    expect(
      await findSession({
        db,
        token,
        now: new Date(start.getTime() + minutes(45) + sessionPolicy.idleMs + 1),
      }),
    ).toBeNull();
  });

  it('ends a session after 12 hours however active it was, unless remembered', async () => {
    const { db } = database;
    const user = await createUser(db);
    const start = new Date('2026-11-22T08:00:00Z');
    const plain = await createSession({ db, userId: user.id, now: start });
    const remembered = await createSession({ db, userId: user.id, remember: true, now: start });
    let now = start.getTime();
    while (now < start.getTime() + sessionPolicy.absoluteMs - minutes(20)) {
      now += minutes(20);
      expect(await findSession({ db, token: plain.token, now: new Date(now) })).not.toBeNull();
      await findSession({ db, token: remembered.token, now: new Date(now) });
    }
    now = start.getTime() + sessionPolicy.absoluteMs + minutes(1);
    expect(await findSession({ db, token: plain.token, now: new Date(now) })).toBeNull();
    expect(await findSession({ db, token: remembered.token, now: new Date(now) })).not.toBeNull();
  });

  it('sends no e-mail to an address flagged as wrong', async () => {
    const { db } = database;
    const before = (await db.select().from(jobs)).length;
    expect(
      await queueMail(
        db,
        { hasWrongEmail: true },
        { to: 'x@example.com', subject: 's', html: 'h', text: 't' },
      ),
    ).toBe(false);
    expect(await db.select().from(jobs)).toHaveLength(before);
    await enqueueJob(db, 'mail', { to: 'y@example.com' });
    expect(await db.select().from(jobs)).toHaveLength(before + 1);
  });
});
