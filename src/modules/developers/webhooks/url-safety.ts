import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { MAX_URL_LENGTH } from './webhook.rules';

/*
 * Server-side request forgery guard. A webhook URL may only reach public unicast addresses:
 * loopback, private (RFC 1918, unique local), link-local (and so cloud metadata 169.254.169.254),
 * carrier-grade NAT, multicast, broadcast, unspecified, reserved/documentation ranges, and IPv6
 * forms that embed IPv4 (mapped, NAT64, 6to4, Teredo) are refused, unless
 * WEBHOOK_ALLOW_PRIVATE_NETWORKS=true. The check runs when a URL is saved and again on the address
 * actually connected to (see webhook-http.ts), so a DNS answer that changes later cannot slip through.
 */

export interface UrlPolicy {
  isProduction: boolean;
  allowPrivateNetworks: boolean;
}

export class UnsafeUrlError extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid-url' | 'blocked-address' | 'unresolvable',
  ) {
    super(message);
  }
}

/** The reason an address may not be contacted, or null for a public unicast address. */
export function blockedAddressReason(address: string): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 becomes IPv4
  const range = parsed.range();
  if (range === 'unicast') return null;
  return `${address} is a ${range} address`;
}

/** Strips the brackets of an IPv6 URL host. */
export function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/** Checks the shape of a webhook URL (no network); returns the parsed URL or throws UnsafeUrlError. */
export function parseWebhookUrl(raw: string, policy: UrlPolicy): URL {
  const text = raw.trim();
  if (text.length > MAX_URL_LENGTH) throw new UnsafeUrlError(`must be at most ${MAX_URL_LENGTH} characters`, 'invalid-url');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UnsafeUrlError('must be an absolute http(s) URL', 'invalid-url');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UnsafeUrlError('must use https', 'invalid-url');
  if (url.protocol === 'http:' && policy.isProduction) throw new UnsafeUrlError('must use https', 'invalid-url');
  if (url.username || url.password) throw new UnsafeUrlError('must not contain a user name or password', 'invalid-url');
  if (url.hash) throw new UnsafeUrlError('must not contain a fragment (#…)', 'invalid-url');
  if (!hostOf(url)) throw new UnsafeUrlError('must name a host', 'invalid-url');
  return url;
}

/** Every address a host resolves to (the host itself when it is an IP literal). */
export async function resolveHost(host: string): Promise<Array<{ address: string; family: number }>> {
  const family = net.isIP(host);
  if (family) return [{ address: host, family }];
  try {
    return await dns.promises.lookup(host, { all: true, verbatim: true });
  } catch (error) {
    throw new UnsafeUrlError(`host ${host} could not be resolved (${(error as NodeJS.ErrnoException).code ?? 'DNS error'})`, 'unresolvable');
  }
}

/** Throws UnsafeUrlError when any of the addresses is not allowed under the policy. */
export function assertAddressesAllowed(host: string, addresses: ReadonlyArray<{ address: string }>, policy: UrlPolicy): void {
  if (policy.allowPrivateNetworks) return;
  for (const { address } of addresses) {
    const reason = blockedAddressReason(address);
    if (reason) {
      const via = address === host ? '' : ` (${host} resolves to ${address})`;
      throw new UnsafeUrlError(`must not point to a private, loopback, link-local or reserved address${via}: ${reason}`, 'blocked-address');
    }
  }
}

/** The check made when a subscription's URL is saved: shape, resolution and addresses. */
export async function assertWebhookUrlAllowed(raw: string, policy: UrlPolicy): Promise<URL> {
  const url = parseWebhookUrl(raw, policy);
  const host = hostOf(url);
  const addresses = await resolveHost(host);
  assertAddressesAllowed(host, addresses, policy);
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that resolves once, refuses blocked addresses, and hands the
 * socket exactly the addresses it checked: the connection is pinned to what was verified.
 */
export function pinnedLookup(policy: UrlPolicy, onResolved: (addresses: string[]) => void) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    resolveHost(hostname)
      .then((addresses) => {
        assertAddressesAllowed(hostname, addresses, policy);
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        if (!wanted.length) throw new UnsafeUrlError(`host ${hostname} has no address of the requested family`, 'unresolvable');
        onResolved(wanted.map((a) => a.address));
        if (options.all)
          callback(
            null,
            wanted.map((a) => ({ address: a.address, family: a.family })),
          );
        else callback(null, wanted[0].address, wanted[0].family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
  };
}
