import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catalogueShape } from '../../../test/catalogue-shape.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { setLanguage } from './language.ts';
import { loadCatalogue, messages } from './messages.ts';

type TNode = { readonly [key: string]: unknown };

const leaves = (node: TNode, path = ''): [string, unknown][] =>
  Object.entries(node).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    return value !== null && typeof value === 'object' ? leaves(value as TNode, at) : [[at, value]];
  });

/** The ICU messages of a catalogue's source: every quoted string in the first argument of `icu()` (both sides of a `?:`). */
const icuMessages = (file: string): string[] =>
  [
    ...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(
      /icu\(\s*((?:'(?:[^'\\]|\\.)*'|[^,'])*),\s*\{/g,
    ),
  ]
    .flatMap((call) => [...call[1]!.matchAll(/'((?:[^'\\]|\\.)*)'/g)])
    .map((quoted) => quoted[1]!.replace(/\\(.)/g, '$1'));

afterEach(() => setLanguage('es'));

describe('the Spanish and English catalogues', () => {
  // English comes as its own chunk, fetched before an English page renders (src/web/i18n/messages.ts).
  beforeAll(() => loadCatalogue('en'));

  it('have the same keys, and each message the same arguments', () => {
    expect(catalogueShape(en as TNode)).toEqual(catalogueShape(es as TNode));
  });

  it.each([
    ['./es.ts', 'es'],
    ['./en.ts', 'en'],
    ['./en-admin.ts', 'en'],
  ])('write every ICU message in %s so that it parses', (file, language) => {
    const found = icuMessages(file);
    // Every call was read, so a message the pattern misses cannot pass unchecked.
    const calls = readFileSync(new URL(file, import.meta.url), 'utf8').match(/\bicu\(/g)?.length ?? 0;
    expect(found.length).toBeGreaterThanOrEqual(calls);
    for (const message of found)
      expect(() => new IntlMessageFormat(message, language), message).not.toThrow();
  });

  it('say every message in English without failing, with zero, singular and plural values', () => {
    setLanguage('en');
    const spanish = new Map(leaves(es as TNode));
    for (const [path, message] of leaves(en as TNode)) {
      if (typeof message !== 'function') continue;
      for (const value of [0, 1, 2]) {
        const args = Array.from({ length: message.length }, () => value);
        let spanishWorks = true;
        try {
          (spanish.get(path) as (...a: unknown[]) => unknown)(...args);
        } catch {
          spanishWorks = false;
        }
        if (spanishWorks) expect(() => message(...args), path).not.toThrow();
      }
    }
  });

  it('show the consent in the Spanish words recorded with it, its English beside them', () => {
    expect(en.auth.subscribed).toContain(es.auth.subscribed);
    expect(en.auth.subscribed).toMatch(/alerts about new auctions/);
  });

  it('list the options of a section in the page language', () => {
    setLanguage('en');
    expect(Object.entries(messages.search.orders)).toEqual([
      ['relevance', 'Relevance'],
      ['price-asc', 'Price: lowest first'],
      ['price-desc', 'Price: highest first'],
      ['end-date', 'Closing soonest'],
    ]);
    expect(messages.sales.kinds['real-estate']).toBe('Property');
  });

  it('choose English plural forms in the page language', () => {
    setLanguage('en');
    expect(messages.auctions.lots(1)).toBe('1 lot');
    expect(messages.auctions.lots(3)).toBe('3 lots');
    expect(messages.lots.bids(0)).toBe('0 bids');
    expect(messages.secondFactor.recoveryLeft(1)).toBe('You have 1 unused recovery code left.');
    expect(messages.search.count(1, 'tractor', false)).toBe('1 result for “tractor”');
    expect(messages.search.count(1000, 'tractor', true)).toBe('More than 1,000 results for “tractor”');
    expect(messages.auctions.depositRefund(1)).toMatch(/within 1 working day /);
    setLanguage('es');
    expect(messages.auctions.lots(1)).toBe('1 lote');
    expect(messages.search.count(1000, 'tractor', true)).toBe('Más de 1000 resultados para «tractor»');
  });

  it('translate the public site rather than repeat the Spanish', () => {
    const spanish = new Map(leaves(es as TNode));
    const backOffice = /^(admin|settlementsAdmin|billingRecordsAdmin|liveSales|staffRoles|dashboardSplit)\./;
    // The same word in both languages.
    const same = /^(IBAN|IVA|VAT|PDF|Total|Industrial)$/;
    const copied = leaves(en as TNode).filter(
      ([path, message]) =>
        typeof message === 'string' &&
        !backOffice.test(path) &&
        message === spanish.get(path) &&
        !same.test(message),
    );
    expect(copied.map(([path]) => path)).toEqual([
      'footer.english',
      'pages.englishVersion',
      'pages.spanishVersion',
      // Each language named in itself.
      'account.languageNames.es',
      'account.languageNames.en',
    ]);
  });
});
