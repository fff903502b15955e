import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseNorma43 } from './norma43.ts';

/** The hand-made statements of test/fixtures/norma43 (see its README), and copies edited at a column. */
const fixture = (name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/norma43/${name}`, import.meta.url)).toString('latin1');
const records = (text: string) => text.split('\r\n').filter(Boolean);
/** The file with record `line` (1-based) given `text` from column `column` (1-based) on. */
const edited = (text: string, line: number, column: number, replacement: string) => {
  const lines = records(text);
  const record = lines[line - 1]!;
  lines[line - 1] = record.slice(0, column - 1) + replacement + record.slice(column - 1 + replacement.length);
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
};

describe('Norma 43 as a bank writes it', () => {
  const first = fixture('extracto-20-21-nov.n43');

  it('reads balances, movements, two concept records and a foreign-currency movement (record 24)', () => {
    const [account] = parseNorma43(Buffer.from(first, 'latin1'));
    expect(account).toMatchObject({
      bank: '2100',
      branch: '0418',
      account: '0200051332',
      from: '2026-11-20',
      to: '2026-11-21',
      currency: '978',
      openingBalance: 100_000,
      closingBalance: 230_206,
    });
    expect(account!.movements).toEqual([
      expect.objectContaining({
        line: 2,
        amount: 123_456,
        document: '0000000077',
        reference1: 'REF-CLIENTE',
        concept: 'TRANSFERENCIA DE MARÍA NÚÑEZ PAGO LIQUIDACION RF53 LJ00 0000 42',
        original: null,
      }),
      expect.objectContaining({
        operationDate: '2026-11-21',
        amount: -2_500,
        concept: 'COMISIÓN MANTENIMIENTO',
      }),
      expect.objectContaining({ amount: 9_250, original: { currency: '840', amount: 10_000 } }),
    ]);
  });

  it('refuses a closing balance that is not the opening one plus credits minus debits, naming line 10', () => {
    expect(() => parseNorma43(edited(first, 10, 60, '00000000230207'))).toThrow(
      /línea 10\): el saldo final \(2\.302,07 €\) no es el inicial \(1\.000,00 €\) más abonos y menos cargos \(2\.302,06 €\)/,
    );
  });

  it('refuses totals of another account, a currency other than the euro, and a day that does not exist', () => {
    expect(() => parseNorma43(edited(first, 10, 11, '0200051333'))).toThrow(
      /línea 10\): los totales son de la cuenta 210004180200051333 y la cabecera de la 210004180200051332/,
    );
    expect(() => parseNorma43(edited(first, 1, 48, '840'))).toThrow(
      /línea 1\): la cuenta está en la divisa «840»/,
    );
    expect(() => parseNorma43(edited(first, 10, 74, '840'))).toThrow(
      /línea 10\): los totales están en la divisa «840»/,
    );
    expect(() => parseNorma43(edited(first, 2, 11, '260230'))).toThrow(/línea 2\): fecha «260230» no válida/);
  });

  it('reads the next statement, which starts with the closing balance of the first', () => {
    const [next] = parseNorma43(Buffer.from(fixture('extracto-21-22-nov.n43'), 'latin1'));
    expect(next).toMatchObject({
      openingBalance: 230_206,
      closingBalance: 235_206,
      movements: [{ amount: 5_000 }],
    });
  });
});
