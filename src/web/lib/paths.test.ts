import { describe, expect, it } from 'vitest';
import { parseId, paths } from './paths.ts';

describe('paths', () => {
  it('builds the SPEC routes', () => {
    expect(paths.auctionLot(3, 41)).toBe('/subastas/3/41');
    expect(paths.about()).toBe('/acerca-de-lonja');
    expect(paths.search('torno cnc')).toBe('/buscar?q=torno%20cnc');
  });

  it('accepts only positive integer ids', () => {
    expect(parseId('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '012', '99999999999', undefined])
      expect(parseId(bad)).toBeNull();
  });
});
