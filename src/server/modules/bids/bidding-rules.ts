import { and, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { subscriptions, type users } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';

const refuse = (message: string) => new AppError('BUSINESS_RULE', message);

/** Who may bid on an auction (DESIGN §5), checked before the lot is locked so the lock stays short. */
export const assertMayBid = async (options: {
  db: TDb;
  user: typeof users.$inferSelect;
  auction: { id: number; caution: number | null };
}) => {
  const { db, user, auction } = options;
  if (!user.isActive) throw refuse('Tu cuenta no está activada todavía.');
  if (user.isBiddingBlocked)
    throw refuse(
      'No puedes pujar mientras tengas una liquidación vencida sin pagar. Págala desde «Mis adjudicaciones» o escríbenos si crees que es un error.',
    );
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.auctionId, auction.id), eq(subscriptions.userId, user.id)));
  if (!subscription) throw refuse('Para pujar tienes que inscribirte en la subasta.');
  if (subscription.status === 'pending')
    throw refuse('Tu inscripción está pendiente de aprobación. Te avisaremos por correo.');
  if (subscription.status === 'rejected') throw refuse('Tu inscripción en esta subasta no fue aceptada.');
  if (auction.caution !== null && !subscription.paid) {
    throw refuse('Aún no hemos recibido tu depósito. Podrás pujar en cuanto lo confirmemos.');
  }
};

/** The lot must be published, in a published open auction, and inside its bidding window. */
export const assertLotOpen = (options: {
  lot: { published: boolean; status: string; startDate: Date | null; endDate: Date };
  auction: { published: boolean; status: string; startDate: Date };
  now: Date;
}) => {
  const { lot, auction, now } = options;
  if (!lot.published || !auction.published)
    throw new AppError('NOT_FOUND', 'El lote no existe o no está publicado.');
  if (auction.status !== 'open') throw refuse('La subasta ya está cerrada.');
  if (lot.status !== 'open' || lot.endDate <= now)
    throw refuse('El lote ya está cerrado: no admite más pujas.');
  if ((lot.startDate ?? auction.startDate) > now) throw refuse('El lote todavía no admite pujas.');
};
