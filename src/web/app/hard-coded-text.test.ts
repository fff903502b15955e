import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const web = new URL('..', import.meta.url).pathname;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

// Biome's noJsxLiterals (biome.jsonc) finds words written between tags; these find them in the props and
// option lists a person reads, which it leaves alone.
const propText = /\b(aria-label|label|title|placeholder|alt|description)="([^"]*)"/g;
const fieldText = /\b(label|title|description|placeholder|message|confirmLabel|text)\s*:\s*'([^']*)'/g;
// A code such as the "RF…" of a creditor reference reads the same in every language.
const isWords = (text: string) => /\p{Ll}{2,}/u.test(text);
// Each content page's meta is written in the language of its own address (Spanish and English pages apart).
const perLanguage = new Set(['app/routes/info/info.pages.ts']);

describe('the web sources', () => {
  it('take every word a person reads from the message catalogue', () => {
    const found = sources(web).flatMap((file) => {
      const name = relative(web, file);
      if (perLanguage.has(name)) return [];
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(propText), ...text.matchAll(fieldText)]
        .filter((match) => isWords(match[2]!))
        .map((match) => `${name}: ${match[0]}`);
    });
    expect(found).toEqual([]);
  });
});
