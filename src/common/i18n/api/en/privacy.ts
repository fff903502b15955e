import type { privacy as es } from '../es/privacy.ts';

export const privacy: typeof es = {
  passwordTooLong: 'The password is too long.',
  confirmationMissing: (word: string) => `Type ${word} to confirm.`,
  erased: 'We have deleted your account. Your personal data has been erased or anonymised.',
  staffAccount: "The house's staff accounts are not deleted from here; please ask the administration.",
  leadingLot: (title: string) =>
    `You are the highest bidder on the lot “${title}” in an open auction. You can delete your account once the auction ends.`,
  settlementOwed: (reference: string) =>
    `You have a settlement awaiting payment (reference ${reference}). You can delete your account once it is paid.`,
  depositHeld:
    'We hold a deposit of yours that has still to be applied or returned to you. You can delete your account once that is settled.',
};
