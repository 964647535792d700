import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Why an address is no place to deliver to: what kind of address it is. */
export type AddressKind =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'reserved';

/**
 * The ranges that are not the public internet (IANA's special-purpose registries): the machine
 * itself, its networks, and addresses nobody should be sent to. Addresses that embed an IPv4
 * one (mapped, NAT64) are judged by it.
 */
const ranges: readonly [string, number, 'ipv4' | 'ipv6', AddressKind][] = [
  ['0.0.0.0', 8, 'ipv4', 'unspecified'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'private'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.0.0.0', 24, 'ipv4', 'reserved'],
  ['192.0.2.0', 24, 'ipv4', 'reserved'],
  ['192.88.99.0', 24, 'ipv4', 'reserved'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['198.18.0.0', 15, 'ipv4', 'reserved'],
  ['198.51.100.0', 24, 'ipv4', 'reserved'],
  ['203.0.113.0', 24, 'ipv4', 'reserved'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['::', 96, 'ipv6', 'reserved'],
  ['64:ff9b:1::', 48, 'ipv6', 'private'],
  ['100::', 64, 'ipv6', 'reserved'],
  ['2001::', 23, 'ipv6', 'reserved'],
  ['2001:db8::', 32, 'ipv6', 'reserved'],
  ['2002::', 16, 'ipv6', 'reserved'],
  ['fc00::', 7, 'ipv6', 'unique-local'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['fec0::', 10, 'ipv6', 'private'],
  ['ff00::', 8, 'ipv6', 'multicast'],
];

/** IPv6 prefixes whose last 32 bits are an IPv4 address: mapped (`::ffff:…`) and NAT64. */
const embedding = ['0:0:0:0:0:ffff:', '64:ff9b:0:0:0:0:'];

/** The eight groups of an IPv6 address, written out (`::1` → `0:0:0:0:0:0:0:1`). */
function expand(address: string): string[] {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  let text = address.toLowerCase();
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

/** The IPv4 address an IPv6 one carries in its last 32 bits, for the prefixes that mean it. */
function embeddedIpv4(address: string): string | null {
  const groups = expand(address);
  const prefix = `${groups.slice(0, 6).join(':')}:`;
  if (!embedding.includes(prefix)) return null;
  const [high = 0, low = 0] = groups.slice(6).map((group) => Number.parseInt(group, 16));
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** `RUSHES_WEBHOOK_ALLOW_PRIVATE`: addresses and CIDR ranges, comma-separated. */
function allowListOf(setting: string): BlockList {
  const list = new BlockList();
  for (const entry of setting.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [address = '', bits] = entry.split('/');
    if (isIP(address) === 0) throw new Error(`not an IP address or range: ${entry}`);
    const family = familyOf(address);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** Which addresses a webhook may be delivered to. */
export interface AddressGuard {
  /** The kind of a refused address, or null for one deliveries may go to. */
  refusal(address: string): AddressKind | null;
}

/**
 * Public addresses are open; every other (loopback, private, link-local, unique-local,
 * multicast, unspecified, reserved) is refused unless the allow list names it.
 */
export function createAddressGuard(allowPrivate: string): AddressGuard {
  const allowed = allowListOf(allowPrivate);
  const refused = ranges.map(([network, bits, family, kind]) => {
    const list = new BlockList();
    list.addSubnet(network, bits, family);
    return { list, family, kind };
  });
  const kindOf = (address: string): AddressKind | null => {
    const family = familyOf(address);
    const inner = family === 'ipv6' ? embeddedIpv4(address) : null;
    if (inner) return kindOf(inner);
    return (
      refused.find((range) => range.family === family && range.list.check(address, family))?.kind ??
      null
    );
  };
  return {
    refusal(address) {
      const kind = kindOf(address);
      if (kind === null) return null;
      const family = familyOf(address);
      const inner = family === 'ipv6' ? embeddedIpv4(address) : null;
      const allowedHere =
        allowed.check(address, family) || (inner !== null && allowed.check(inner, 'ipv4'));
      return allowedHere ? null : kind;
    },
  };
}

/** A URL's host without the brackets of an IPv6 literal. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Names that are the machine itself whatever DNS says (RFC 6761). */
const isLocalhost = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * Why a URL's host is refused before any lookup: an address literal out of bounds, or
 * `localhost`; null when only resolving it can tell. Checked when a webhook is set.
 */
export function literalRefusal(url: URL, guard: AddressGuard): AddressKind | null {
  const host = hostOf(url).toLowerCase();
  if (isLocalhost(host)) return guard.refusal('127.0.0.1');
  return isIP(host) === 0 ? null : guard.refusal(host);
}

export type LookUp = (host: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: LookUp = (host) => dnsLookup(host, { all: true, verbatim: true });

/** Where to connect for a URL, or why not. */
export type Target =
  | { address: string; family: 4 | 6 }
  | { refused: AddressKind; address: string }
  | { unresolved: string };

/**
 * The address to connect to for `url`, resolved once and checked: the request then goes to that
 * address (never resolved again), so a name that changes its answer cannot slip past the check.
 * A name with any refused address is refused.
 */
export async function resolveTarget(
  url: URL,
  guard: AddressGuard,
  lookUp: LookUp = systemLookup,
): Promise<Target> {
  const host = hostOf(url).toLowerCase();
  const literal = isIP(host);
  let addresses: { address: string; family: number }[];
  if (literal !== 0) addresses = [{ address: host, family: literal }];
  else if (isLocalhost(host)) addresses = [{ address: '127.0.0.1', family: 4 }];
  else {
    try {
      addresses = await lookUp(host);
    } catch {
      return { unresolved: host };
    }
  }
  if (addresses.length === 0) return { unresolved: host };
  for (const { address } of addresses) {
    const refused = guard.refusal(address);
    if (refused) return { refused, address };
  }
  const [first] = addresses;
  return first
    ? { address: first.address, family: first.family === 6 ? 6 : 4 }
    : { unresolved: host };
}
