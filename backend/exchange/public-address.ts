import net from "node:net";

/**
 * Whether an IP address is one of the public internet, which an import may fetch from: never loopback,
 * private, shared (carrier NAT), link-local (the cloud metadata address 169.254.169.254 among them), multicast,
 * broadcast, documentation, benchmarking or otherwise reserved. An IPv6 address must be global unicast
 * (2000::/3) outside the ranges reserved in it; an IPv4 address written as IPv6 (::ffff:127.0.0.1,
 * ::ffff:7f00:1) is judged as that IPv4 address. Anything else (NAT64, 6to4, Teredo, ULA fc00::/7, fe80::/10)
 * is refused.
 */
const NOT_PUBLIC_V4 = [
  "0.0.0.0/8",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.2.0/24",
  "192.88.99.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4",
  "240.0.0.0/4",
];
/** Inside 2000::/3: IETF protocol assignments (Teredo among them), 6to4, documentation. */
const NOT_PUBLIC_V6 = ["2001::/23", "2001:db8::/32", "2002::/16", "3fff::/20"];

const notPublic = new net.BlockList();
for (const range of NOT_PUBLIC_V4) addRange(notPublic, range, "ipv4");
for (const range of NOT_PUBLIC_V6) addRange(notPublic, range, "ipv6");

function addRange(list: net.BlockList, range: string, type: "ipv4" | "ipv6"): void {
  const [network, bits] = range.split("/");
  list.addSubnet(network, Number(bits), type);
}

/** The 8 groups of an IPv6 address as numbers (`::` expanded, a trailing dotted IPv4 read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const part = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  return tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d) stands for, else null. */
function mappedIpv4(groups: number[]): string | null {
  if (groups.slice(0, 5).some((g) => g !== 0) || groups[5] !== 0xffff) return null;
  return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
}

export function isPublicAddress(address: string): boolean {
  const version = net.isIP(address.replace(/%.*$/, ""));
  if (version === 4) return !notPublic.check(address, "ipv4");
  if (version !== 6) return false;
  const groups = ipv6Groups(address);
  const ipv4 = mappedIpv4(groups);
  if (ipv4) return isPublicAddress(ipv4);
  return groups[0] >> 13 === 0b001 && !notPublic.check(address.replace(/%.*$/, ""), "ipv6");
}

/**
 * Addresses and ranges (`10.0.0.5`, `192.168.10.0/24`, `fd00::/8`) an import may fetch from although they are
 * not public: a feed served inside the shop's own network. Empty unless configured.
 */
export function trustedAddresses(entries: readonly string[]): (address: string) => boolean {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.trim().split("/");
    const type = net.isIP(address) === 6 ? "ipv6" : "ipv4";
    if (!net.isIP(address)) throw new Error(`not an IP address or range: ${entry}`);
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => entries.length > 0 && list.check(address, net.isIP(address) === 6 ? "ipv6" : "ipv4");
}
