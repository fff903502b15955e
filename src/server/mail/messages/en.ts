import type { TMailMessages } from './shape.ts';

/**
 * The e-mails in English (docs/product.md#languages): the same keys as es.ts, so a missing one fails tsc.
 * In the ICU messages an apostrophe quotes, so English contractions use the typographic ’.
 */
export const en: TMailMessages = {
  layout: {
    greeting: (firstname) => `Hello ${firstname},`,
    closing: (siteName) => `Kind regards,\nThe ${siteName} team`,
    buttonFallback: 'If the button does not work, copy this link into your browser:',
  },
  actions: {
    seeLot: 'See the lot',
    seeAuction: 'See the auction',
    seeWonLots: 'See my won lots',
    seeMyAuctions: 'See my auctions',
  },
  activation: {
    subject: (siteName) => `Activate your ${siteName} account`,
    thanks: (siteName) =>
      `Thank you for signing up to ${siteName}. To start taking part in the auctions, please confirm your e-mail address.`,
    expiry:
      '{days, plural, one {The link expires in # day.} other {The link expires in # days.}} If this was not you, please ignore this message.',
    action: 'Activate my account',
  },
  newDevice: {
    subject: (siteName) => `New sign-in to ${siteName}`,
    where: (device, network, place, at) =>
      `Your account was signed in to from a new device: ${device}, ${place ? `in ${place} (network ${network})` : `network ${network ?? 'unknown'}`}, on ${at}.`,
    wasYou: 'If it was you, there is nothing to do.',
    wasNotYou:
      'If it was not you, change your password as soon as possible and end that session from My account › Sessions.',
    action: 'See my sessions',
  },
  passwordRecovery: {
    subject: (siteName) => `Reset your ${siteName} password`,
    asked: 'We have received a request to reset the password of your account.',
    once: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this message: your password will not change.',
    action: 'Choose a new password',
  },
  emailChange: {
    subject: (siteName) => `Confirm your new e-mail address on ${siteName}`,
    confirm:
      'You have changed the e-mail address of your account. Confirm it to keep receiving our messages.',
    action: 'Confirm my e-mail address',
  },
  accountExists: {
    subject: (siteName) => `You already have a ${siteName} account`,
    tried: (siteName) =>
      `Someone (perhaps you) tried to create a ${siteName} account with this address, but you already have one.`,
    whatToDo:
      'If it was you, sign in; if you do not remember your password, you can create a new one. If it was not you, ignore this message: your account has not changed.',
    action: 'Create a new password',
  },
  deposit: {
    payByTransfer: (iban, holder, reference) =>
      `Pay it by bank transfer to the account ${iban}${holder ? ` (holder: ${holder})` : ''} quoting the reference ${reference}.`,
    payWithReference: (reference) =>
      `Quote the reference ${reference} on the transfer; the account to pay it into is on the auction's page.`,
    refundIbanRequest: (myAuctionsUrl) =>
      `You have not yet told us the account (IBAN) to refund your deposit to if you do not win. Give it in "My auctions" (${myAuctionsUrl}): without it we cannot refund it.`,
  },
  subscription: {
    requestedSubject: (title) => `Registration request: ${title}`,
    requested: (title) =>
      `We have received your request to register for the auction "${title}". We will review it and let you know by e-mail as soon as we accept it or not.`,
    depositAsked: (amount, howToPay) => `This auction asks for a deposit of ${amount}. ${howToPay}`,
    whenToBid:
      'You can bid once your registration is accepted and we have received the deposit. If you do not win, we refund it.',
    acceptedSubject: (title) => `Registration accepted: ${title}`,
    refusedSubject: (title) => `Registration not accepted: ${title}`,
    accepted: (title) => `Your registration for the auction "${title}" has been accepted.`,
    bidOnceDeposit: (amount, howToPay) =>
      `You can bid as soon as we receive the deposit of ${amount}. ${howToPay}`,
    bidNow: 'You can now bid on all its lots while they are open.',
    refused: (title) => `Your registration for the auction "${title}" has not been accepted.`,
    askWhy: 'If you think this is a mistake or want to know why, reply to this e-mail or contact us.',
  },
  lotWon: {
    subject: (title) => `Lot won: ${title}`,
    congratulations: (title) => `Congratulations! You have won the lot "${title}".`,
    amounts: (hammer, commission, vat, total) =>
      `Hammer price: ${hammer}. Commission: ${commission}. VAT: ${vat}. Total to pay: ${total}.`,
    paymentBy: (date) => `Payment deadline: ${date}.`,
    collectionBy: (date) => `Collection deadline: ${date}.`,
    details: 'All the details are in your account, under "Won lots".',
    receipt: (receiptUrl, chainHead, verifyUrl) =>
      `The signed receipt of your winning bid: ${receiptUrl} . Last link of the lot's bid chain: ${chainHead}. You can check the receipt at ${verifyUrl} .`,
  },
  lotLost: {
    subject: (title) => `Lot closed: ${title}`,
    lost: (title, hammer) =>
      `The lot "${title}", which you bid on, has closed and was won by someone else for ${hammer}.`,
    thanks: 'Thank you for taking part. There are more open auctions on our website.',
  },
  lotProvisional: {
    subject: (title) => `Provisional award: ${title}`,
    highest: (title) => `The lot "${title}" has closed and yours is the highest bid.`,
    pending:
      'The award is provisional: it is awaiting approval. We will write to you as soon as it is decided; until then you have nothing to pay.',
  },
  lotRejected: {
    subject: (title) => `Award not approved: ${title}`,
    rejected: (title) =>
      `The provisional award of the lot "${title}" has not been approved, so the lot is not yours and you owe nothing for it.`,
  },
  lotBlockLost: {
    subject: (title) => `Lot not awarded: ${title}`,
    blockLost: (title) =>
      `The combined lot "${title}", which you bid on, is not awarded: the bids for its lots separately were better.`,
    partLost: (title) =>
      `The lot "${title}", which you bid on, is not awarded: it has been sold together with others in a combined lot whose bid was better.`,
    owesNothing: 'You owe nothing for it. Thank you for taking part.',
  },
  offer: {
    acceptedSubject: (title) => `Offer accepted: ${title}`,
    refusedSubject: (title) => `Offer not accepted: ${title}`,
    accepted: (amount, title) => `We have accepted your offer of ${amount} for "${title}".`,
    nextSteps: 'We will write to you shortly with the steps for payment and collection.',
    refused: (amount, title) => `Your offer of ${amount} for "${title}" has not been accepted.`,
    tryAgain: 'You can make another while the lot is still for sale.',
  },
  depositMoved: {
    subject: (title) => `Your deposit: ${title}`,
    inAccount: (iban) => (iban ? ` to the account ${iban}` : ''),
    received: (amount, title) =>
      `We have received your deposit of ${amount} for the auction "${title}". You can now bid.`,
    pending: (amount, title) =>
      `Your deposit of ${amount} for the auction "${title}" is shown again as not yet received. If you have already paid it, reply to this e-mail with the proof of payment.`,
    applied: (amount, title) =>
      `Your deposit of ${amount} has been deducted from your statement for the auction "${title}".`,
    refundDue: (amount, title, inAccount) =>
      `The auction "${title}" has ended and you did not win: we will refund your deposit of ${amount}${inAccount}.`,
    refunded: (amount, title, inAccount) =>
      `We have refunded your deposit of ${amount} for the auction "${title}"${inAccount}.`,
    forfeited: (amount, title) =>
      `As the lots won in the auction "${title}" were not paid for in time, the deposit of ${amount} is kept under its terms.`,
  },
  statement: {
    subject: (title) => `Your statement: ${title}`,
    finished: (title) => `The auction "${title}" has ended. You have won:`,
    lot: (title, total) => `· ${title}: ${total} (hammer price, commission and VAT)`,
    totals: (total, paid, balance, dueDate) =>
      `Total: ${total}. Already paid (deposit included): ${paid}. Outstanding: ${balance}${dueDate ? `, by ${dueDate}` : ''}.`,
    howToPay: (isCardEnabled, iban, holder, reference) =>
      `${isCardEnabled ? 'You can pay by card from your account or by bank transfer' : 'You can pay by bank transfer'} to ${iban} (${holder}) quoting the reference ${reference}.`,
    thenCollect: 'Once paid you can book your collection slot and download the release note.',
  },
  pickup: {
    subject: (title) => `Collection booked: ${title}`,
    booked: (title, slot) => `You have booked the collection of your lots from "${title}": ${slot}.`,
    address: (address) => `Collection address: ${address ?? 'the one given in the auction'}.`,
    map: (url) => `How to get there (map): ${url}`,
    bring: (code) =>
      `Bring the release note${code ? ` (code ${code})` : ''} and your identity document; anyone collecting on your behalf, a signed authorisation. You can change the slot from your account.`,
  },
  reminder: {
    overdueSubject: (title) => `Payment overdue: ${title}`,
    reminderSubject: (title) => `Payment reminder: ${title}`,
    overdue: (title, dueDate, balance) =>
      `The deadline to pay your statement for the auction "${title}" ended on ${dueDate} and ${balance} is still outstanding.`,
    soon: (title, dueDate, balance) =>
      `A reminder that the deadline to pay your statement for the auction "${title}" ends on ${dueDate}: ${balance} is outstanding.`,
    reference: (reference) => `Reference for the transfer: ${reference}.`,
    consequences:
      'If it is not paid, the auction house may cancel the sale and keep the deposit under the terms of the auction.',
    action: 'Pay now',
  },
  withdrawal: {
    receivedSubject: (title) => `We have received your withdrawal: ${title}`,
    recorded: (declaredOn, title) =>
      `On ${declaredOn} you withdrew from the purchase of the lot "${title}". We have recorded it and cancelled the sale with a corrective invoice.`,
    refundBy: (refund, refundBy) =>
      `We will refund ${refund} by ${refundBy}, by the same means you paid with. We will write to you when we do.`,
    nothingPaid: 'You had not paid anything for this lot, so there is nothing to refund.',
    form: 'You can download the withdrawal form with your details from "Won lots".',
    refundedSubject: (refund, title) => `We have refunded ${refund}: ${title}`,
    refunded: (refund, title) =>
      `We have refunded ${refund} for your withdrawal from the purchase of the lot "${title}".`,
  },
  notices: {
    lotLine: (order, title) => `Lot ${order}: ${title}`,
    outbidSubject:
      '{count, plural, one {You have been outbid on "{title}"} other {You have been outbid on # lots}}',
    outbid:
      '{count, plural, one {Someone else has bid more than you:} other {Others have bid more than you on these lots:}}',
    currentBid: (line, amount) => `${line} — current bid ${amount}`,
    bidAgain: 'Bid again',
    savedSearchSubject:
      '{count, plural, one {New lot for your searches: "{title}"} other {# new lots for your searches}}',
    savedSearch: 'Lots matching your saved searches have been published:',
    newLot: (line, amount, closes) => `${line} — ${amount}, closes on ${closes}`,
    seeSearches: 'See my searches',
    closingSubject: '{count, plural, one {"{title}" closes soon} other {# lots you follow close soon}}',
    closing:
      '{count, plural, one {A lot you follow is about to close:} other {Lots you follow are about to close:}}',
    closingLot: (line, time, amount) => `${line} — closes at ${time}, current bid ${amount}`,
    softClose: 'If someone bids in the last minutes, the close is extended.',
    seeFollowed: 'See the lots I follow',
    bidsSubject: '{count, plural, one {Bid recorded on "{title}"} other {Bids recorded on # lots}}',
    bids: '{count, plural, one {We have recorded your bid:} other {We have recorded your bids:}}',
    yourBid: (line, amount) => `${line} — your bid ${amount}`,
    receipt: (url) => `Signed receipt: ${url}`,
    keepReceipt: (verifyUrl) =>
      `Keep the receipt: it proves your bid and its time, and anyone can check it at ${verifyUrl}.`,
    downloadReceipt: 'Download the receipt',
    seeBids: 'See my bids and their receipts',
    openingSubject: '{count, plural, one {"{title}" is now open} other {# auctions you follow are now open}}',
    opening:
      '{count, plural, one {An auction you follow now takes bids:} other {Auctions you follow now take bids:}}',
    openAuction: (title, closes) => `${title} — first lots close on ${closes}`,
    subscribeToBid: 'To bid, register for the auction from its page.',
    seeAuctions: 'See the auctions',
    choose: 'Choose which alerts I receive',
    unsubscribe: 'Unsubscribe from these alerts',
  },
  push: {
    won: (title) => `You have won "${title}"`,
    wonAmounts: (hammer, total) => `Hammer price ${hammer}; total ${total}.`,
    lost: (title) => `"${title}" has been won by someone else`,
    hammer: (hammer) => `Hammer price ${hammer}.`,
    provisional: (title) => `Provisional award of "${title}"`,
    provisionalBody: 'Awaiting approval.',
    rejected: (title) => `"${title}" is not awarded to you`,
    rejectedBody: 'The provisional award has not been approved.',
    blockLost: (title) => `"${title}" is not awarded`,
    blockLostBody: 'The other option of the combined sale has won.',
    accepted: (title) => `Registration accepted: ${title}`,
    refused: (title) => `Registration refused: ${title}`,
    refusedBody: 'See why in your e-mail or on the auction.',
    depositBody: (amount) => `You can bid as soon as we receive the deposit of ${amount}.`,
    bidNowBody: 'You can now bid on its lots.',
    overdue: (title) => `Payment overdue: ${title}`,
    reminder: (title) => `Remember to pay: ${title}`,
    balance: (balance, dueDate) => `Outstanding ${balance}, due ${dueDate}.`,
  },
  border: {
    vatChargedSubject: (auction) =>
      `Your purchase in "${auction}" now carries Spanish VAT: the transport proof is missing`,
    exemptNeedsProof: (deadline) =>
      `We invoiced the goods without VAT as an intra-Community supply, which requires proof that they reached another member state. The deadline to send us that proof (a CMR signed on arrival, the carrier’s invoice or your arrival statement) passed on ${deadline} without it.`,
    reissued: (invoices) =>
      `We have therefore corrected the goods invoice and issued it again with Spanish VAT (invoices ${invoices}).`,
    balance: (balance, iban, reference) =>
      `You still have ${balance} to pay. You can transfer it to ${iban} quoting the reference ${reference}, or pay it from your account.`,
  },
};
