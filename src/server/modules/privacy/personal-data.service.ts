import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import {
  auctionFollows,
  auctions,
  auditLog,
  bids,
  cardPayments,
  countries,
  invoices,
  lotFollows,
  lots,
  notificationPreferences,
  offers,
  payments,
  provinces,
  pushSubscriptions,
  savedSearches,
  sessions,
  settlementLines,
  settlements,
  subscriptions,
  users,
} from '@/server/db/schema/index.ts';
import { listConsents } from './consents.service.ts';

export type TRecord = Record<string, unknown>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

type TOwner = { db: TDb; userId: number };

/** The person's own record, without the password's hash, with the names of their country and province. */
const profileOf = async ({ db, userId }: TOwner) => {
  const [profile] = await db
    .select({ user: users, country: countries.name, province: provinces.name })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(provinces, eq(provinces.id, users.provinceId))
    .where(eq(users.id, userId));
  const { passwordHash: _secret, ...user } = profile!.user;
  return [
    {
      ...user,
      country: profile!.country,
      province: profile!.province,
      deactivatedOn: iso(user.deactivatedOn),
      bannedOn: iso(user.bannedOn),
      createdOn: iso(user.createdOn),
      updatedOn: iso(user.updatedOn),
    },
  ];
};

/** Taking part: subscriptions, bids and offers. */
const participationOf = async ({ db, userId }: TOwner) => {
  const [subscriptionRows, bidRows, offerRows] = await Promise.all([
    db
      .select({ subscription: subscriptions, auction: auctions.title })
      .from(subscriptions)
      .innerJoin(auctions, eq(auctions.id, subscriptions.auctionId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.id)),
    db
      .select({ bid: bids, lot: lots.title, auctionId: lots.auctionId })
      .from(bids)
      .innerJoin(lots, eq(lots.id, bids.lotId))
      .where(eq(bids.userId, userId))
      .orderBy(asc(bids.id)),
    db.select().from(offers).where(eq(offers.userId, userId)).orderBy(asc(offers.id)),
  ]);
  return {
    inscripciones: subscriptionRows.map(({ subscription, auction }) => ({
      ...subscription,
      auction,
      createdOn: iso(subscription.createdOn),
      decidedOn: iso(subscription.decidedOn),
    })),
    pujas: bidRows.map(({ bid, lot, auctionId }) => ({
      ...bid,
      lot,
      auctionId,
      createdOn: iso(bid.createdOn),
    })),
    ofertas: offerRows.map((offer) => ({
      ...offer,
      createdOn: iso(offer.createdOn),
      decidedOn: iso(offer.decidedOn),
    })),
  };
};

/** What the person follows and how they are told: lots, auctions, saved searches, notices, devices. */
const followingOf = async ({ db, userId }: TOwner) => {
  const [lotFollowRows, auctionFollowRows, searchRows, preferenceRows, pushRows] = await Promise.all([
    db
      .select({ lotId: lotFollows.lotId, lot: lots.title, createdOn: lotFollows.createdOn })
      .from(lotFollows)
      .innerJoin(lots, eq(lots.id, lotFollows.lotId))
      .where(eq(lotFollows.userId, userId)),
    db
      .select({
        auctionId: auctionFollows.auctionId,
        auction: auctions.title,
        createdOn: auctionFollows.createdOn,
      })
      .from(auctionFollows)
      .innerJoin(auctions, eq(auctions.id, auctionFollows.auctionId))
      .where(eq(auctionFollows.userId, userId)),
    db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.id)),
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
  ]);
  return {
    lotes_seguidos: lotFollowRows.map((row) => ({ ...row, createdOn: iso(row.createdOn) })),
    subastas_seguidas: auctionFollowRows.map((row) => ({ ...row, createdOn: iso(row.createdOn) })),
    busquedas_guardadas: searchRows.map(({ userId: _user, ...search }) => ({
      ...search,
      createdOn: iso(search.createdOn),
      checkedOn: iso(search.checkedOn),
    })),
    avisos: preferenceRows.map(({ userId: _user, ...preference }) => preference),
    dispositivos_push: pushRows.map((device) => ({
      id: device.id,
      endpoint: device.endpoint,
      createdOn: iso(device.createdOn),
    })),
  };
};

/** What the person bought and paid: settlements, their lines, payments and card payments. */
const purchasesOf = async ({ db, userId }: TOwner) => {
  const settlementRows = await db
    .select()
    .from(settlements)
    .where(eq(settlements.userId, userId))
    .orderBy(asc(settlements.id));
  const ids = settlementRows.map((row) => row.id);
  const [lineRows, paymentRows, cardRows] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(settlementLines)
          .where(inArray(settlementLines.settlementId, ids))
          .orderBy(asc(settlementLines.id)),
        db.select().from(payments).where(inArray(payments.settlementId, ids)).orderBy(asc(payments.id)),
        db
          .select()
          .from(cardPayments)
          .where(inArray(cardPayments.settlementId, ids))
          .orderBy(asc(cardPayments.id)),
      ])
    : [[], [], []];
  return {
    liquidaciones: settlementRows.map((row) => ({
      ...row,
      dueDate: iso(row.dueDate),
      statementSentOn: iso(row.statementSentOn),
      reminderSentOn: iso(row.reminderSentOn),
      overdueNoticeSentOn: iso(row.overdueNoticeSentOn),
      createdOn: iso(row.createdOn),
    })),
    lineas_de_liquidacion: lineRows.map(({ collectedBy: _clerk, ...line }) => ({
      ...line,
      awardedOn: iso(line.awardedOn),
      collectedOn: iso(line.collectedOn),
    })),
    pagos: paymentRows.map(({ recordedBy: _clerk, ...payment }) => ({
      ...payment,
      paidOn: iso(payment.paidOn),
      createdOn: iso(payment.createdOn),
    })),
    pagos_con_tarjeta: cardRows.map(({ notification: _raw, ...card }) => ({
      ...card,
      createdOn: iso(card.createdOn),
      notifiedOn: iso(card.notifiedOn),
    })),
  };
};

/** The invoice's data as issued (metadata); the PDFs are in "Mis adjudicaciones". */
const invoicesOf = async ({ db, userId }: TOwner) =>
  (await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.id))).map(
    (invoice) => ({
      id: invoice.id,
      kind: invoice.kind,
      fullNumber: invoice.fullNumber,
      issueDate: invoice.issueDate,
      settlementId: invoice.settlementId,
      auctionId: invoice.auctionId,
      rectifiedInvoiceId: invoice.rectifiedInvoiceId,
      rectificationReason: invoice.rectificationReason,
      issuer: invoice.issuer,
      recipient: invoice.recipient,
      lines: invoice.lines,
      taxBreakdown: invoice.taxBreakdown,
      taxTotal: invoice.taxTotal,
      total: invoice.total,
      fingerprint: invoice.fingerprint,
    }),
  );

/** A session's id and anti-forgery token are secrets; when and how long are the person's data. */
const sessionsOf = async ({ db, userId }: TOwner) =>
  (await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt))).map(
    (session) => ({
      remember: session.remember,
      createdAt: iso(session.createdAt),
      lastSeenAt: iso(session.lastSeenAt),
      expiresAt: iso(session.expiresAt),
    }),
  );

/** The back-office changes recorded about the person. */
const auditOf = async ({ db, userId }: TOwner) =>
  (
    await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId))))
      .orderBy(asc(auditLog.id))
  ).map((entry) => ({
    id: entry.id,
    actorId: entry.actorId,
    action: entry.action,
    changes: entry.changes,
    createdOn: iso(entry.createdOn),
  }));

/**
 * Everything the house holds about one person (GDPR arts. 15 and 20), by section, each a list of flat
 * records; every query is bound to the person's id, so nobody else's data can come along. Money is in
 * integer cents and times are UTC, as everywhere in the API (the archive's LEEME.txt says so).
 */
export const collectPersonalData = async (owner: TOwner) => {
  const [perfil, consentimientos, participation, following, purchases, facturas, sesiones, auditoria] =
    await Promise.all([
      profileOf(owner),
      listConsents(owner),
      participationOf(owner),
      followingOf(owner),
      purchasesOf(owner),
      invoicesOf(owner),
      sessionsOf(owner),
      auditOf(owner),
    ]);
  const { liquidaciones, lineas_de_liquidacion, pagos, pagos_con_tarjeta } = purchases;
  return {
    perfil,
    consentimientos,
    ...participation,
    ...following,
    liquidaciones,
    lineas_de_liquidacion,
    pagos,
    pagos_con_tarjeta,
    facturas,
    sesiones,
    auditoria,
  } satisfies Record<string, TRecord[]>;
};
