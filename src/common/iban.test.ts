import { describe, expect, it } from 'vitest';
import { compactIban, formatIban } from './iban.ts';

describe('IBANs as printed', () => {
  it('groups any IBAN in fours, whatever spacing it was stored with', () => {
    expect(formatIban('ES7620770024003102575766')).toBe('ES76 2077 0024 0031 0257 5766');
    expect(formatIban('es76 2077 00240031 02575766')).toBe('ES76 2077 0024 0031 0257 5766');
    expect(compactIban('ES76 2077 0024 0031 0257 5766')).toBe('ES7620770024003102575766');
  });
});
