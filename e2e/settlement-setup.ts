import { expect } from 'vitest';
import { profileOf } from '@/common/schemas/auth.ts';
import type { TSettlement } from '@/common/schemas/settlements.ts';
import { createHttpClient } from '../test/http-client.ts';

/** Demo bidders no other browser spec uses (password in the README). */
export const demoPassword = 'demo-lonja-2026';

const loggedIn = async (baseURL: string, email: string, password: string) => {
  const client = createHttpClient(baseURL);
  const login = await client.login(email, password);
  expect(login.status).toBe(200);
  return client;
};

/**
 * An auction that has run and finished, set up through the real API as an auction house and its bidders
 * would: the admin creates it (with a deposit and invoicing data) and one lot, bidders subscribe with a
 * refund IBAN, the admin accepts them and records their deposits, `winner` bids, the admin moves the lot's
 * end to now, and the server's own closer and job runner close, award, apply deposits and invoice.
 * Returns once the winner's liquidación has its invoice.
 */
export const finishedAuction = async ({
  baseURL,
  title,
  winner,
  others,
  hammer,
  password = demoPassword,
}: {
  baseURL: string;
  title: string;
  winner: string;
  others: string[];
  hammer: number;
  /** The bidders' password: the demo one, unless the spec signed its own bidder up. */
  password?: string;
}) => {
  const admin = await loggedIn(baseURL, 'admin@lonja.local', 'admin-e2e-password');
  const now = Date.now();
  const created = await admin.post('/api/admin/auctions', {
    auction: {
      title,
      description: 'Subasta de prueba de los navegadores.',
      commissionPercent: 10,
      goodsVatPercent: 21,
      caution: 20_000,
      startDate: new Date(now - 3_600_000).toISOString(),
      endDate: new Date(now + 3_600_000).toISOString(),
      lastPaymentDate: new Date(now + 7 * 86_400_000).toISOString(),
      lastCollectionDate: new Date(now + 20 * 86_400_000).toISOString(),
      address: 'Polígono Fuente del Jarro, calle 12, Paterna',
    },
  });
  expect(created.status).toBe(201);
  const auctionId: number = created.json().data.auction.id;
  await admin.put(`/api/admin/auctions/${auctionId}/invoicingData`, {
    invoicingData: {
      issuerName: 'Lonja Subastas, S.L.',
      issuerVatId: 'B98765431',
      issuerAddress: 'Calle de Colón 1, 46004 Valencia',
      invoiceSeries: 'E2E',
    },
  });
  const lot = (
    await admin.post(`/api/admin/auctions/${auctionId}/lots`, {
      lot: { title: `${title}: carretilla`, price: hammer },
    })
  ).json().data.lot;
  expect((await admin.put(`/api/admin/auctions/${auctionId}/publish`)).status).toBe(200);

  const bidders = new Map<string, ReturnType<typeof createHttpClient>>();
  for (const email of [winner, ...others]) {
    const client = await loggedIn(baseURL, email, password);
    const subscribed = await client.post(`/api/frontend/auth/auctions/${auctionId}/subscribe`, {
      user: profileOf((await client.get('/api/auth/user')).json().data.user),
      refundIban: 'ES76 2077 0024 0031 0257 5766',
    });
    expect(subscribed.status).toBe(200);
    const { id } = subscribed.json().data.subscription;
    expect((await admin.put(`/api/admin/subscriptions/${id}/accept`)).status).toBe(200);
    expect((await admin.put(`/api/admin/subscriptions/${id}/paid`, { paid: true })).status).toBe(200);
    bidders.set(email, client);
  }
  const bid = await bidders
    .get(winner)!
    .post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount: hammer } });
  expect(bid.status).toBe(200);
  const full = (await admin.get(`/api/admin/lots/${lot.id}`)).json().data.lot;
  await admin.put(`/api/admin/lots/${lot.id}`, {
    lot: {
      title: full.title,
      description: full.description,
      price: full.price,
      endDate: new Date().toISOString(),
    },
  });

  const buyer = bidders.get(winner)!;
  let settlement: TSettlement | undefined;
  await expect
    .poll(
      async () => {
        const list: TSettlement[] = (await buyer.get('/api/frontend/auth/settlements')).json().data
          .settlements;
        settlement = list.find((candidate) => candidate.auctionId === auctionId);
        // The seller's goods invoice and the house's premium invoice.
        return settlement?.invoices.length ?? 0;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(2);
  return { auctionId, lotId: lot.id as number, settlement: settlement!, admin, bidders };
};
