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

  it('lets the staff second factor be turned off, but never in production', () => {
    expect(loadConfig({}).STAFF_SECOND_FACTOR).toBe('on');
    expect(loadConfig({ STAFF_SECOND_FACTOR: 'off' }).STAFF_SECOND_FACTOR).toBe('off');
    expect(() => loadConfig({ STAFF_SECOND_FACTOR: 'off', NODE_ENV: 'production' })).toThrow(
      /STAFF_SECOND_FACTOR: .*NODE_ENV=production/,
    );
    expect(() => loadConfig({ ADMIN_TOTP_SECRET: 'not-base32!' })).toThrow(/ADMIN_TOTP_SECRET/);
  });
});
