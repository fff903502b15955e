import { promises as dns, lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import ipaddr from 'ipaddr.js';
import { apiText } from '@/common/i18n/api/index.ts';

const t = apiText.api.outbound;

/**
 * Requests the server makes to addresses it is given (a browser's push endpoint; VIES) go only to the public
 * internet: never to this machine, its private network, link-local metadata services and the like, however
 * the address is written (127.0.0.1 as `2130706433`, IPv4 inside IPv6) or whatever a name resolves to. The
 * address is checked when it is given and again when it is used, against the addresses actually connected
 * to (`guardedAgent`), so a name that changes what it resolves to cannot turn the server on its own network.
 * `OUTBOUND_ALLOWED_HOSTS` names the hosts (`host` or `host:port`) exempted: the tests' local stand-ins, or a
 * house's own services on its network (docs/operations.md).
 */
export type TOutboundPolicy = { allowedHosts: ReadonlySet<string> };

export const outboundPolicy = (allowedHosts: string): TOutboundPolicy => ({
  allowedHosts: new Set(
    allowedHosts
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  ),
});

/** A public unicast address: not loopback, private, link-local, carrier-grade NAT, multicast, reserved… */
export const isPublicAddress = (address: string) =>
  ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';

const isAllowed = (policy: TOutboundPolicy, url: URL) =>
  policy.allowedHosts.has(url.hostname.toLowerCase()) || policy.allowedHosts.has(url.host.toLowerCase());

type TResolve = (hostname: string) => Promise<string[]>;
const resolveAll: TResolve = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Why `address` may not be fetched (in the language of the moment, for the person who gave it: a phrase that
 * follows the address's name), or null. Only `protocols`
 * are accepted; a name must resolve, and only to public addresses.
 */
export const outboundProblem = async (
  address: string,
  policy: TOutboundPolicy,
  { protocols = ['https:'], resolve = resolveAll }: { protocols?: string[]; resolve?: TResolve } = {},
): Promise<string | null> => {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return t.notAnAddress;
  }
  if (!protocols.includes(url.protocol)) return t.wrongProtocol(protocols);
  if (url.username || url.password) return t.credentials;
  if (isAllowed(policy, url)) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : await resolve(host);
  } catch {
    return t.noSuchServer;
  }
  if (addresses.length === 0) return t.noSuchServer;
  return addresses.every(isPublicAddress) ? null : t.privateNetwork;
};

type TLookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for sockets that refuses names resolving to anything but public addresses, unless the host is
 * allowed: what is checked is what is connected to.
 */
export const guardedLookup =
  (policy: TOutboundPolicy, lookup: typeof dnsLookup = dnsLookup) =>
  (hostname: string, options: LookupOptions, callback: TLookupCallback) => {
    lookup(hostname, { ...options, all: true }, (error, entries) => {
      if (error) return callback(error, []);
      const list = entries as LookupAddress[];
      const allowed = policy.allowedHosts.has(hostname.toLowerCase());
      if (!allowed && list.some((entry) => !isPublicAddress(entry.address))) {
        const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to a non-public address`);
        refused.code = 'EOUTBOUNDREFUSED';
        return callback(refused, []);
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };

/** An HTTPS agent whose connections go through `guardedLookup` (and also trust `extraCa`, if given). */
export const guardedAgent = (policy: TOutboundPolicy, extraCa?: string) =>
  new Agent({
    keepAlive: true,
    lookup: guardedLookup(policy) as never,
    ...(extraCa ? { ca: [...rootCertificates, extraCa] } : {}),
  });
