/**
 * Which hosts the server may fetch on a user's say-so (Web Push endpoints): only public unicast
 * addresses. ipaddr.js names every special range (private, loopback, link-local, unique-local,
 * CGNAT, multicast, documentation, NAT64, 6to4, …); anything but plain 'unicast' is refused.
 */
import dns, { type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

// ipaddr.js calls the deprecated IPv4-compatible block (::a.b.c.d) 'unicast'; it carries an IPv4 address.
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/** True for an address anyone on the internet could reach; IPv4-mapped IPv6 is judged as its IPv4. */
export function isPublicAddress(text: string) {
  if (!ipaddr.isValid(text)) return false;
  let address = ipaddr.parse(text);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === 'ipv6' && address.match(IPV4_COMPATIBLE)) return false;
  return address.range() === 'unicast';
}

/**
 * Why a URL's host (as `new URL()` gives it: IPv6 in brackets, IPv4 shorthand already
 * normalised) cannot be public, or undefined. A name is judged by its spelling only here
 * (localhost, no dot); what it resolves to is checked when connecting (publicOnlyLookup).
 */
export function privateHostProblem(hostname: string) {
  const host = hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? undefined : `${host} is not a public address`;
  if (host === 'localhost' || host.endsWith('.localhost')) return `${host} is this machine`;
  if (!host.includes('.')) return `${host} is not a public host name`;
  return undefined;
}

export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
}

/**
 * A `lookup` for net/tls connections that resolves with dns.lookup and refuses the connection if
 * any address is not public. The connection then goes to an address checked here, so a name that
 * resolves to a public address when the subscription is saved and to an internal one later (DNS
 * rebinding) is still refused.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      return callback(new PrivateAddressError(`${hostname} resolves to ${refused?.address ?? 'nothing'}, which is not a public address`), '', 0);
    }
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
