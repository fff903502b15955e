import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TRoomPaddleRequest } from '@/common/schemas/live-sales.ts';
import type { TDb } from '@/server/db/client.ts';
import { livePaddles, liveSales, users } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { readSaleRow } from './live-sale-state.ts';

const rule = (message: string, field?: string) =>
  new AppError('BUSINESS_RULE', message, field ? { fields: { [field]: message } } : {});

/**
 * A paddle for a bidder in the room who has no online account (docs/live-sales.md, "Room bidders"). They
 * become a buyer like any other — an account that cannot sign in (no password, not active, not a web
 * user) holding the data their invoice needs — so a knock-down to their paddle goes into a liquidación and
 * an invoice through the same code as a timed lot. With an e-mail of an existing account, that account gets
 * the paddle; without an e-mail, the account's address is a reserved `.invalid` one flagged as wrong, so no
 * e-mail is ever queued to it. Locks the sale's row, as the paddles given at the start do, so two
 * registrations never share a number.
 */
export const registerRoomPaddle = async ({
  db,
  auctionId,
  actorId,
  buyer,
}: {
  db: TDb;
  auctionId: number;
  actorId: number;
  buyer: TRoomPaddleRequest;
}) =>
  db.transaction(async (tx) => {
    await readSaleRow(tx, auctionId);
    await tx.insert(liveSales).values({ auctionId }).onConflictDoNothing();
    const [sale] = await tx.select().from(liveSales).where(eq(liveSales.auctionId, auctionId)).for('update');
    if (sale?.status === 'finished') throw rule(apiText.liveSales.saleFinished);
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${livePaddles.number}), 0)::int + 1` })
      .from(livePaddles)
      .where(eq(livePaddles.auctionId, auctionId));
    const number = buyer.paddle ?? next;
    const [taken] = await tx
      .select({ number: livePaddles.number })
      .from(livePaddles)
      .where(and(eq(livePaddles.auctionId, auctionId), eq(livePaddles.number, number)));
    if (taken) throw rule(apiText.liveSales.paddleTaken(number), 'paddle');

    const { email, paddle: _paddle, ...profile } = buyer;
    const [account] = email
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      : [];
    if (account) {
      const [held] = await tx
        .select({ number: livePaddles.number })
        .from(livePaddles)
        .where(and(eq(livePaddles.auctionId, auctionId), eq(livePaddles.userId, account.id)));
      if (held) throw rule(apiText.liveSales.accountHasPaddle(held.number), 'email');
    }
    const userId =
      account?.id ??
      (
        await tx
          .insert(users)
          .values({
            ...profile,
            email: email ?? `sala-${auctionId}-${number}-${randomUUID().slice(0, 8)}@sala.invalid`,
            hasWrongEmail: !email,
            isWebUser: false,
            isActive: false,
            passwordHash: null,
          })
          .returning({ id: users.id })
      )[0]!.id;
    await tx.insert(livePaddles).values({ auctionId, number, userId, inRoom: true });
    await recordAudit(tx, {
      actorId,
      entity: 'auction',
      entityId: auctionId,
      action: 'live-paddle',
      changes: { paddle: number, userId, existingAccount: Boolean(account) },
    });
    return { number, userId };
  });
