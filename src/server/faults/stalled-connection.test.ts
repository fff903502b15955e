import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type TDatabase } from '@/server/db/client.ts';
import { lots } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../test/factories.ts';
import { createClient } from '../../../test/http.ts';
import { createRelay, targetOf, throughRelay } from '../../../test/relay.ts';

/**
 * One instance's connection to PostgreSQL stalls (a network pause: packets stop, nothing is reset) while
 * its transaction holds a lot's lock, as a bid does. Bids through another instance on other lots are not
 * held up, and on that same lot they go through once PostgreSQL ends the idle transaction (bid engine,
 * item 2). PostgreSQL only: PGlite is inside the process.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);

let owner: TTestContext & { databaseUrl?: string };
let relay: Awaited<ReturnType<typeof createRelay>>;
let stalled: TDatabase;

beforeAll(async () => {
  if (!postgres) return;
  owner = await createTestApp();
  relay = await createRelay(targetOf(owner.databaseUrl!));
  stalled = await openPostgres(throughRelay(owner.databaseUrl!, relay.port), 2, {
    statementMs: 5_000,
    idleInTransactionMs: 1_000,
    queryMs: 4_000,
    connectMs: 2_000,
    keepAliveMs: 1_000,
  });
});
afterAll(async () => {
  await stalled?.close().catch(() => {});
  await relay?.close();
  await owner?.close();
});

describe.skipIf(!postgres)('a stalled connection', () => {
  it('holds up no other lot, and its own lot only until the idle-in-transaction timeout', async () => {
    const passwordHash = await hashPassword('clave-del-pujador');
    const auction = await createAuction(owner.db);
    const held = await createLot(owner.db, auction, { price: 10_000 });
    const other = await createLot(owner.db, auction, { price: 10_000, order: 2 });
    const user = await createUser(owner.db, { passwordHash });
    await createSubscription(owner.db, auction, user);
    const bidder = createClient(owner.app);
    await bidder.login(user.email, 'clave-del-pujador');

    // The stalled instance: locks the lot as a bid does, then its traffic stops mid-transaction.
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const stuck = stalled.db
      .transaction(async (tx) => {
        await tx.select({ id: lots.id }).from(lots).where(eq(lots.id, held.id)).for('update');
        relay.pause();
        locked();
        await tx.execute(sql`select 1`);
      })
      .catch((error: unknown) => error);
    await isLocked;

    const started = Date.now();
    const onOther = await bidder.post(`/api/frontend/auth/lots/${other.id}/bid`, { bid: { amount: 10_000 } });
    expect(onOther.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);

    const onHeld = await bidder.post(`/api/frontend/auth/lots/${held.id}/bid`, { bid: { amount: 10_000 } });
    expect(onHeld.statusCode).toBe(200);
    // Released when PostgreSQL ended the idle transaction (1 s here), not when the network came back.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(await stuck).toBeInstanceOf(Error);
  });
});
