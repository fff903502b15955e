import { mailMessages } from './messages/index.ts';
import { addressed, compose, type TLayout, type TRecipient } from './templates.ts';

/** The messages of a result that is not adjudicated at once (provisional award, rejection, en bloc). */
type TLot = { title: string; url: string };

/** To the top bidder when the result waits for approval (the auction requires it, or the reserve was missed). */
export const lotProvisionalMail = (layout: TLayout, to: TRecipient, lot: TLot) => {
  const { lotProvisional: t, actions } = mailMessages(to.language);
  return compose(layout, {
    ...addressed(to),
    subject: t.subject(lot.title),
    paragraphs: [t.highest(lot.title), t.pending],
    action: { label: actions.seeLot, url: lot.url },
  });
};

/** To the top bidder when the admin (or the approver) rejects the result. */
export const lotRejectedMail = (layout: TLayout, to: TRecipient, lot: TLot) => {
  const { lotRejected: t, lotLost, actions } = mailMessages(to.language);
  return compose(layout, {
    ...addressed(to),
    subject: t.subject(lot.title),
    paragraphs: [t.rejected(lot.title), lotLost.thanks],
    action: { label: actions.seeLot, url: lot.url },
  });
};

/** To every bidder of the side that lost an en bloc decision. */
export const lotBlockLostMail = (layout: TLayout, to: TRecipient, lot: TLot & { block: boolean }) => {
  const { lotBlockLost: t, actions } = mailMessages(to.language);
  return compose(layout, {
    ...addressed(to),
    subject: t.subject(lot.title),
    paragraphs: [lot.block ? t.blockLost(lot.title) : t.partLost(lot.title), t.owesNothing],
    action: { label: actions.seeLot, url: lot.url },
  });
};
