/** Reading settlements: a buyer's own, one by id, and every buyer's of an auction for the back office. */

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { settlements, subscriptions, users } from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { buyerName } from '@/server/modules/users/user-brief.ts';
import { settlementTaxRegimes } from '../invoices/buyer-tax-regime.ts';
import { settlementViews, type TBankAccount } from './settlement-views.ts';

/** A buyer's settlements, newest first. */
export const listUserSettlements = async ({
  db,
  userId,
  bank,
  isCardEnabled,
}: {
  db: TDb;
  userId: number;
  bank?: TBankAccount;
  isCardEnabled?: boolean;
}) =>
  settlementViews(
    db,
    await db
      .select()
      .from(settlements)
      .where(eq(settlements.userId, userId))
      .orderBy(sql`${settlements.id} desc`),
    { bank, isCardEnabled },
  );

/** One settlement; with `userId`, only if it is that buyer's (anyone else gets "not found"). */
export const getSettlement = async ({
  db,
  id,
  userId,
  bank,
  isCardEnabled,
  now,
}: {
  db: TDb | TTx;
  id: number;
  userId?: number;
  bank?: TBankAccount;
  isCardEnabled?: boolean;
  now?: Date;
}) => {
  const [row] = await db
    .select()
    .from(settlements)
    .where(and(eq(settlements.id, id), userId === undefined ? undefined : eq(settlements.userId, userId)));
  if (!row) throw notFound(apiText.settlements.notFound);
  return (await settlementViews(db, [row], { bank, isCardEnabled, now }))[0]!;
};

/** Every settlement of an auction with its buyer, for the back office. */
export const listAuctionSettlements = async ({ db, auctionId }: { db: TDb; auctionId: number }) => {
  const rows = await db
    .select()
    .from(settlements)
    .where(eq(settlements.auctionId, auctionId))
    .orderBy(asc(settlements.id));
  const views = await settlementViews(db, rows, { bank: undefined });
  const buyers = rows.length
    ? await db
        .select()
        .from(users)
        .where(
          inArray(
            users.id,
            rows.map((row) => row.userId),
          ),
        )
    : [];
  const subscribed = await db.select().from(subscriptions).where(eq(subscriptions.auctionId, auctionId));
  const regimes = await settlementTaxRegimes(db, rows);
  return views.map((view) => {
    const user = buyers.find((candidate) => candidate.id === view.userId)!;
    return {
      ...view,
      buyer: {
        id: user.id,
        name: buyerName(user),
        vatId: user.vatId,
        email: user.email,
      },
      subscriptionId: subscribed.find((subscription) => subscription.userId === user.id)?.id ?? null,
      taxRegime: regimes.get(view.id)!,
    };
  });
};
