import { afterEach, describe, expect, it } from 'vitest';
import { es } from './es.ts';
import { setLanguage } from './language.ts';
import { messages } from './messages.ts';

describe('messages', () => {
  afterEach(() => setLanguage('es'));

  it('reads a section kept at a module’s top in the language of each use', () => {
    const t = messages.site;
    expect(t.login).toBe(es.site.login);
    expect(Object.keys(t)).toEqual(Object.keys(es.site));
    expect(Object.entries(messages.nav)).toEqual(Object.entries(es.nav));
    expect({ ...messages.footer }).toEqual({ ...es.footer });
  });

  it('hands lists over as arrays and calls messages with their arguments', () => {
    expect(Array.isArray(messages.admin.dashboard.months)).toBe(true);
    expect(messages.lots.bids(2)).toBe(es.lots.bids(2));
  });
});
