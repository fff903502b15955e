import { describe, expect, it } from 'vitest';
import { es } from './es.ts';
import { icu } from './icu.ts';

describe('plural messages', () => {
  it('choose the form by Spanish plural rules', () => {
    const assigned = '{count, plural, one {# cobro asignado} other {# cobros asignados}}';
    expect(icu(assigned, { count: 1 })).toBe('1 cobro asignado');
    expect(icu(assigned, { count: 0 })).toBe('0 cobros asignados');
    expect(icu(assigned, { count: 2 })).toBe('2 cobros asignados');
  });

  it('say one thing in the singular across the catalogue', () => {
    const t = es.admin;
    expect(es.settlementsAdmin.imported(1, 1, 1)).toBe(
      '1 cobro asignado, 1 sin asignar, 1 movimiento ya importado antes.',
    );
    expect(es.settlementsAdmin.slotsCreated(1)).toBe('1 turno abierto.');
    expect(es.settlementsAdmin.handOverAllMessage(1, 'Ana')).toBe(
      'Confirma que Ana se lleva el lote pendiente.',
    );
    expect(t.lotImport.run(1)).toBe('Importar 1 lote');
    expect(t.lotImport.imported(1)).toBe('Se ha importado 1 lote.');
    expect(t.lotImport.rowsWithProblems(1)).toMatch(/^Hay 1 fila con problemas/);
    expect(t.awards.manyLots(1)).toBe('1 lote');
    expect(es.secondFactor.recoveryLeft(1)).toBe('Te queda 1 código de recuperación sin usar.');
  });

  it('name an issuer without a name by its NIF once', () => {
    expect(es.admin.reports.consignorLine(null, 'B98765431')).toBe('Emisor: NIF B98765431');
    expect(es.admin.reports.consignorLine('Lonja Subastas, S.L.', 'B98765431')).toBe(
      'Emisor: Lonja Subastas, S.L. (NIF B98765431)',
    );
  });

  it('split the open auctions as the month card counts them', () => {
    expect(es.dashboardSplit.openSplit(2, 1)).toBe('2 en curso · 1 próxima');
  });
});
