import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enAdmin } from './en-admin.ts';
import { es } from './es.ts';
import { setLanguage } from './language.ts';

type TNode = Record<string, unknown>;

/** Every leaf of a catalogue section as `path → string | function`, so two catalogues compare key by key. */
const leaves = (node: unknown, path = ''): [string, unknown][] =>
  node !== null && typeof node === 'object'
    ? Object.entries(node as TNode).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key))
    : [[path, node]];

const sections = Object.keys(enAdmin) as (keyof typeof enAdmin)[];
const english = new Map(leaves(enAdmin));
const spanish = new Map(leaves(Object.fromEntries(sections.map((section) => [section, es[section]]))));

// Words that are the same in both languages, or identifiers that stay Spanish (docs/product.md#people).
const untranslated = new Set([
  'Total',
  'No',
  'IBAN',
  'NIF',
  'Industrial',
  'online',
  'Español',
  'English',
  '',
]);

describe('the English back office (src/web/i18n/en-admin.ts)', () => {
  beforeEach(() => setLanguage('en'));
  afterEach(() => setLanguage('es'));

  it('has every key of the Spanish sections and nothing else', () => {
    expect([...english.keys()].sort()).toEqual([...spanish.keys()].sort());
  });

  it('takes the same arguments as the Spanish messages', () => {
    for (const [path, value] of spanish) {
      const translation = english.get(path);
      expect(typeof translation, path).toBe(typeof value);
      if (typeof value === 'function') expect((translation as () => string).length, path).toBe(value.length);
    }
  });

  it('translates every text but identifiers and shared words', () => {
    const same = [...english].filter(
      ([path, text]) => typeof text === 'string' && text === spanish.get(path) && !untranslated.has(text),
    );
    expect(same).toEqual([]);
  });

  it('writes every plural message as ICU that parses with English rules', () => {
    const source = readFileSync(new URL('./en-admin.ts', import.meta.url), 'utf8');
    const messages = [...source.matchAll(/icu\(\s*'((?:[^'\\]|\\.)*)'/g)].map((match) => match[1] ?? '');
    expect(messages).toHaveLength(source.split('icu(').length - 1);
    for (const message of messages) expect(() => new IntlMessageFormat(message, 'en'), message).not.toThrow();
  });

  it('renders every message as finished text', () => {
    for (const [path, value] of english) {
      if (typeof value !== 'function') continue;
      const text = value(...Array.from({ length: value.length }, () => 2));
      expect(typeof text, path).toBe('string');
      expect(text, path).not.toMatch(/undefined|[{}]/);
    }
  });

  it('chooses English plural forms', () => {
    const t = enAdmin.settlementsAdmin;
    expect(t.imported(1, 0, 2)).toBe(
      '1 payment matched, 0 unmatched, 2 transactions already imported before.',
    );
    expect(t.slotsCreated(1)).toBe('1 slot opened.');
    expect(t.slotsCreated(3)).toBe('3 slots opened.');
    expect(t.handOverAllMessage(1, 'Ann')).toBe('Confirm that Ann is taking the outstanding lot.');
    expect(t.handOverAllMessage(4, 'Ann')).toBe('Confirm that Ann is taking the 4 outstanding lots.');
    expect(enAdmin.admin.lotImport.rowsWithProblems(1)).toBe(
      '1 row has problems: fix it in the file and upload it again.',
    );
    expect(enAdmin.admin.common.bidsCount(1200, '1.200')).toBe('1.200 bids');
    expect(enAdmin.billingRecordsAdmin.checkResult(1, 0)).toBe('1 record checked: no anomalies.');
    expect(enAdmin.billingRecordsAdmin.checkResult(5, 2)).toBe(
      '5 records checked: 2 anomalies (noted in the event log).',
    );
    expect(enAdmin.dashboardSplit.openSplit(2, 1)).toBe('2 running · 1 upcoming');
  });
});
