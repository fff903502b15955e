import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '@/server/app.ts';
import { auctions, subscriptions } from '@/server/db/schema/index.ts';
import { announcedChange } from '@/server/live/notify.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../../test/factories.ts';
import { createAdminClient, createBidderClients, type createClient } from '../../../../test/http.ts';
import { startTwoInstances, type TTwoInstances } from '../../../../test/two-instances.ts';
import { createAnswerCache } from './answer-cache.ts';

/**
 * Issue #34 item 8: the lists (the home's open auctions, the auction list, lots closing soon, a lot's bids,
 * the back office's users, auctions and subscriptions) are prepared answers kept per instance, like the
 * auction and lot answers. Whatever changes them — a bid, an admin's edit, a row written by any other path —
 * must show in the next read from another instance: on PostgreSQL each instance has its own pool and LISTEN
 * connections, and the reads go over real sockets.
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

const cookieOf = (client: ReturnType<typeof createClient>) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** A read from the second instance, as its JSON. */
const read = async <T>(path: string, cookie?: string): Promise<T> => {
  const response = await fetch(`${secondUrl}${path}`, {
    headers: { 'accept-encoding': 'gzip, br', ...(cookie ? { cookie } : {}) },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

type TSummaries = { data: { auctions: { id: number; title: string; lotQuantity: number }[] } };
type TClosing = { data: { lots: { id: number; maxBid: number | null }[] } };
type TBids = { data: { bids: { amount: number; isMine: boolean }[] }; metadata: { total: number } };

const publicLists = async (auctionId: number, lotId: number, bidderCookie: string) => {
  const [open, published, closing, bids, mine] = await Promise.all([
    read<TSummaries>('/api/frontend/auctions/open'),
    read<TSummaries>('/api/frontend/auctions/published?page=1&limit=100'),
    read<TClosing>('/api/frontend/lots/closing-soon?limit=24'),
    read<TBids>(`/api/frontend/lots/${lotId}/bids`),
    read<TBids>(`/api/frontend/lots/${lotId}/bids`, bidderCookie),
  ]);
  return {
    open: open.data.auctions.find((auction) => auction.id === auctionId) ?? null,
    published: published.data.auctions.find((auction) => auction.id === auctionId) ?? null,
    closing: closing.data.lots.find((lot) => lot.id === lotId) ?? null,
    bids: bids.data.bids.map((bid) => bid.amount),
    total: bids.metadata.total,
    mine: mine.data.bids.map((bid) => bid.isMine),
  };
};

describe('cached public lists on two instances', () => {
  it('show a bid, an admin’s unpublishing and a direct write in the next read from the other instance', async () => {
    const auction = await createAuction(first.db);
    const lot = await createLot(first.db, auction, {
      price: 10_000,
      endDate: new Date(Date.now() + 60 * 60_000),
    });
    const [bidder] = await createBidderClients(first, auction, 1);
    const bidderCookie = cookieOf(bidder!);

    let lists = await publicLists(auction.id, lot.id, bidderCookie);
    expect(lists.open?.lotQuantity).toBe(1);
    expect(lists.published).not.toBeNull();
    expect(lists.closing?.maxBid).toBeNull();
    expect(lists.total).toBe(0);

    const bid = await bidder!.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount: 10_000 } });
    expect(bid.statusCode).toBe(200);
    lists = await publicLists(auction.id, lot.id, bidderCookie);
    expect(lists.closing?.maxBid).toBe(10_000);
    expect(lists.bids).toEqual([10_000]);
    expect(lists.total).toBe(1);
    // The bidder's own copy says "Tú"; the anonymous one, kept apart, does not.
    expect(lists.mine).toEqual([true]);

    const admin = await createAdminClient(first);
    expect((await admin.put(`/api/admin/auctions/${auction.id}/unpublish`)).statusCode).toBe(200);
    // Its lot's bids are no one's business now (404); the lists no longer name it.
    const hidden = await fetch(`${secondUrl}/api/frontend/lots/${lot.id}/bids`);
    expect(hidden.status).toBe(404);
    const [open, published, closing] = await Promise.all([
      read<TSummaries>('/api/frontend/auctions/open'),
      read<TSummaries>('/api/frontend/auctions/published?page=1&limit=100'),
      read<TClosing>('/api/frontend/lots/closing-soon?limit=24'),
    ]);
    expect(open.data.auctions.map(({ id }) => id)).not.toContain(auction.id);
    expect(published.data.auctions.map(({ id }) => id)).not.toContain(auction.id);
    expect(closing.data.lots.map(({ id }) => id)).not.toContain(lot.id);

    // Written by no route of the app at all: the table's trigger still tells every instance.
    await first.db
      .update(auctions)
      .set({ published: true, title: 'Subasta renombrada' })
      .where(eq(auctions.id, auction.id));
    lists = await publicLists(auction.id, lot.id, bidderCookie);
    expect(lists.open?.title).toBe('Subasta renombrada');
    expect(lists.published?.title).toBe('Subasta renombrada');
  });
});

describe('cached lists on two instances and a bid', () => {
  it('keep the lists that show no bids through a bid that moves no end, and forget them when a bid extends its lot', async () => {
    type TEnds = { data: { auctions: { id: number; lastLotEndDate: string | null }[] } };
    const lastEnd = async (auctionId: number) =>
      (await read<TEnds>('/api/frontend/auctions/open')).data.auctions.find(({ id }) => id === auctionId)
        ?.lastLotEndDate;
    // Whether the second instance still keeps its open-auctions answer: a build asked for runs only if not.
    const keptOpenList = async () => {
      let built = false;
      await second.answers.answer('auctions:open', async () => {
        built = true;
        return { auctionId: null, body: '{}', showsBids: false };
      });
      second.answers.forgetAll();
      return !built;
    };
    const calm = await createAuction(first.db);
    const calmLot = await createLot(first.db, calm, {
      price: 10_000,
      endDate: new Date(Date.now() + 3_600_000),
    });
    const ending = await createAuction(first.db);
    // Inside the soft-close window (docs/product.md#soft-close): a bid extends it.
    const endingLot = await createLot(first.db, ending, {
      price: 10_000,
      endDate: new Date(Date.now() + 60_000),
    });
    const [calmBidder] = await createBidderClients(first, calm, 1);
    const [endingBidder] = await createBidderClients(first, ending, 1);
    const closing = async (lotId: number) =>
      (await read<TClosing>('/api/frontend/lots/closing-soon?limit=24')).data.lots.find(
        ({ id }) => id === lotId,
      );

    const endBefore = await lastEnd(ending.id);
    expect((await closing(calmLot.id))?.maxBid ?? null).toBeNull();
    let bid = await calmBidder!.post(`/api/frontend/auth/lots/${calmLot.id}/bid`, {
      bid: { amount: 10_000 },
    });
    expect(bid.statusCode).toBe(200);
    // The bid's price shows in the list that shows bids; the auction lists were kept through it.
    expect((await closing(calmLot.id))?.maxBid).toBe(10_000);
    expect(await keptOpenList()).toBe(true);

    // A bid that extends its lot moves its auction's last end: the auction lists go.
    expect(await lastEnd(ending.id)).toBe(endBefore);
    bid = await endingBidder!.post(`/api/frontend/auth/lots/${endingLot.id}/bid`, {
      bid: { amount: 10_000 },
    });
    expect(bid.statusCode).toBe(200);
    expect(await keptOpenList()).toBe(false);
    const endAfter = await lastEnd(ending.id);
    expect(new Date(endAfter!).getTime()).toBeGreaterThan(new Date(endBefore!).getTime());
  });
});

type TPage<K extends string, T> = { data: Record<K, T[]>; metadata: { total: number } };

describe('cached back-office lists on two instances', () => {
  it('show a user, an auction and a subscription written by any path in the next read', async () => {
    const admin = await createAdminClient(first);
    const cookie = cookieOf(admin);
    const users = () => read<TPage<'users', { id: number }>>('/api/admin/users?page=1&limit=5', cookie);
    const auctionList = () =>
      read<TPage<'auctions', { id: number; title: string }>>('/api/admin/auctions?page=1&limit=5', cookie);
    const subscriptionList = () =>
      read<TPage<'subscriptions', { id: number; status: string }>>(
        '/api/admin/subscriptions?page=1&limit=5',
        cookie,
      );

    const [usersBefore, auctionsBefore, subscriptionsBefore] = await Promise.all([
      users(),
      auctionList(),
      subscriptionList(),
    ]);
    // A sign-up, as any path would write it: newest first in the list.
    const user = await createUser(first.db);
    const usersAfter = await users();
    expect(usersAfter.metadata.total).toBe(usersBefore.metadata.total + 1);
    expect(usersAfter.data.users[0]!.id).toBe(user.id);

    const auction = await createAuction(first.db, { title: 'Subasta recién creada' });
    const auctionsAfter = await auctionList();
    expect(auctionsAfter.metadata.total).toBe(auctionsBefore.metadata.total + 1);
    expect(auctionsAfter.data.auctions[0]).toMatchObject({ id: auction.id, title: 'Subasta recién creada' });

    const subscription = await createSubscription(first.db, auction, user, { status: 'pending' });
    let subscriptionsAfter = await subscriptionList();
    expect(subscriptionsAfter.metadata.total).toBe(subscriptionsBefore.metadata.total + 1);
    expect(subscriptionsAfter.data.subscriptions[0]).toMatchObject({
      id: subscription.id,
      status: 'pending',
    });
    await first.db
      .update(subscriptions)
      .set({ status: 'accepted' })
      .where(eq(subscriptions.id, subscription.id));
    subscriptionsAfter = await subscriptionList();
    expect(subscriptionsAfter.data.subscriptions[0]).toMatchObject({
      id: subscription.id,
      status: 'accepted',
    });
  });
});

describe('list answers in the answer cache', () => {
  const body = (text: string) => ({ auctionId: null, body: JSON.stringify({ text }) });

  it('go with any auction or a listed table, not the other way round', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000_000, fence: async () => {} });
    let builds = 0;
    const list = () => cache.answer('list', async () => body(`list ${++builds}`));
    const auction = () => cache.answer('auction:7', async () => ({ auctionId: 7, body: `${++builds}` }));
    const [listTag, auctionTag] = [(await list()).etag, (await auction()).etag];
    expect((await list()).etag).toBe(listTag);
    cache.forgetAuction(8);
    expect((await list()).etag).not.toBe(listTag);
    // A listed table's write leaves the auction's own answer.
    const again = (await list()).etag;
    cache.forgetLists();
    expect((await list()).etag).not.toBe(again);
    expect((await auction()).etag).toBe(auctionTag);
  });

  it('that show no bids stay through a bid that moved no end, not through any other change', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000_000, fence: async () => {} });
    let builds = 0;
    const quiet = () => cache.answer('quiet', async () => ({ ...body(`${++builds}`), showsBids: false }));
    const priced = () => cache.answer('priced', async () => body(`${++builds}`));
    const tags = async () => [(await quiet()).etag, (await priced()).etag];
    const [quietTag, pricedTag] = await tags();
    cache.forgetAuction(8, 'bids');
    let [quietNow, pricedNow] = await tags();
    expect(quietNow).toBe(quietTag);
    expect(pricedNow).not.toBe(pricedTag);
    cache.forgetAuction(8);
    [quietNow, pricedNow] = await tags();
    expect(quietNow).not.toBe(quietTag);
    const afterExtension = quietNow;
    cache.forgetLists();
    expect((await quiet()).etag).not.toBe(afterExtension);
    // A build that a bid overtook is still kept for a list without bids, not for one with them.
    let release = () => {};
    const slow = cache.answer('slow-quiet', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { ...body(`${++builds}`), showsBids: false };
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    cache.forgetAuction(9, 'bids');
    release();
    const slowTag = (await slow).etag;
    expect((await cache.answer('slow-quiet', async () => body('rebuilt'))).etag).toBe(slowTag);
  });

  it('read what changed from the live notification', () => {
    expect(announcedChange('41:7:bid')).toEqual({ auctionId: 7, onlyBids: true });
    expect(announcedChange('41:7')).toEqual({ auctionId: 7, onlyBids: false });
    expect(announcedChange('41')).toEqual({ auctionId: null, onlyBids: false });
    expect(announcedChange('')).toEqual({ auctionId: null, onlyBids: false });
  });

  it('that the clock moves hold until the time their build gave', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000_000, fence: async () => {} });
    let builds = 0;
    const until = Date.now() + 100;
    const list = () => cache.answer('running', async () => ({ ...body(`${++builds}`), until }));
    await list();
    await list();
    expect(builds).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, until - Date.now() + 5));
    await list();
    expect(builds).toBe(2);
  });
});
