import { describe, expect, it } from 'vitest';
import { languageOfPath, pathIn } from './localized-paths.ts';

describe('addresses in both languages', () => {
  it('tell the language of an address', () => {
    expect(languageOfPath('/')).toBe('es');
    expect(languageOfPath('/subastas/4')).toBe('es');
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/en/lots/7?x=1')).toBe('en');
    expect(languageOfPath('/how-does-it-work')).toBe('en');
    expect(languageOfPath('/admin/subastas')).toBe('es');
    expect(languageOfPath('/english')).toBe('es');
  });

  it('translate an address, its query string and fragment kept', () => {
    expect(pathIn('en', '/')).toBe('/en/');
    expect(pathIn('es', '/en')).toBe('/');
    expect(pathIn('es', '/en/')).toBe('/');
    expect(pathIn('en', '/subastas/4/pantalla')).toBe('/en/auctions/4/screen');
    expect(pathIn('en', '/subastas/4/9')).toBe('/en/auctions/4/9');
    expect(pathIn('es', '/en/auctions/4/screen')).toBe('/subastas/4/pantalla');
    expect(pathIn('en', '/liquidaciones/industriales')).toBe('/en/sales/industrial');
    expect(pathIn('en', '/liquidaciones/12/3')).toBe('/en/sales/12/3');
    expect(pathIn('en', '/acerca-de-lonja/equipo')).toBe('/en/about-lonja/equipo');
    expect(pathIn('en', '/buscar?q=torno&pagina=2')).toBe('/en/search?q=torno&pagina=2');
    expect(pathIn('en', '/subastas/4#venta-en-vivo')).toBe('/en/auctions/4#venta-en-vivo');
    expect(pathIn('en', '/como-funciona')).toBe('/how-does-it-work');
    expect(pathIn('es', '/how-to-take-part')).toBe('/como-participar');
    expect(pathIn('en', '/mi-cuenta/datos/personales')).toBe('/en/my-account/details/personales');
    expect(pathIn('es', '/en/user/signup/validation/abc')).toBe('/user/signup/validation/abc');
    expect(pathIn('en', '/subastas/4')).toBe('/en/auctions/4');
    expect(pathIn('es', '/subastas/4')).toBe('/subastas/4');
  });

  it('translate the router patterns too', () => {
    expect(pathIn('en', '/subastas/:auctionId/:lotId')).toBe('/en/auctions/:auctionId/:lotId');
    expect(pathIn('en', '/acerca-de-lonja/:pageId')).toBe('/en/about-lonja/:pageId');
  });

  it('leave the back office and unknown addresses as they are', () => {
    expect(pathIn('en', '/admin/subastas/4')).toBe('/admin/subastas/4');
    expect(pathIn('es', '/en/nothing-here')).toBe('/en/nothing-here');
  });
});
