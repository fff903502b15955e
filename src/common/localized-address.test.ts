import { describe, expect, it } from 'vitest';
import { localisedPath } from './localized-paths.ts';

describe('localisedPath', () => {
  it('keeps Spanish addresses as they are', () => {
    expect(localisedPath('es', '/subastas/4/9')).toBe('/subastas/4/9');
  });

  it('gives the English address of each kind of page, with its query and fragment', () => {
    const english = (path: string) => localisedPath('en', path);
    expect(english('/')).toBe('/en/');
    expect(english('/subastas/4/9?puja=1#x')).toBe('/en/auctions/4/9?puja=1#x');
    expect(english('/subastas/4/pantalla')).toBe('/en/auctions/4/screen');
    expect(english('/lotes/12')).toBe('/en/lots/12');
    expect(english('/liquidaciones/inmobiliarias')).toBe('/en/sales/real-estate');
    expect(english('/liquidaciones/3/7')).toBe('/en/sales/3/7');
    expect(english('/mi-cuenta/adjudicaciones')).toBe('/en/my-account/won-lots');
    expect(english('/mi-cuenta/datos/contacto?confirmar=k')).toBe(
      '/en/my-account/details/contacto?confirmar=k',
    );
    expect(english('/mi-cuenta/subastas/inscripciones')).toBe('/en/my-account/auctions/inscripciones');
    expect(english('/user/signup/validation/abc')).toBe('/en/user/signup/validation/abc');
    expect(english('/acerca-de-lonja/equipo')).toBe('/en/about-lonja/equipo');
    expect(english('/avisos/baja?token=t')).toBe('/en/alerts/unsubscribe?token=t');
    expect(english('/verificar-puja')).toBe('/en/verify-bid');
    // A segment that only starts like a Spanish one, the back office and the shared pages stay.
    expect(english('/subastasx')).toBe('/subastasx');
    expect(english('/admin/lotes/3')).toBe('/admin/lotes/3');
    expect(english('/how-does-it-work')).toBe('/how-does-it-work');
  });

  it('rewrites a whole URL under the site origin only', () => {
    expect(localisedPath('en', 'https://lonja.test/lotes/2', 'https://lonja.test')).toBe(
      'https://lonja.test/en/lots/2',
    );
    expect(localisedPath('en', 'https://maps.example/x', 'https://lonja.test')).toBe(
      'https://maps.example/x',
    );
  });
});
