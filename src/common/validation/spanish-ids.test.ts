import { describe, expect, it } from 'vitest';
import { isValidCif, isValidNie, isValidNif } from './spanish-ids.ts';

describe('Spanish tax ids', () => {
  it('checks the NIF control letter', () => {
    expect(isValidNif('12345678Z')).toBe(true);
    expect(isValidNif('12.345.678-z')).toBe(true);
    expect(isValidNif('12345678A')).toBe(false);
    expect(isValidNif('1234567Z')).toBe(false);
  });

  it('checks the NIE control letter with its X/Y/Z prefix', () => {
    expect(isValidNie('X1234567L')).toBe(true);
    expect(isValidNie('Y1234567X')).toBe(true);
    expect(isValidNie('Z1234567R')).toBe(true);
    expect(isValidNie('X1234567A')).toBe(false);
  });

  it('checks the CIF control digit or letter by kind of company', () => {
    expect(isValidCif('B12345674')).toBe(true);
    expect(isValidCif('A58818501')).toBe(true);
    expect(isValidCif('Q2826000H')).toBe(true);
    expect(isValidCif('B12345675')).toBe(false);
    expect(isValidCif('Q2826000A')).toBe(false);
  });
});
