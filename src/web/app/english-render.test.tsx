import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '@/web/i18n/language.ts';
import { loadCatalogue } from '@/web/i18n/messages.ts';
import { createQueryClient } from '@/web/lib/query-client.ts';
import { SiteFooter } from './layout/site-footer.tsx';
import { SiteHeader } from './layout/site-header.tsx';
import { Providers } from './providers.tsx';

/** The page's frame as the server renders it, in the language set around the render (src/web/i18n/language.ts). */
const frame = (language: 'es' | 'en') => {
  setLanguage(language);
  return renderToString(
    <Providers client={createQueryClient()}>
      <MemoryRouter>
        <SiteHeader />
        <SiteFooter />
      </MemoryRouter>
    </Providers>,
  );
};

afterEach(() => setLanguage('es'));

describe('the page frame', () => {
  // English comes as its own chunk, fetched before an English page renders (src/web/i18n/messages.ts).
  beforeAll(() => loadCatalogue('en'));

  it('speaks English when the render is in English, after a Spanish one', () => {
    expect(frame('es')).toContain('Liquidaciones');
    const html = frame('en');
    for (const text of [
      'Liquidation sales',
      'How to take part',
      'Main navigation',
      'Legal notice',
      'Check a bid receipt',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toMatch(/Liquidaciones|Aviso legal|Navegación principal/);
  });

  it('speaks Spanish again on the next Spanish render', () => {
    frame('en');
    const html = frame('es');
    expect(html).toContain('Navegación principal');
    expect(html).not.toContain('Liquidation sales');
  });
});
