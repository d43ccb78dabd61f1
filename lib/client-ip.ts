// The client's address for throttling and the audit log: the socket's peer, unless that
// peer is a configured trusted proxy (TRUSTED_PROXIES), in which case X-Forwarded-For is read
// from the right, skipping trusted proxies, and the first address no trusted proxy vouches
// for is the client. Entries to its left are the client's own words and are ignored.
import { BlockList, isIP } from "node:net";

export type TrustedProxies = BlockList;

/** "10.0.0.1, 10.1.0.0/16, ::1" -> a BlockList; throws naming the entry that is not an address or range. */
export function parseTrustedProxies(list: string): TrustedProxies {
  const trusted = new BlockList();
  for (const raw of list.split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address = "", bits] = entry.split("/");
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const max = family === 6 ? 128 : 32;
    if (!family || (prefix !== undefined && (!Number.isInteger(prefix) || prefix < 0 || prefix > max)))
      throw new Error(`"${entry}" is not an IP address or CIDR range`);
    const type = family === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, prefix, type);
  }
  return trusted;
}

/** ::ffff:1.2.3.4 (an IPv4 client on a dual-stack socket) is 1.2.3.4. */
function normalize(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Whether the socket's peer is a configured trusted proxy. */
export function isTrustedPeer(peer: string | undefined, trusted: TrustedProxies): boolean {
  return peer !== undefined && isTrusted(trusted, normalize(peer));
}

function isTrusted(trusted: TrustedProxies, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 6 ? "ipv6" : "ipv4");
}

export function resolveClientIp(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string | null {
  if (!peer) return null;
  let client = normalize(peer);
  if (!isTrusted(trusted, client)) return client;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((hop) => normalize(hop.trim()))
    .filter(Boolean);
  while (hops.length > 0) {
    const hop = hops.pop()!;
    // A malformed entry is where trustworthy information ends: keep the last good address.
    if (!isIP(hop)) return client;
    client = hop;
    if (!isTrusted(trusted, hop)) return client;
  }
  return client;
}
