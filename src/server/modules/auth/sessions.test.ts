import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '@/server/db/client.ts';
import { jobs } from '@/server/db/schema/index.ts';
import { enqueueJob } from '@/server/jobs/queue.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { createTestDatabase } from '../../../../test/database.ts';
import { createUser } from '../../../../test/factories.ts';
import { describeDevice, maskNetwork } from './device.ts';
import {
  createSession,
  findSession,
  forgetOldDevices,
  rememberDevice,
  sessionPolicy,
} from './sessions.service.ts';

let database: TDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const minutes = (count: number) => count * 60_000;

describe('session lifetimes (docs/product.md#sessions)', () => {
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

describe('staff sessions (docs/operations.md, "Sessions")', () => {
  it('ends a staff session idle past STAFF_IDLE_MINUTES, remembered or not, while a bidder’s lives on', async () => {
    const { db } = database;
    const staff = await createUser(db, { roles: ['contabilidad'] });
    const bidder = await createUser(db);
    const start = new Date('2026-11-22T10:00:00Z');
    const staffIdleMs = minutes(15);
    const later = new Date(start.getTime() + minutes(20));
    const open = async (userId: number, remember: boolean) =>
      (await createSession({ db, userId, remember, now: start })).token;
    const staffPlain = await open(staff.id, false);
    const staffRemembered = await open(staff.id, true);
    const bidderPlain = await open(bidder.id, false);
    const bidderRemembered = await open(bidder.id, true);

    expect(await findSession({ db, token: staffPlain, now: later, staffIdleMs })).toBeNull();
    expect(await findSession({ db, token: staffRemembered, now: later, staffIdleMs })).toBeNull();
    expect(await findSession({ db, token: bidderPlain, now: later, staffIdleMs })).not.toBeNull();
    expect(await findSession({ db, token: bidderRemembered, now: later, staffIdleMs })).not.toBeNull();
  });

  it('keeps a staff session active within the limit, and the default limit is 30 minutes', async () => {
    const { db } = database;
    const staff = await createUser(db, { isAdmin: true });
    const start = new Date('2026-11-22T10:00:00Z');
    const { token } = await createSession({ db, userId: staff.id, remember: true, now: start });
    expect(await findSession({ db, token, now: new Date(start.getTime() + minutes(25)) })).not.toBeNull();
    expect(await findSession({ db, token, now: new Date(start.getTime() + minutes(56)) })).toBeNull();
  });
});

describe('devices and networks', () => {
  it('names the browser and system, and keeps only the network of an address', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari en iOS');
    expect(describeDevice(undefined)).toBe('Navegador desconocido');
    expect(maskNetwork('83.45.12.201')).toBe('83.45.12.x');
    expect(maskNetwork('::ffff:83.45.12.201')).toBe('83.45.12.x');
    expect(maskNetwork('2a02:9130:8a0:1234::7')).toBe('2a02:9130:8a0::/48');
    expect(maskNetwork('no es una ip')).toBeNull();
  });
});

describe('known devices', () => {
  it('tells a new device after the first, not a known one, and forgets a device unused for long', async () => {
    const { db } = database;
    const user = await createUser(db);
    const start = new Date('2026-01-10T10:00:00Z');
    expect(await rememberDevice(db, user.id, 'Chrome en Android', start)).toBe(false);
    expect(await rememberDevice(db, user.id, 'Firefox en Windows', start)).toBe(true);
    expect(await rememberDevice(db, user.id, 'Firefox en Windows', start)).toBe(false);
    const muchLater = new Date(start.getTime() + sessionPolicy.knownDeviceMs + minutes(1));
    await rememberDevice(db, user.id, 'Chrome en Android', muchLater);
    await forgetOldDevices(db, muchLater);
    expect(await rememberDevice(db, user.id, 'Firefox en Windows', muchLater)).toBe(true);
  });
});
