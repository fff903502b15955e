import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '@/server/app.ts';
import { openPostgres, type TDatabase } from '@/server/db/client.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { buildInstance, createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { targetOf, throughRelay } from '../../../../test/relay.ts';
import { startStatementCounter } from '../../../../test/statement-counter.ts';

/**
 * What an accepted bid costs PostgreSQL (issue 13, item 3), counted on the wire between an app instance
 * and the database: one statement, the call of `place_bids_and_announce` that locks, decides, writes, commits
 * and then notifies (the session is checked inside it; the bidder's session comes from the instance's
 * memory). PostgreSQL only: PGlite is inside the process.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);

let owner: TTestContext & { databaseUrl?: string };
let counter: Awaited<ReturnType<typeof startStatementCounter>>;
let counted: TDatabase;
let app: TApp;

beforeAll(async () => {
  if (!postgres) return;
  owner = await createTestApp();
  counter = await startStatementCounter(targetOf(owner.databaseUrl!));
  counted = await openPostgres(throughRelay(owner.databaseUrl!, counter.port), 4);
  app = await buildInstance(owner, counted);
});
afterAll(async () => {
  await app?.close();
  await counted?.close();
  await counter?.close();
  await owner?.close();
});

describe.skipIf(!postgres)('an accepted bid', () => {
  it('costs one statement in all, session and announcement included', async () => {
    const passwordHash = await hashPassword('clave-del-pujador');
    const auction = await createAuction(owner.db);
    const lot = await createLot(owner.db, auction, { price: 100_000 });
    const bidders = await Promise.all(
      [0, 1].map(async () => {
        const user = await createUser(owner.db, { passwordHash });
        await createSubscription(owner.db, auction, user);
        const client = createClient(app);
        await client.login(user.email, 'clave-del-pujador');
        return (amount: number) => client.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount } });
      }),
    );
    expect((await bidders[0]!(100_000)).statusCode).toBe(200);
    expect((await bidders[1]!(110_000)).statusCode).toBe(200);
    // The live hub reads each new event on the same pool: paused, so that only the bid is counted.
    await app.live.stop();
    const before = counter.statements();
    const response = await bidders[0]!(120_000);
    expect(response.json().data.result).toBe('leading');
    expect(counter.statements() - before).toBe(1);
  });
});
