import { describe, expect, it, vi } from 'vitest';
import { ExternalNavigationError, isExternal, navigateTo } from './external-link.ts';

describe('external navigation (docs/product.md#the-browser)', () => {
  const origin = 'https://lonja.example';

  it('tells same-site paths from other sites', () => {
    expect(isExternal('/subastas/3', origin)).toBe(false);
    expect(isExternal('https://lonja.example/contacto', origin)).toBe(false);
    expect(isExternal('https://www.youtube.com/watch?v=1', origin)).toBe(true);
  });

  it('refuses an external URL without the flag and opens it in a new tab with it', () => {
    const open = vi.fn();
    vi.stubGlobal('window', { open, location: { origin, assign: vi.fn() } });
    expect(() => navigateTo('https://maps.example/x', {}, origin)).toThrow(ExternalNavigationError);
    navigateTo('https://maps.example/x', { external: true }, origin);
    expect(open).toHaveBeenCalledWith('https://maps.example/x', '_blank', 'noopener,noreferrer');
    vi.unstubAllGlobals();
  });
});
