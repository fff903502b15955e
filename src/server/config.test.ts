import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('takes the public address from the port it listens on unless PUBLIC_URL is set', () => {
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: 'https://subastas.example.com' }).PUBLIC_URL).toBe(
      'https://subastas.example.com',
    );
  });

  it('stops with every problem listed', () => {
    expect(() => loadConfig({ PORT: 'x', PUBLIC_URL: 'no' })).toThrow(/PORT[\s\S]*PUBLIC_URL/);
  });

  it('takes VAPID keys as a pair, and names the missing one', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(/VAPID_PRIVATE_KEY: .*van juntas/);
    expect(loadConfig({ ADMIN_EMAIL: 'casa@example.com' }).VAPID_SUBJECT).toBe('mailto:casa@example.com');
  });
});
