import { isIPv4, isIPv6 } from 'node:net';

const IPV6_GROUPS = 8;
/** A subscriber usually gets a whole /64 network, so its addresses count as one. */
const IPV6_SUBSCRIBER_GROUPS = 4;

/** Expands an IPv6 address (no embedded IPv4) into its eight groups. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.split('::');
  const first = head === '' ? [] : head.split(':');
  const last = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(IPV6_GROUPS - first.length - last.length).fill('0');
  return [...first, ...zeros, ...last].map((group) => parseInt(group, 16).toString(16));
}

/**
 * The address the sign-in limits count by: an IPv4 address as it is (IPv4-mapped IPv6 included), an
 * IPv6 address by its /64 network, so one subscriber's many addresses do not each get an allowance.
 */
export function throttleAddress(ip: string): string {
  const address = ip.split('%')[0];
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address) || !isIPv6(address) || address.includes('.')) return address;
  return `${ipv6Groups(address).slice(0, IPV6_SUBSCRIBER_GROUPS).join(':')}::/64`;
}
