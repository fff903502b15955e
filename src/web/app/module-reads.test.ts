import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/web/i18n/language.ts';
import { leafReads } from '@/web/i18n/messages.ts';

afterEach(() => {
  leafReads.listener = null;
  setLanguage('es');
});

describe('the site modules', () => {
  it('read no message while they are imported', async () => {
    // Every module of the site but the catalogue and tests; the browser's entry starts the app on import and
    // Leaflet's map needs a browser window.
    const modules = import.meta.glob([
      '../**/*.{ts,tsx}',
      '!../**/*.test.{ts,tsx}',
      '!../i18n/**',
      '!../main.tsx',
      '!../components/location-map.tsx',
    ]);
    expect(Object.keys(modules).length).toBeGreaterThan(300);
    const reads: string[] = [];
    let current = '';
    leafReads.listener = (path) => reads.push(`${current}: ${path}`);
    for (const [file, load] of Object.entries(modules)) {
      current = file;
      await load();
    }
    expect(reads).toEqual([]);
  }, 120_000);

  it('say their lists in the language of the page, not of the first import', async () => {
    const { mainLinks } = await import('@/web/app/layout/main-links.ts');
    const { calendarProps } = await import('@/web/components/madrid-dates.ts');
    setLanguage('en');
    expect(mainLinks().map((link) => link.label)).toEqual([
      'Home',
      'Auctions',
      'Liquidation sales',
      'How to take part',
      'Contact',
    ]);
    expect(calendarProps().ariaLabels.nextMonth).toBe('Next month');
    setLanguage('es');
    expect(mainLinks()[0]!.label).toBe('Inicio');
    expect(calendarProps().ariaLabels.nextMonth).toBe('Mes siguiente');
  });
});
