import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '@/web/i18n/language.ts';
import { loadCatalogue } from '@/web/i18n/messages.ts';
import { bidderName } from './bidder-name.ts';

afterEach(() => setLanguage('es'));

describe('a bidder as the page names them', () => {
  beforeAll(() => loadCatalogue('en'));

  it('keeps the pseudonym on a Spanish page', () => {
    expect(bidderName('Pujador 3')).toBe('Pujador 3');
    expect(bidderName('Tú', true)).toBe('Tú');
  });

  it('says "Bidder 3" and "You" on an English page', () => {
    setLanguage('en');
    expect(bidderName('Pujador 3')).toBe('Bidder 3');
    expect(bidderName('Tú')).toBe('You');
    expect(bidderName('Pujador 12', true)).toBe('You');
  });
});
