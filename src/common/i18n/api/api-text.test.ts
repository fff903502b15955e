import { describe, expect, it } from 'vitest';
import { catalogueShape } from '../../../../test/catalogue-shape.ts';
import { en } from './en/index.ts';
import { es } from './es/index.ts';

type TNode = { readonly [key: string]: unknown };

/**
 * Every leaf said as a person would read it: a function is called with sample values guessed from its
 * parameter names (a title, a count, a date, a list of protocols…), and where a guess throws, with each other
 * kind of value in turn.
 */
const said = (node: TNode, path = ''): [string, string][] =>
  Object.entries(node).flatMap(([key, value]): [string, string][] => {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'function') return [[at, call(value as (...args: unknown[]) => unknown)]];
    if (value !== null && typeof value === 'object') return said(value as TNode, at);
    return [[at, String(value)]];
  });

const kinds: unknown[] = ['X1', 3, new Date('2026-11-27T17:30:00Z'), '2026-11-27', ['https:']];

const call = (message: (...args: unknown[]) => unknown): string => {
  const first = Array.from({ length: message.length }, (_, index) => sample(message, index));
  const tries = [
    first,
    ...first.flatMap((_, index) => kinds.map((kind) => first.with(index, kind))),
    ...kinds.map((kind) => first.map(() => kind)),
  ];
  for (const args of tries) {
    try {
      return String(message(...args));
    } catch {
      // Not this kind of value: the next.
    }
  }
  return String(message(...first));
};

/** A value for a function's `index`th parameter, by the parameter's name. */
const sample = (message: { toString: () => string }, index: number): unknown => {
  const parameters = /^\(([^)]*)\)/.exec(message.toString())?.[1]?.split(',') ?? [];
  const name = (parameters[index] ?? '').trim();
  if (/^protocols/.test(name)) return ['https:'];
  if (/^(max|minimum|minutes|bids|count|cents|amount)\b/.test(name)) return 3;
  if (/(date|At|On|until|expires|deadline)\b/i.test(name)) return new Date('2026-11-27T17:30:00Z');
  return 'X1';
};

describe('the API catalogue (src/common/i18n/api)', () => {
  it('has the same keys in Spanish and English, and each message the same arguments', () => {
    expect(catalogueShape(en as TNode)).toEqual(catalogueShape(es as TNode));
  });

  it('says every message in English in other words than the Spanish, but for proper names', () => {
    const spanish = new Map(said(es as TNode));
    const copied = said(en as TNode).filter(([path, text]) => text === spanish.get(path));
    // The same in both languages: a name or a code, not a sentence.
    expect(copied.map(([path]) => path)).toEqual([]);
  });
});
