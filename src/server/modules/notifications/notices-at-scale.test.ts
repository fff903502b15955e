import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '@/server/app.ts';
import { openPostgres, queryRows, type TDatabase } from '@/server/db/client.ts';
import { jobs } from '@/server/db/schema/index.ts';
import { buildInstance, createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction } from '../../../../test/factories.ts';
import { runNotifier } from './notifier.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const minute = 60_000;
const lotCount = 400;
const followerCount = 5_000;

let owner: TTestContext & { databaseUrl?: string };
let second: TDatabase;
let other: TApp;

beforeAll(async () => {
  if (!postgres) return;
  owner = await createTestApp();
  // A second instance with its own connections, as another process would have.
  second = await openPostgres(owner.databaseUrl!, 4);
  other = await buildInstance(owner, second);
});
afterAll(async () => {
  if (!postgres) return;
  await other.close();
  await second.close();
  await owner.close();
});

/**
 * Issue #18's scale case on PostgreSQL: an auction of 400 lots with 5,000 followers. Two instances run the
 * notifier and drain the jobs at the same time; every follower gets exactly one closing-soon e-mail.
 */
describe.skipIf(!postgres)('closing-soon reminders at scale', () => {
  it('are queued and sent once per follower by two instances at once', { timeout: 180_000 }, async () => {
    const now = new Date();
    // The notifier's first round starts its cursors: what comes within the lead time after it is news.
    await runNotifier({ db: owner.db, now, leadMinutes: 30 });
    const auction = await createAuction(owner.db, { title: 'Liquidación Metalúrgica del Norte' });
    // Every lot comes within the 30-minute lead between the first round and the next.
    const endsAt = new Date(now.getTime() + 30 * minute + 30_000);
    await owner.db.execute(sql`
      insert into lots (auction_id, title, description, slug, price, "order", end_date)
      select ${auction.id}, 'Lote ' || n, 'Maquinaria', 'lote-escala-' || ${auction.id} || '-' || n, 10000, n,
        ${endsAt}::timestamptz + (n - 1) * interval '50 milliseconds'
      from generate_series(1, ${lotCount}) n`);
    await owner.db.execute(sql`
      insert into users (firstname, lastname, email, password_hash, is_active, accepted_terms, country_id)
      select 'Seguidor', 'N' || n, 'seguidor-' || ${auction.id} || '-' || n || '@example.com', 'x', true, true, 73
      from generate_series(1, ${followerCount}) n`);
    // Each follower follows one to three of the auction's lots.
    await owner.db.execute(sql`
      insert into lot_follows (user_id, lot_id)
      select u.id, l.id from users u
      join lots l on l.auction_id = ${auction.id}
        and (l."order" - 1) between (u.id % ${lotCount}) and (u.id % ${lotCount}) + (u.id % 3)
      where u.email like ${`seguidor-${auction.id}-%`}`);
    const [follows] = await queryRows<{ total: string }>(
      owner.db,
      sql`select count(*) as total from lot_follows f join lots l on l.id = f.lot_id where l.auction_id = ${auction.id}`,
    );
    expect(Number(follows!.total)).toBeGreaterThan(followerCount);

    const round = new Date(now.getTime() + minute);
    const made = await Promise.all([
      runNotifier({ db: owner.db, now: round, leadMinutes: 30 }),
      runNotifier({ db: second.db, now: round, leadMinutes: 30 }),
    ]);
    expect(made[0] + made[1]).toBe(followerCount);

    await Promise.all([owner.app.jobs.drain(), other.jobs.drain()]);
    const mails = await queryRows<{ recipient: string; total: string }>(
      owner.db,
      sql`select payload->>'to' as recipient, count(*) as total from jobs
          where kind = 'mail' and payload->>'to' like ${`seguidor-${auction.id}-%`} group by 1`,
    );
    expect(mails).toHaveLength(followerCount);
    expect(mails.every((mail) => Number(mail.total) === 1)).toBe(true);
    const unfinished = await owner.db.select().from(jobs).where(eq(jobs.kind, 'notice'));
    expect(unfinished.filter((job) => job.doneAt === null || job.lastError !== null)).toEqual([]);
  });
});
