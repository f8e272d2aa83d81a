import { BlockList, isIPv4, isIPv6 } from "node:net";

// Who the client is, for the per-address limits, and which proxies may say so.
//
// - trustProxy(value): TRUST_PROXY parsed into the one rule that both Fastify (request.ip,
//   request.protocol) and the page cache's front door (X-Forwarded-Proto) follow: a function of
//   (address, hop) as @fastify/proxy-addr calls it, hop 0 being the connection's own peer.
// - counterKey(address): what a limit counts a request under — an IPv4 address as it is, an
//   IPv4-mapped IPv6 address as its IPv4 address, any other IPv6 address as its /64 prefix (one
//   subscriber's network: a client given a /64 picks a new address in it at will).

export type TrustProxy = false | ((address: string, hop: number) => boolean);

// proxy-addr's names for well-known ranges, accepted in TRUST_PROXY lists as well
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

export class TrustProxyError extends Error {}

// TRUST_PROXY's value (trimmed, not empty). Throws TrustProxyError naming the wrong entry
export function parseTrustProxy(value: string): TrustProxy {
  const lower = value.toLowerCase();
  if (lower === "false" || lower === "0") return false;
  // `true` used to mean "believe every hop", which lets any client write its own address into
  // X-Forwarded-For; it now means what `1` means: the peer that connects is the one proxy
  if (lower === "true") return hops(1);
  if (/^\d+$/.test(lower)) {
    const count = Number(lower);
    if (count < 1 || count > 99) throw new TrustProxyError(`a number of proxy hops must be 1 to 99 (got "${value}")`);
    return hops(count);
  }
  const list = new BlockList();
  const entries = lower
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new TrustProxyError(`names no proxy address (got "${value}")`);
  for (const entry of entries) {
    for (const range of NAMED_RANGES[entry] ?? [entry]) addRange(list, range);
  }
  return (address) => {
    const plain = plainAddress(address);
    if (isIPv4(plain)) return list.check(plain, "ipv4");
    return isIPv6(plain) && list.check(plain, "ipv6");
  };
}

// the nearest `count` addresses (the peer, then X-Forwarded-For from the right) are proxies
function hops(count: number): TrustProxy {
  return (_address, hop) => hop < count;
}

function addRange(list: BlockList, entry: string): void {
  const wrong = () =>
    new TrustProxyError(
      `"${entry}" is not an IPv4 or IPv6 address or network (like 10.0.0.5, 10.0.0.0/8, fd00::/8), loopback, linklocal or uniquelocal`,
    );
  const [raw, prefixRaw, ...rest] = entry.split("/");
  if (rest.length > 0 || raw === undefined) throw wrong();
  // a single address may be written IPv4-mapped; a network keeps the family it is written in
  const address = prefixRaw === undefined ? plainAddress(raw) : raw;
  const family = isIPv4(address) ? "ipv4" : isIPv6(address) ? "ipv6" : null;
  if (!family) throw wrong();
  if (prefixRaw === undefined) {
    list.addAddress(address, family);
    return;
  }
  const prefix = Number(prefixRaw);
  const max = family === "ipv4" ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefixRaw) || prefix > max) throw wrong();
  list.addSubnet(address, prefix, family);
}

// an IPv4-mapped IPv6 address (::ffff:192.0.2.1, as a dual-stack socket reports IPv4 peers) as
// its IPv4 address; a zone index (fe80::1%eth0) dropped; anything else as it is
export function plainAddress(address: string): string {
  const unzoned = address.includes("%") ? address.slice(0, address.indexOf("%")) : address;
  if (!isIPv6(unzoned)) return unzoned;
  const groups = ipv6Groups(unzoned);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return unzoned;
}

// the key a per-address limit counts a request under (see the top of this file); something that
// is no address at all (never from a socket) is kept as it is
export function counterKey(address: string | undefined): string {
  if (!address) return "unknown";
  const plain = plainAddress(address.trim());
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return plain;
  const groups = ipv6Groups(plain);
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

// the eight 16-bit groups of a valid IPv6 address (with an IPv4 tail, if any, as two groups)
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = tail[1].split(".").map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const zeros = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}
