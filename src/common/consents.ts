/**
 * What a person may consent to, and the exact words shown beside each box. The sign-up and account forms
 * show these words and the server records these same words with every consent given or withdrawn
 * (docs/privacy.md), so what is on record is what was on screen. A new wording is a new constant's value:
 * rows already written keep the old one.
 */
export const consentPurposes = ['newsletter'] as const;
export type TConsentPurpose = (typeof consentPurposes)[number];

/** Where the choice was made: the sign-up form, the account's data, or the erasure that withdrew it. */
export const consentSources = ['signup', 'account', 'erasure'] as const;
export type TConsentSource = (typeof consentSources)[number];

export const consentWording: Record<TConsentPurpose, string> = {
  newsletter: 'Quiero recibir avisos de nuevas subastas',
};
