import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Why an address may not be fetched from, or null when it is a public unicast address. */
export type AddressRefusal =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared'
  | 'multicast'
  | 'reserved'
  | 'not-an-address';

type Range = { network: string; prefix: number; refusal: AddressRefusal };

const IPV4_RANGES: Range[] = [
  { network: '0.0.0.0', prefix: 8, refusal: 'unspecified' },
  { network: '10.0.0.0', prefix: 8, refusal: 'private' },
  { network: '100.64.0.0', prefix: 10, refusal: 'shared' },
  { network: '127.0.0.0', prefix: 8, refusal: 'loopback' },
  { network: '169.254.0.0', prefix: 16, refusal: 'link-local' },
  { network: '172.16.0.0', prefix: 12, refusal: 'private' },
  { network: '192.0.0.0', prefix: 24, refusal: 'reserved' },
  { network: '192.0.2.0', prefix: 24, refusal: 'reserved' },
  { network: '192.88.99.0', prefix: 24, refusal: 'reserved' },
  { network: '192.168.0.0', prefix: 16, refusal: 'private' },
  { network: '198.18.0.0', prefix: 15, refusal: 'reserved' },
  { network: '198.51.100.0', prefix: 24, refusal: 'reserved' },
  { network: '203.0.113.0', prefix: 24, refusal: 'reserved' },
  { network: '224.0.0.0', prefix: 4, refusal: 'multicast' },
  { network: '240.0.0.0', prefix: 4, refusal: 'reserved' },
];

const IPV6_RANGES: Range[] = [
  { network: '::', prefix: 128, refusal: 'unspecified' },
  { network: '::1', prefix: 128, refusal: 'loopback' },
  { network: '100::', prefix: 64, refusal: 'reserved' },
  { network: '2001:db8::', prefix: 32, refusal: 'reserved' },
  { network: 'fc00::', prefix: 7, refusal: 'private' },
  { network: 'fe80::', prefix: 10, refusal: 'link-local' },
  { network: 'fec0::', prefix: 10, refusal: 'private' },
  { network: 'ff00::', prefix: 8, refusal: 'multicast' },
];

function blockListsByRefusal(ranges: Range[], family: 'ipv4' | 'ipv6') {
  return ranges.map(({ network, prefix, refusal }) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return { list, refusal };
  });
}

const IPV4_LISTS = blockListsByRefusal(IPV4_RANGES, 'ipv4');
const IPV6_LISTS = blockListsByRefusal(IPV6_RANGES, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad included). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (isIPv4(tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest ? rest.split(':') : [];
  const missing = 8 - headGroups.length - restGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...restGroups];
  return groups.map((group) => Number.parseInt(group, 16));
}

function ipv4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * The IPv4 address an IPv6 address carries to an IPv4 host, when it does: IPv4-mapped (::ffff:a.b.c.d),
 * IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
 */
function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const leadingZeros = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (leadingZeros && (g5 === 0xffff || g5 === 0)) return ipv4FromGroups(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return ipv4FromGroups(g6, g7);
  if (g0 === 0x2002) return ipv4FromGroups(g1 ?? 0, g2 ?? 0);
  return null;
}

function ipv4Refusal(address: string): AddressRefusal | null {
  if (address === '255.255.255.255') return 'reserved';
  return IPV4_LISTS.find(({ list }) => list.check(address, 'ipv4'))?.refusal ?? null;
}

/**
 * Why a server must not connect to this address on a user's behalf (loopback, private, link-local, shared CGNAT,
 * multicast, reserved, or an IPv6 form of one of those), or null for a public unicast address. A zone (`%eth0`) is
 * ignored; brackets are accepted.
 */
export function addressRefusal(rawAddress: string): AddressRefusal | null {
  const address = rawAddress.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  if (isIPv4(address)) return ipv4Refusal(address);
  if (!isIPv6(address)) return 'not-an-address';
  const ownRefusal = IPV6_LISTS.find(({ list }) => list.check(address, 'ipv6'))?.refusal;
  if (ownRefusal) return ownRefusal;
  const carried = embeddedIpv4(ipv6Groups(address.toLowerCase()));
  return carried === null ? null : ipv4Refusal(carried);
}

export function isPublicAddress(address: string): boolean {
  return addressRefusal(address) === null;
}
