import { describe, expect, it } from 'vitest';
import {
  creditorReference,
  findCreditorReferences,
  isValidCreditorReference,
  settlementReference,
} from './payment-reference.ts';

describe('ISO 11649 creditor references', () => {
  it("computes the standard's own example and the one the comment gives for settlement 42", () => {
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    expect(settlementReference(42)).toBe('RF53LJ00000042');
  });

  it('catches a mistyped reference and finds one spaced and lower-cased in a bank concept', () => {
    expect(isValidCreditorReference('RF53 LJ00 0000 42')).toBe(true);
    expect(isValidCreditorReference('RF53LJ00000043')).toBe(false);
    expect(findCreditorReferences('transf ana rf53 lj00 0000 42 gracias')).toEqual(['RF53LJ00000042']);
  });
});
