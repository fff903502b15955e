import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './language.ts';

describe('the language of a first visit', () => {
  it('is the first of ours in the visitor’s order of preference', () => {
    expect(languageFromAcceptLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9,es;q=0.5,en;q=0.4')).toBe('es');
    expect(languageFromAcceptLanguage('fr;q=0.2, EN-gb;q=0.7')).toBe('en');
  });

  it('is Spanish when none is ours, the header is missing or malformed', () => {
    expect(languageFromAcceptLanguage('de-DE,fr')).toBe('es');
    expect(languageFromAcceptLanguage(undefined)).toBe('es');
    expect(languageFromAcceptLanguage(';;,q=,')).toBe('es');
    expect(languageFromAcceptLanguage('en;q=0')).toBe('es');
  });
});
