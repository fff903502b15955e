import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CHANGES_CHANNEL } from '@/server/db/changes.ts';
import { announcedChange } from '@/server/live/notify.ts';

/**
 * Keeps every instance's answer cache (answer-cache.ts) in step with the database:
 * - a live event (bid, close, extension, an admin's bid deletion) names its auction in its NOTIFY, and every
 *   instance forgets that auction's answers as the notification arrives, before its hub reads the event;
 *   a bid that moved no lot's end says so (`:bid`), and then the lists that show no bids stay;
 * - an admin's successful write (any non-GET under /api/admin: auctions, lots, pictures, characteristics,
 *   publishing…) forgets everything here, then tells the other instances (`catalogue:*` on the changes
 *   channel) before the admin's answer goes out, so no one who saw that answer can read the older page;
 * - other bid increments change every lot's minimum; a re-established LISTEN connection may have missed
 *   anything: everything goes.
 * Edits are rare next to reads, so forgetting everything on one costs nothing that matters.
 */
export const catalogueChangesPlugin = fp(
  async (app: FastifyInstance) => {
    const answers = app.answers;
    app.live.onAnnounced((payload) => {
      const { auctionId, onlyBids } = announcedChange(payload);
      if (auctionId === null) answers.forgetAll();
      else answers.forgetAuction(auctionId, onlyBids ? 'bids' : 'anything');
    });
    app.changes.on('catalogue', () => answers.forgetAll());
    // A user, subscription or auction written by any path (a sign-up, a payment, a job): lists go.
    app.changes.on('lists', () => answers.forgetLists());
    app.changes.on('config_data', (key) => {
      if (key === null || key === 'bidRanges') answers.forgetAll();
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'GET' || request.method === 'HEAD') return payload;
      if (reply.statusCode >= 300 || !request.url.startsWith('/api/admin/')) return payload;
      answers.forgetAll();
      await app.deps.database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'catalogue:*')`);
      return payload;
    });
  },
  { name: 'catalogue-changes' },
);
