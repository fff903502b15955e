import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { guardedLookup, isPublicAddress, outboundPolicy, outboundProblem } from './outbound.ts';

const none = outboundPolicy('');

describe('outbound requests go only to the public internet', () => {
  it('refuses loopback, private, link-local and CGNAT addresses however they are written', async () => {
    for (const address of [
      'https://2130706433:8443/push',
      'https://127.0.0.1/push',
      'https://0x7f.0.0.1/push',
      'https://[::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://10.1.2.3/push',
      'https://192.168.1.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/push',
      'https://[fc00::1]/push',
      'https://[fe80::1]/push',
      'https://0.0.0.0/push',
      'https://224.0.0.1/push',
    ])
      expect(await outboundProblem(address, none), address).toBe(
        'apunta a una red privada o a este servidor.',
      );
    expect(isPublicAddress('142.250.184.10')).toBe(true);
    expect(isPublicAddress('2a00:1450:4003:80f::200a')).toBe(true);
  });

  it('asks for HTTPS, no credentials, and a name that resolves only to public addresses', async () => {
    expect(await outboundProblem('http://push.example/1', none)).toMatch(/https:/);
    expect(await outboundProblem('https://user:secret@push.example/1', none)).toMatch(/usuario/);
    expect(await outboundProblem('no es una url', none)).toMatch(/no es una dirección/);
    const resolvesTo = (addresses: string[]) => ({ resolve: async () => addresses });
    expect(await outboundProblem('https://push.example/1', none, resolvesTo(['142.250.184.10']))).toBeNull();
    expect(
      await outboundProblem('https://rebind.example/1', none, resolvesTo(['142.250.184.10', '10.0.0.7'])),
    ).toMatch(/red privada/);
    expect(
      await outboundProblem('https://nowhere.example/1', none, {
        resolve: async () => {
          throw new Error('ENOTFOUND');
        },
      }),
    ).toBe('su servidor no existe.');
  });

  it('lets the hosts OUTBOUND_ALLOWED_HOSTS names through, by host or host and port', async () => {
    const policy = outboundPolicy(' 127.0.0.1:8443 , intranet.local ');
    expect(await outboundProblem('https://127.0.0.1:8443/push', policy)).toBeNull();
    expect(await outboundProblem('https://127.0.0.1:9443/push', policy)).toMatch(/red privada/);
    expect(await outboundProblem('https://intranet.local/vies', policy)).toBeNull();
  });

  it('checks at connection time what the name resolves to then, so a changed answer cannot reach inside', async () => {
    const answering =
      (address: string) =>
      (_host: string, _options: unknown, callback: (error: null, entries: LookupAddress[]) => void) =>
        callback(null, [{ address, family: address.includes(':') ? 6 : 4 }]);
    const connect = (address: string, policy = none) =>
      new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) =>
        guardedLookup(policy, answering(address) as never)('push.example', {}, (error, found) =>
          resolve({ error, address: found }),
        ),
      );
    expect((await connect('10.0.0.7')).error?.code).toBe('EOUTBOUNDREFUSED');
    expect((await connect('::ffff:127.0.0.1')).error?.code).toBe('EOUTBOUNDREFUSED');
    expect(await connect('142.250.184.10')).toEqual({ error: null, address: '142.250.184.10' });
    expect((await connect('10.0.0.7', outboundPolicy('push.example'))).error).toBeNull();
  });
});
