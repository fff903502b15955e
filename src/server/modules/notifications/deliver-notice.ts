import type { Agent } from 'node:https';
import { and, desc, eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import type { TLanguage } from '@/common/language.ts';
import { localisedPath } from '@/common/localized-paths.ts';
import { notificationKinds, type TNotificationKind } from '@/common/notifications.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, bids, lots, pushSubscriptions, users } from '@/server/db/schema/index.ts';
import { outboundProblem, type TOutboundPolicy } from '@/server/lib/outbound.ts';
import { mailFormats, mailIcu, mailMessages } from '@/server/mail/messages/index.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { addressed, compose, type TLayout } from '@/server/mail/templates.ts';

import { receiptLinkPath, type TVapidKeys, unsubscribeQuery } from './notice-keys.ts';
import { getNotificationChoice } from './notification-preferences.service.ts';

export const ZNoticeJobSchema = z.object({
  userId: z.number().int(),
  kind: z.enum(notificationKinds),
  subjectIds: z.array(z.number().int()).min(1),
});

type TLotRow = typeof lots.$inferSelect;
type TNotice = { subject: string; paragraphs: string[]; url: string; action: string };
/** What a notice is written with: the reader's language and formats, and the site's address. */
type TWriting = { language: TLanguage; publicUrl: string };

const wordsOf = ({ language }: TWriting) => ({
  t: mailMessages(language).notices,
  actions: mailMessages(language).actions,
  format: mailFormats(language),
  icu: (message: string, count: number, title = '') => mailIcu(language, message, { count, title }),
});

/** The words of a notice about lots, and how it names each lot, its price and its page. */
const lotWordsOf = (writing: TWriting) => {
  const words = wordsOf(writing);
  return {
    ...words,
    lotUrl: (lot: TLotRow) => `${writing.publicUrl}/subastas/${lot.auctionId}/${lot.id}`,
    line: (lot: TLotRow) => words.t.lotLine(lot.order, lot.title),
    amount: (lot: TLotRow) => words.format.cents(lot.maxBid ?? lot.price),
  };
};

/** A notice about the open lots among those the job names; null when it has nothing left to say. */
type TComposeLotNotice = (open: TLotRow[], userId: number, writing: TWriting) => TNotice | null;

/** Lots where someone bid over the user: those the user leads again are left out. */
const composeOutbid: TComposeLotNotice = (open, userId, writing) => {
  const { t, icu, line, amount, lotUrl } = lotWordsOf(writing);
  const lost = open.filter((lot) => lot.maxBidderId !== userId);
  const [first] = lost;
  if (!first) return null;
  return {
    subject: icu(t.outbidSubject, lost.length, first.title),
    paragraphs: [icu(t.outbid, lost.length), ...lost.map((lot) => t.currentBid(line(lot), amount(lot)))],
    url: lost.length === 1 ? lotUrl(first) : `${writing.publicUrl}/mi-cuenta/subastas/pujas`,
    action: t.bidAgain,
  };
};

/** New lots that match one of the user's saved searches. */
const composeSavedSearch: TComposeLotNotice = (open, _userId, writing) => {
  const { t, actions, format, icu, line, amount, lotUrl } = lotWordsOf(writing);
  const [first] = open;
  if (!first) return null;
  return {
    subject: icu(t.savedSearchSubject, open.length, first.title),
    paragraphs: [
      t.savedSearch,
      ...open.map((lot) => t.newLot(line(lot), amount(lot), format.dateTime(lot.endDate))),
    ],
    url: open.length === 1 ? lotUrl(first) : `${writing.publicUrl}/mi-cuenta/subastas/busquedas`,
    action: open.length === 1 ? actions.seeLot : t.seeSearches,
  };
};

/** Followed lots about to close. */
const composeClosingSoon: TComposeLotNotice = (open, _userId, writing) => {
  const { t, actions, format, icu, line, amount, lotUrl } = lotWordsOf(writing);
  const [first] = open;
  if (!first) return null;
  return {
    subject: icu(t.closingSubject, open.length, first.title),
    paragraphs: [
      icu(t.closing, open.length),
      ...open.map((lot) => t.closingLot(line(lot), format.time(lot.endDate), amount(lot))),
      t.softClose,
    ],
    url: open.length === 1 ? lotUrl(first) : `${writing.publicUrl}/mi-cuenta/subastas/seguimiento`,
    action: open.length === 1 ? actions.seeLot : t.seeFollowed,
  };
};

/** Notices about lots, by kind; bid confirmations and opening auctions are composed from their own rows. */
const lotNotices: Partial<Record<TNotificationKind, TComposeLotNotice>> = {
  outbid: composeOutbid,
  'saved-search': composeSavedSearch,
  'closing-soon': composeClosingSoon,
};

/**
 * What a notice says, from the lots as they are now: a lot the user leads again, or one that closed
 * meanwhile, is left out, and with nothing left nothing is sent. Links are Spanish addresses; the e-mail
 * gives them in the reader's language (templates.ts).
 */
const composeNotice = (kind: TNotificationKind, userId: number, rows: TLotRow[], writing: TWriting) => {
  const open = rows.filter((lot) => lot.status === 'open');
  return lotNotices[kind]?.(open, userId, writing) ?? null;
};

/**
 * Bid confirmations: the user's latest own bid on each lot, still standing, with the signed link to its
 * receipt (docs/bid-receipts.md). An annulled bid is not confirmed.
 */
const composeBidsAccepted = async (db: TDb, userId: number, lotIds: number[], writing: TWriting) => {
  const { t, format, icu } = wordsOf(writing);
  const { publicUrl, language } = writing;
  const rows = await db
    .selectDistinctOn([bids.lotId], { bidId: bids.id, amount: bids.amount, lot: lots })
    .from(bids)
    .innerJoin(lots, eq(lots.id, bids.lotId))
    .where(and(inArray(bids.lotId, lotIds), eq(bids.userId, userId), eq(bids.isAuto, false)))
    .orderBy(bids.lotId, desc(bids.id));
  if (rows.length === 0) return null;
  const links = await Promise.all(
    rows.map(async (row) => `${publicUrl}${await receiptLinkPath(db, row.bidId)}`),
  );
  return {
    subject: icu(t.bidsSubject, rows.length, rows[0]!.lot.title),
    paragraphs: [
      icu(t.bids, rows.length),
      ...rows.flatMap((row, index) => [
        t.yourBid(t.lotLine(row.lot.order, row.lot.title), format.cents(row.amount)),
        t.receipt(links[index]!),
      ]),
      t.keepReceipt(localisedPath(language, `${publicUrl}/verificar-puja`, publicUrl)),
    ],
    url: rows.length === 1 ? links[0]! : `${publicUrl}/mi-cuenta/subastas/pujas`,
    action: rows.length === 1 ? t.downloadReceipt : t.seeBids,
  } satisfies TNotice;
};

/** Followed auctions that opened (and are still published and open). */
const composeOpening = (rows: (typeof auctions.$inferSelect)[], writing: TWriting): TNotice | null => {
  const { t, actions, format, icu } = wordsOf(writing);
  const { publicUrl } = writing;
  const open = rows.filter((auction) => auction.published && auction.status === 'open');
  if (open.length === 0) return null;
  const [first] = open;
  return {
    subject: icu(t.openingSubject, open.length, first!.title),
    paragraphs: [
      icu(t.opening, open.length),
      ...open.map((auction) => t.openAuction(auction.title, format.dateTime(auction.endDate))),
      t.subscribeToBid,
    ],
    url: open.length === 1 ? `${publicUrl}/subastas/${first!.id}` : `${publicUrl}/subastas`,
    action: open.length === 1 ? actions.seeAuction : t.seeAuctions,
  };
};

/** A browser whose pushes have all failed this long is forgotten (it was uninstalled, or never answers). */
const failingForMs = 7 * 86_400_000;

type TPushSubscription = typeof pushSubscriptions.$inferSelect;
type TPushMessage = { title: string; body: string; url: string };
type TPushChannel = { vapid: TVapidKeys; agent: Agent; outbound: TOutboundPolicy };

/** One push to one browser, through an endpoint checked again now and connected to only as checked. */
const pushTo = async (
  subscription: TPushSubscription,
  message: TPushMessage,
  { vapid, agent, outbound }: TPushChannel,
) => {
  const problem = await outboundProblem(subscription.endpoint, outbound);
  if (problem) throw new Error(`its endpoint ${problem}`);
  await webpush.sendNotification(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    { vapidDetails: vapid, TTL: 3600, urgency: 'high', timeout: 10_000, agent },
  );
};

const forgetSubscription = (db: TDb, subscription: TPushSubscription) =>
  db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));

const markFailingSince = (db: TDb, subscription: TPushSubscription, failingSince: Date | null) =>
  db.update(pushSubscriptions).set({ failingSince }).where(eq(pushSubscriptions.id, subscription.id));

/** What a failed push leaves behind: a browser forgotten, or the day its failures began (sendPush). */
const recordPushFailure = async (options: {
  db: TDb;
  subscription: TPushSubscription;
  error: unknown;
  userId: number;
  log: (message: string) => void;
  now: Date;
}) => {
  const { db, subscription, error, userId, log, now } = options;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 404 || status === 410) {
    await forgetSubscription(db, subscription);
    return;
  }
  // A push that fails otherwise is not retried: the e-mail of the same notice is already on its way.
  log(`Push to user ${userId} failed: ${error instanceof Error ? error.message : String(error)}`);
  const since = subscription.failingSince ?? now;
  if (now.getTime() - since.getTime() >= failingForMs) await forgetSubscription(db, subscription);
  else if (!subscription.failingSince) await markFailingSince(db, subscription, now);
};

/**
 * Sends to every browser of the user. The endpoint is checked again now (lib/outbound.ts: it may resolve
 * elsewhere than when it was registered) and the agent connects only to what it checked. A subscription the
 * push service says is gone (404/410) is forgotten at once; one that keeps failing, after a week.
 */
export const sendPush = async (options: {
  db: TDb;
  vapid: TVapidKeys;
  agent: Agent;
  outbound: TOutboundPolicy;
  userId: number;
  message: TPushMessage;
  log: (message: string) => void;
  now?: Date;
}) => {
  const { db, userId, message, log, now = new Date() } = options;
  const subscriptions = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  for (const subscription of subscriptions) {
    try {
      await pushTo(subscription, message, options);
      if (subscription.failingSince) await markFailingSince(db, subscription, null);
    } catch (error) {
      await recordPushFailure({ db, subscription, error, userId, log, now });
    }
  }
};

/**
 * The `notice` job (notifier.ts): one message to one user about one kind and several lots, by e-mail and
 * push as the user chose. Nothing goes to a banned or inactive account; an address that bounced
 * (`hasWrongEmail`) gets no e-mail.
 */
export const deliverNotice = async (options: {
  db: TDb;
  site: TLayout;
  vapid: () => Promise<TVapidKeys>;
  pushAgent: Agent;
  outbound: TOutboundPolicy;
  noticeJob: z.infer<typeof ZNoticeJobSchema>;
  log: (message: string) => void;
}) => {
  const { db, site, noticeJob, log } = options;
  const { userId, kind, subjectIds } = noticeJob;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), eq(users.isBanned, false)));
  if (!user) return;
  const writing = { language: user.language, publicUrl: site.publicUrl };
  const notice =
    kind === 'bid-accepted'
      ? await composeBidsAccepted(db, userId, subjectIds, writing)
      : kind === 'auction-opens'
        ? composeOpening(await db.select().from(auctions).where(inArray(auctions.id, subjectIds)), writing)
        : composeNotice(
            kind,
            userId,
            await db.select().from(lots).where(inArray(lots.id, subjectIds)).orderBy(lots.endDate),
            writing,
          );
  if (!notice) return;
  const choice = await getNotificationChoice({ db, userId, kind });
  if (choice.email) {
    const signed = await unsubscribeQuery({ db, userId, kind });
    const unsubscribeUrl = `${site.publicUrl}/api/frontend/notifications/unsubscribe?${signed}`;
    const pageUrl = `${site.publicUrl}/avisos/baja?${signed}`;
    const t = mailMessages(user.language).notices;
    const mail = compose(site, {
      ...addressed(user),
      subject: notice.subject,
      paragraphs: notice.paragraphs,
      action: { label: notice.action, url: notice.url },
      footerLinks: [
        { label: t.choose, url: `${site.publicUrl}/mi-cuenta/datos/notificaciones` },
        { label: t.unsubscribe, url: pageUrl },
      ],
    });
    await queueMail(db, user, {
      ...mail,
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }
  // A push opens the page itself: at its address in the reader's language, as the e-mail's button.
  if (choice.push)
    await sendPush({
      db,
      vapid: await options.vapid(),
      agent: options.pushAgent,
      outbound: options.outbound,
      userId,
      message: {
        title: notice.subject,
        body: notice.paragraphs.slice(1).join('\n'),
        url: localisedPath(user.language, notice.url, site.publicUrl),
      },
      log,
    });
};
