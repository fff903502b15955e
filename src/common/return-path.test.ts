import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeReturnPath('/subastas/12')).toBe('/subastas/12');
    expect(safeReturnPath('/subastas/12/345?vista=lista#pujar')).toBe('/subastas/12/345?vista=lista#pujar');
  });

  it('refuses anything that could leave the site or is not a path', () => {
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'subastas/12',
      '',
      '/a\nb',
      '/a\u0000',
      `/${'a'.repeat(600)}`,
      null,
      42,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });
});
