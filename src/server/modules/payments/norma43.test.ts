import { describe, expect, it } from 'vitest';
import { norma43Statement } from '../../../../test/norma43.ts';
import { parseNorma43 } from './norma43.ts';

describe('Norma 43 statements', () => {
  it('reads accounts, signed movements and their complementary concepts, accents included', () => {
    const file = norma43Statement([
      {
        date: '2026-11-20',
        amount: 123_456,
        concept: 'TRANSFERENCIA DE MARÍA NÚÑEZ RF53 LJ00 0000 42',
        document: '77',
      },
      { date: '2026-11-21', amount: -2_500, concept: 'COMISIÓN MANTENIMIENTO' },
    ]);
    const [account] = parseNorma43(file);
    expect(account).toMatchObject({
      bank: '2100',
      branch: '0418',
      account: '0200051332',
      currency: '978',
      from: '2026-11-20',
      to: '2026-11-21',
    });
    expect(account!.movements).toEqual([
      expect.objectContaining({
        operationDate: '2026-11-20',
        amount: 123_456,
        document: '0000000077',
        concept: 'TRANSFERENCIA DE MARÍA NÚÑEZ RF53 LJ00 0000 42',
      }),
      expect.objectContaining({ amount: -2_500, concept: 'COMISIÓN MANTENIMIENTO' }),
    ]);
  });

  it('refuses a file whose totals do not add up, naming the line', () => {
    const file = norma43Statement([{ date: '2026-11-20', amount: 10_000, concept: 'ABONO' }]).toString(
      'latin1',
    );
    const tampered = file.replace('00000000010000', '00000000090000');
    expect(() => parseNorma43(Buffer.from(tampered, 'latin1'))).toThrow(/línea 4\): los abonos no suman/);
  });

  it('refuses a truncated file and unknown records', () => {
    const file = norma43Statement([{ date: '2026-11-20', amount: 10_000, concept: 'ABONO' }]).toString(
      'latin1',
    );
    const truncated = file.split('\r\n').slice(0, 3).join('\r\n');
    expect(() => parseNorma43(Buffer.from(truncated, 'latin1'))).toThrow(/falta el registro final 88/);
    expect(() => parseNorma43(Buffer.from(`99${'x'.repeat(78)}`, 'latin1'))).toThrow(/tipo de registro «99»/);
  });
});
