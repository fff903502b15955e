import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots } from '@/server/db/schema/index.ts';
import { closeDueLots } from '@/server/modules/lots/close-lots.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createBid, createLot, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { createWebBuild } from '../../../../test/web-build.ts';

let ctx: TTestContext;
let build: Awaited<ReturnType<typeof createWebBuild>>;

beforeAll(async () => {
  const indexHtml = (await readFile(resolve('src/web/index.html'), 'utf8')).replace(
    /<script type="module" src="\/main.tsx"><\/script>/,
    '',
  );
  build = await createWebBuild({ indexHtml });
  ctx = await createTestApp({ WEB_DIST_DIR: build.webDir });
});
afterAll(async () => {
  await ctx.close();
  await build.remove();
});

/** 76.543,21 €: an amount no other field of the page could carry by chance. */
const reserve = 7_654_321;
const traces = ['7654321', '76543.21', '76.543,21', '76543,21', 'reservePrice', 'reserve_price'];
const expectNoReserve = (body: string, where: string) => {
  for (const trace of traces) expect(body, `${where} leaks «${trace}»`).not.toContain(trace);
};

describe('a lot’s hidden reserve', () => {
  it('appears in no public API answer nor server-rendered page, open or closed; only whether it is met', async () => {
    const auction = await createAuction(ctx.db, { title: 'Subasta con reserva' });
    const lot = await createLot(ctx.db, auction, { title: 'Centro de mecanizado', reservePrice: reserve });
    await createBid(ctx.db, lot, await createUser(ctx.db), 150_000);
    const visitor = createClient(ctx.app);
    const addresses = [
      `/api/frontend/lots/${lot.id}`,
      `/api/frontend/lots/${lot.id}/bids`,
      `/api/frontend/auctions/${auction.id}`,
      '/api/frontend/auctions/published',
      '/api/frontend/auctions/open',
      '/api/frontend/lots/closing-soon',
      `/api/frontend/search?q=${encodeURIComponent('Centro de mecanizado')}`,
      `/subastas/${auction.id}/${lot.id}`,
      `/subastas/${auction.id}`,
      '/',
    ];
    const read = async () => {
      for (const address of addresses) {
        const response = await visitor.get(address);
        expect([200, 404], address).toContain(response.statusCode);
        expectNoReserve(response.body, address);
      }
    };
    await read();
    const lotAnswer = (await visitor.get(`/api/frontend/lots/${lot.id}`)).json().data.lot;
    expect(lotAnswer.reserveMet).toBe(false);
    const page = await visitor.get(`/subastas/${auction.id}/${lot.id}`);
    expect(page.body).toContain('Centro de mecanizado');
    expect(page.body).toContain('Precio de reserva no alcanzado');

    await ctx.db
      .update(lots)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(lots.id, lot.id));
    await closeDueLots({ db: ctx.db });
    await read();
  });
});
