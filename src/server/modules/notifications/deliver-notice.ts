import type { Agent } from 'node:https';
import { and, desc, eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import { formatCents, formatDateTime, formatTime } from '@/common/format.ts';
import { notificationKinds, type TNotificationKind } from '@/common/notifications.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, bids, lots, pushSubscriptions, users } from '@/server/db/schema/index.ts';
import { outboundProblem, type TOutboundPolicy } from '@/server/lib/outbound.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { compose, type TLayout } from '@/server/mail/templates.ts';
import { receiptLinkPath } from '../bids/bid-receipt-key.ts';
import { type TVapidKeys, unsubscribeQuery } from './notice-keys.ts';
import { getNotificationChoice } from './notification-preferences.service.ts';

export const ZNoticeJobSchema = z.object({
  userId: z.number().int(),
  kind: z.enum(notificationKinds),
  subjectIds: z.array(z.number().int()).min(1),
});

type TLotRow = typeof lots.$inferSelect;
type TNotice = { subject: string; paragraphs: string[]; url: string; action: string };

const lotLine = (lot: TLotRow) => `Lote ${lot.order}: ${lot.title}`;

/**
 * What a notice says, from the lots as they are now: a lot the user leads again, or one that closed
 * meanwhile, is left out, and with nothing left nothing is sent.
 */
const composeNotice = (kind: TNotificationKind, userId: number, rows: TLotRow[], publicUrl: string) => {
  const open = rows.filter((lot) => lot.status === 'open');
  const lotUrl = (lot: TLotRow) => `${publicUrl}/subastas/${lot.auctionId}/${lot.id}`;
  if (kind === 'outbid') {
    const lost = open.filter((lot) => lot.maxBidderId !== userId);
    if (lost.length === 0) return null;
    const [first] = lost;
    return {
      subject:
        lost.length === 1
          ? `Te han superado en «${first!.title}»`
          : `Te han superado en ${lost.length} lotes`,
      paragraphs: [
        lost.length === 1
          ? 'Otra persona ha pujado más que tú:'
          : 'Otras personas han pujado más que tú en estos lotes:',
        ...lost.map((lot) => `${lotLine(lot)} — puja actual ${formatCents(lot.maxBid ?? lot.price)}`),
      ],
      url: lost.length === 1 ? lotUrl(first!) : `${publicUrl}/mi-cuenta/subastas/pujas`,
      action: 'Volver a pujar',
    } satisfies TNotice;
  }
  if (kind === 'saved-search') {
    if (open.length === 0) return null;
    const [first] = open;
    return {
      subject:
        open.length === 1
          ? `Nuevo lote para tus búsquedas: «${first!.title}»`
          : `${open.length} lotes nuevos para tus búsquedas`,
      paragraphs: [
        'Se han publicado lotes que encajan con tus búsquedas guardadas:',
        ...open.map(
          (lot) =>
            `${lotLine(lot)} — ${formatCents(lot.maxBid ?? lot.price)}, cierra el ${formatDateTime(lot.endDate)}`,
        ),
      ],
      url: open.length === 1 ? lotUrl(first!) : `${publicUrl}/mi-cuenta/subastas/busquedas`,
      action: open.length === 1 ? 'Ver el lote' : 'Ver mis búsquedas',
    } satisfies TNotice;
  }
  if (kind === 'closing-soon') {
    if (open.length === 0) return null;
    const [first] = open;
    return {
      subject:
        open.length === 1
          ? `«${first!.title}» cierra pronto`
          : `${open.length} lotes que sigues cierran pronto`,
      paragraphs: [
        open.length === 1
          ? 'Un lote que sigues está a punto de cerrar:'
          : 'Lotes que sigues están a punto de cerrar:',
        ...open.map(
          (lot) =>
            `${lotLine(lot)} — cierra a las ${formatTime(lot.endDate)}, puja actual ${formatCents(lot.maxBid ?? lot.price)}`,
        ),
        'Si alguien puja en los últimos minutos, el cierre se alarga.',
      ],
      url: open.length === 1 ? lotUrl(first!) : `${publicUrl}/mi-cuenta/subastas/seguimiento`,
      action: open.length === 1 ? 'Ver el lote' : 'Ver los lotes que sigo',
    } satisfies TNotice;
  }
  return null;
};

/**
 * Bid confirmations: the user's latest own bid on each lot, still standing, with the signed link to its
 * receipt (docs/bid-receipts.md). An annulled bid is not confirmed.
 */
const composeBidsAccepted = async (db: TDb, userId: number, lotIds: number[], publicUrl: string) => {
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
  const [first] = rows;
  return {
    subject:
      rows.length === 1
        ? `Puja registrada en «${first!.lot.title}»`
        : `Pujas registradas en ${rows.length} lotes`,
    paragraphs: [
      rows.length === 1 ? 'Hemos registrado tu puja:' : 'Hemos registrado tus pujas:',
      ...rows.flatMap((row, index) => [
        `${lotLine(row.lot)} — tu puja ${formatCents(row.amount)}`,
        `Recibo firmado: ${links[index]}`,
      ]),
      `Guarda el recibo: prueba tu puja, con su hora, y cualquiera puede comprobarlo en ${publicUrl}/verificar-puja.`,
    ],
    url: rows.length === 1 ? links[0]! : `${publicUrl}/mi-cuenta/subastas/pujas`,
    action: rows.length === 1 ? 'Descargar el recibo' : 'Ver mis pujas y sus recibos',
  } satisfies TNotice;
};

/** Followed auctions that opened (and are still published and open). */
const composeOpening = (rows: (typeof auctions.$inferSelect)[], publicUrl: string): TNotice | null => {
  const open = rows.filter((auction) => auction.published && auction.status === 'open');
  if (open.length === 0) return null;
  const [first] = open;
  return {
    subject:
      open.length === 1
        ? `«${first!.title}» ya está abierta`
        : `${open.length} subastas que sigues ya están abiertas`,
    paragraphs: [
      open.length === 1 ? 'Una subasta que sigues ya admite pujas:' : 'Subastas que sigues ya admiten pujas:',
      ...open.map((auction) => `${auction.title} — primeros cierres el ${formatDateTime(auction.endDate)}`),
      'Para pujar, inscríbete en la subasta desde su página.',
    ],
    url: open.length === 1 ? `${publicUrl}/subastas/${first!.id}` : `${publicUrl}/subastas`,
    action: open.length === 1 ? 'Ver la subasta' : 'Ver las subastas',
  };
};

/** A browser whose pushes have all failed this long is forgotten (it was uninstalled, or never answers). */
const failingForMs = 7 * 86_400_000;

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
  message: { title: string; body: string; url: string };
  log: (message: string) => void;
  now?: Date;
}) => {
  const { db, vapid, agent, outbound, userId, message, log, now = new Date() } = options;
  const subscriptions = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  for (const subscription of subscriptions) {
    const forget = () => db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
    try {
      const problem = await outboundProblem(subscription.endpoint, outbound);
      if (problem) throw new Error(`its endpoint ${problem}`);
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message),
        { vapidDetails: vapid, TTL: 3600, urgency: 'high', timeout: 10_000, agent },
      );
      if (subscription.failingSince)
        await db
          .update(pushSubscriptions)
          .set({ failingSince: null })
          .where(eq(pushSubscriptions.id, subscription.id));
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await forget();
        continue;
      }
      // A push that fails otherwise is not retried: the e-mail of the same notice is already on its way.
      log(`Push to user ${userId} failed: ${error instanceof Error ? error.message : String(error)}`);
      const since = subscription.failingSince ?? now;
      if (now.getTime() - since.getTime() >= failingForMs) await forget();
      else if (!subscription.failingSince)
        await db
          .update(pushSubscriptions)
          .set({ failingSince: now })
          .where(eq(pushSubscriptions.id, subscription.id));
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
  const notice =
    kind === 'bid-accepted'
      ? await composeBidsAccepted(db, userId, subjectIds, site.publicUrl)
      : kind === 'auction-opens'
        ? composeOpening(
            await db.select().from(auctions).where(inArray(auctions.id, subjectIds)),
            site.publicUrl,
          )
        : composeNotice(
            kind,
            userId,
            await db.select().from(lots).where(inArray(lots.id, subjectIds)).orderBy(lots.endDate),
            site.publicUrl,
          );
  if (!notice) return;
  const choice = await getNotificationChoice({ db, userId, kind });
  if (choice.email) {
    const signed = await unsubscribeQuery({ db, userId, kind });
    const unsubscribeUrl = `${site.publicUrl}/api/frontend/notifications/unsubscribe?${signed}`;
    const pageUrl = `${site.publicUrl}/avisos/baja?${signed}`;
    const mail = compose(site, {
      to: user.email,
      subject: notice.subject,
      greeting: `Hola, ${user.firstname}:`,
      paragraphs: notice.paragraphs,
      action: { label: notice.action, url: notice.url },
      footerLinks: [
        { label: 'Elegir qué avisos recibo', url: `${site.publicUrl}/mi-cuenta/datos/notificaciones` },
        { label: 'Darme de baja de estos avisos', url: pageUrl },
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
  if (choice.push)
    await sendPush({
      db,
      vapid: await options.vapid(),
      agent: options.pushAgent,
      outbound: options.outbound,
      userId,
      message: { title: notice.subject, body: notice.paragraphs.slice(1).join('\n'), url: notice.url },
      log,
    });
};
