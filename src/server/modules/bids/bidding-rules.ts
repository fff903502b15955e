import { AppError } from '@/server/lib/app-error.ts';

const refuse = (message: string) => new AppError('BUSINESS_RULE', message);

/**
 * Who may bid on an auction (docs/product.md#bids). The facts come from the statement that locks the lot
 * (bids.service.ts), so they are the database's, not a cached copy's.
 */
export const assertMayBid = (bidder: {
  isActive: boolean;
  isBiddingBlocked: boolean;
  subscriptionStatus: 'pending' | 'accepted' | 'rejected' | null;
  depositPaid: boolean | null;
  caution: number | null;
}) => {
  if (!bidder.isActive) throw refuse('Tu cuenta no está activada todavía.');
  if (bidder.isBiddingBlocked)
    throw refuse(
      'No puedes pujar mientras tengas una liquidación vencida sin pagar. Págala desde «Mis adjudicaciones» o escríbenos si crees que es un error.',
    );
  if (bidder.subscriptionStatus === null) throw refuse('Para pujar tienes que inscribirte en la subasta.');
  if (bidder.subscriptionStatus === 'pending')
    throw refuse('Tu inscripción está pendiente de aprobación. Te avisaremos por correo.');
  if (bidder.subscriptionStatus === 'rejected')
    throw refuse('Tu inscripción en esta subasta no fue aceptada.');
  if (bidder.caution !== null && !bidder.depositPaid) {
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
