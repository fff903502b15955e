import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '@/server/app.ts';
import { saleLots, sales } from '@/server/db/schema/index.ts';
import { createAuction, createLot } from '../../../../test/factories.ts';
import { createAdminClient, createBidderClients } from '../../../../test/http.ts';
import { startTwoInstances, type TTwoInstances } from '../../../../test/two-instances.ts';

/**
 * Issue #34 item 8: a search is a cached answer (search.routes.ts), and as fresh as the other lists. A bid
 * on one instance moves the price the next search on the other shows; an admin's unpublishing takes the lot
 * out of it; a liquidación whose end passes shows as closed. On PostgreSQL each instance has its own pool
 * and LISTEN connections, and the reads go over real sockets.
 */
let instances: TTwoInstances;
let first: TTwoInstances['first'];
let second: TApp;
let secondUrl: string;

beforeAll(async () => {
  instances = await startTwoInstances();
  ({ first, second, secondUrl } = instances);
});
afterAll(async () => {
  await instances.close();
});

type TFound = {
  data: { results: { type: string; id: number; price: number | null; status: string }[] };
  metadata: { total: number };
};

/** A search on the second instance, with the answer's ETag. */
const search = async (q: string) => {
  const response = await fetch(`${secondUrl}/api/frontend/search?q=${encodeURIComponent(q)}`, {
    headers: { 'accept-encoding': 'gzip, br' },
  });
  expect(response.status).toBe(200);
  return { etag: response.headers.get('etag'), body: (await response.json()) as TFound };
};

describe('cached searches on two instances', () => {
  it('show a bid and an admin’s unpublishing in the next search on the other instance', async () => {
    const auction = await createAuction(first.db);
    const lot = await createLot(first.db, auction, {
      title: 'Tornillo sinfín Zubiola',
      price: 10_000,
      endDate: new Date(Date.now() + 60 * 60_000),
    });
    const [bidder] = await createBidderClients(first, auction, 1);

    const before = await search('zubiola');
    expect(before.body.data.results).toMatchObject([{ type: 'lot', id: lot.id, price: 10_000 }]);
    // The same question is answered from memory: the same prepared answer.
    expect((await search('zubiola')).etag).toBe(before.etag);

    const bid = await bidder!.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount: 12_000 } });
    expect(bid.statusCode).toBe(200);
    expect((await search('zubiola')).body.data.results).toMatchObject([{ id: lot.id, price: 12_000 }]);

    const admin = await createAdminClient(first);
    expect((await admin.put(`/api/admin/auctions/${auction.id}/unpublish`)).statusCode).toBe(200);
    expect((await search('zubiola')).body.metadata.total).toBe(0);
  });

  it('hold no longer than the next liquidación’s end, which closes it', async () => {
    const [sale] = await first.db
      .insert(sales)
      .values({
        kind: 'industrial',
        title: 'Stock de carretillas Linde',
        slug: 'carretillas-linde',
        startDate: new Date(Date.now() - 60_000),
        endDate: new Date(Date.now() + 1_500),
        published: true,
        provinceId: 46,
      })
      .returning();
    await first.db
      .insert(saleLots)
      .values({ saleId: sale!.id, title: 'Carretilla Linde H30', slug: 'h30', price: 900_000, order: 1 });
    // A sale written straight to its table: as its back-office route would, forget what was kept.
    first.app.answers.forgetAll();
    second.answers.forgetAll();
    const open = await search('linde');
    expect(open.body.data.results.find((result) => result.type === 'sale')?.status).toBe('open');
    expect((await search('linde')).etag).toBe(open.etag);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    const closed = await search('linde');
    expect(closed.body.data.results.find((result) => result.type === 'sale')?.status).toBe('closed');
  });
});
