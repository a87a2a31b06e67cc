import { isIP } from 'node:net';

/** Why an address may not be fetched; null when it is a public unicast address. */
export type AddressRefusal = 'private' | 'loopback' | 'link-local' | 'unique-local' | 'multicast' | 'unspecified' | 'reserved' | null;

type Range = readonly [prefix: bigint, bits: number, refusal: Exclude<AddressRefusal, null>];

const v4 = (dotted: string): bigint => dotted.split('.').reduce((value, octet) => (value << 8n) | BigInt(Number(octet)), 0n);

const IPV4_RANGES: readonly Range[] = [
  [v4('0.0.0.0'), 8, 'unspecified'],
  [v4('10.0.0.0'), 8, 'private'],
  [v4('100.64.0.0'), 10, 'private'], // carrier-grade NAT
  [v4('127.0.0.0'), 8, 'loopback'],
  [v4('169.254.0.0'), 16, 'link-local'], // also cloud metadata endpoints
  [v4('172.16.0.0'), 12, 'private'],
  [v4('192.0.0.0'), 24, 'reserved'],
  [v4('192.0.2.0'), 24, 'reserved'],
  [v4('192.88.99.0'), 24, 'reserved'],
  [v4('192.168.0.0'), 16, 'private'],
  [v4('198.18.0.0'), 15, 'private'], // benchmarking
  [v4('198.51.100.0'), 24, 'reserved'],
  [v4('203.0.113.0'), 24, 'reserved'],
  [v4('224.0.0.0'), 4, 'multicast'],
  [v4('240.0.0.0'), 4, 'reserved'], // includes 255.255.255.255
];

/** Eight 16-bit groups of an IPv6 address (with "::" and a dotted IPv4 tail) as one number. */
function v6(address: string): bigint {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const tail = v4(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(tail >> 16n).toString(16)}:${(tail & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups = rest === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group || '0', 16)), 0n);
}

const IPV6_RANGES: readonly Range[] = [
  [0n, 128, 'unspecified'], // ::
  [1n, 128, 'loopback'], // ::1
  [v6('::'), 96, 'reserved'], // IPv4-compatible (deprecated)
  [v6('64:ff9b::'), 96, 'reserved'], // NAT64: reaches IPv4 addresses through a translator
  [v6('64:ff9b:1::'), 48, 'private'],
  [v6('100::'), 64, 'reserved'], // discard
  [v6('2001::'), 32, 'reserved'], // Teredo
  [v6('2001:db8::'), 32, 'reserved'], // documentation
  [v6('2002::'), 16, 'reserved'], // 6to4: embeds an IPv4 address
  [v6('fc00::'), 7, 'unique-local'],
  [v6('fe80::'), 10, 'link-local'],
  [v6('fec0::'), 10, 'private'], // site-local (deprecated)
  [v6('ff00::'), 8, 'multicast'],
];

const inRange = (value: bigint, width: number, [prefix, bits]: Range) => value >> BigInt(width - bits) === prefix >> BigInt(width - bits);

/**
 * What kind of address this is, for the server-side fetch of a banner URL: anything but a
 * public unicast address is refused. IPv4-mapped IPv6 (`::ffff:10.0.0.1`, `::ffff:a00:1`)
 * is judged as the IPv4 address it carries; only global unicast IPv6 (2000::/3) passes.
 * Not an IP address at all: 'reserved'.
 */
export function classifyAddress(address: string): AddressRefusal {
  const family = isIP(address.split('%')[0] ?? '');
  if (family === 4) {
    const value = v4(address);
    return IPV4_RANGES.find((range) => inRange(value, 32, range))?.[2] ?? null;
  }
  if (family !== 6) return 'reserved';
  const value = v6(address);
  if (value >> 32n === 0xffffn) {
    const mapped = value & 0xffffffffn;
    return IPV4_RANGES.find((range) => inRange(mapped, 32, range))?.[2] ?? null;
  }
  const refused = IPV6_RANGES.find((range) => inRange(value, 128, range))?.[2];
  if (refused) return refused;
  return value >> 125n === 1n ? null : 'reserved';
}

/** What a person reads when an address is refused (400). */
export function refusalMessage(refusal: Exclude<AddressRefusal, null>): string {
  switch (refusal) {
    case 'loopback':
      return 'This address points to this server itself and cannot be used.';
    case 'private':
    case 'unique-local':
    case 'link-local':
      return 'This address points to a private network and cannot be used.';
    default:
      return 'This address is not a public internet address and cannot be used.';
  }
}
