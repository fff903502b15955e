import { icuIn } from '../../icu.ts';
import type { collections as es } from '../es/collections.ts';

export const collections: typeof es = {
  timeInvalid: 'Please enter the time as HH:MM.',
  fromDateMissing: 'Please enter the first day (YYYY-MM-DD).',
  toDateMissing: 'Please enter the last day (YYYY-MM-DD).',
  slotTooShort: 'Each slot lasts at least 5 minutes.',
  slotTooLong: 'A slot lasts at most 8 hours.',
  capacityTooSmall: 'At least one buyer per slot.',
  capacityTooLarge: 'At most 100 buyers per slot.',
  toDateBeforeFromDate: 'The last day cannot be before the first.',
  dayEndBeforeStart: 'The end time must be after the start time.',
  slotMissing: 'Choose a slot.',
  noSlotFits: 'No slot fits with these details.',
  noSlotFitsField: 'The slot is longer than the daily window.',
  tooManySlots: (count) => `That would make ${count} slots: at most 500 at once.`,
  tooManySlotsField: 'Shorten the dates.',
  slotsAfterDeadline: 'Some slots fall after the auction’s collection deadline.',
  slotsAfterDeadlineField: 'End before the collection deadline.',
  slotNotFound: 'The slot does not exist.',
  slotBooked: (count) =>
    `It cannot be deleted: ${icuIn('en', '{count, plural, one {a buyer has booked it} other {# buyers have booked it}}', { count })}.`,
  bookingNeedsPayment: 'Collection can be booked once the settlement is paid.',
  slotOfOtherAuction: 'That slot is not for this auction.',
  slotOfOtherAuctionField: 'Choose one of the slots offered.',
  slotPast: 'That slot has already passed: choose another.',
  slotFull: 'That slot has just filled up: choose another.',
  codeUnknown: 'No collection has that code.',
  handOverNeedsPayment: 'This settlement is not paid: the lots cannot be handed over.',
  lotNotInCollection: 'That lot is not part of this collection.',
  releaseNoteNeedsPayment: 'The release note is available once the settlement is paid.',
};
