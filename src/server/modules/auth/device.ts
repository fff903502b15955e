import Bowser from 'bowser';
import ipaddr from 'ipaddr.js';

/** "Chrome en Android": what a person recognises of their own browser, from its User-Agent. */
export const describeDevice = (userAgent: string | undefined): string => {
  if (!userAgent) return 'Navegador desconocido';
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name || 'Navegador desconocido';
  return os.name ? `${name} en ${os.name}` : name;
};

/**
 * The network an address belongs to, never the address itself: "83.45.12.x" (its /24) or
 * "2a02:9130:8a0::/48". Enough to recognise one's own connection without keeping a precise IP; a GeoIP
 * database could turn it into a place later (docs/operations.md, "Sessions").
 */
export const maskNetwork = (ip: string): string | null => {
  if (!ipaddr.isValid(ip)) return null;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') {
    const [a, b, c] = (address as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.x`;
  }
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/48`).toString()}/48`;
};
