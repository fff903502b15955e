import { describe, expect, it } from 'vitest';
import { parseId, paths, srcSet } from './paths.ts';

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

  it('lists the stored sizes with their widths', () => {
    expect(
      srcSet({ thumb: '/t.webp', small: null, default: '/d.webp', big: '/b.webp', large: '/l.webp' }),
    ).toBe('/t.webp 160w, /d.webp 640w, /b.webp 1024w, /l.webp 1600w');
  });
});
