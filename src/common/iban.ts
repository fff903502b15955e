import { electronicFormatIBAN, friendlyFormatIBAN } from 'ibantools';

/**
 * An IBAN as people read it, in groups of four ("ES76 2077 0024 0031 0257 5766"): easier to compare and
 * copy, and a line may break between groups on a phone. Whatever was stored (spaced or not) prints the same.
 */
export const formatIban = (iban: string) => friendlyFormatIBAN(iban) ?? iban;

/** An IBAN as a bank's form takes it when pasted: no spaces. */
export const compactIban = (iban: string) => electronicFormatIBAN(iban) ?? iban.replace(/\s/g, '');
