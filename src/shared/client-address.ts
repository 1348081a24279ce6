/**
 * Client addresses as the limits count them (docs/operations.md, "Limits an attacker meets").
 * An IPv6 customer line is given a whole /64 (18 billion billion addresses), so an IPv6 client
 * is counted by its /64: rate limits and sign-in locks keyed by the full address would give one
 * attacker a fresh count for every request. IPv4 addresses are counted one by one.
 */

/** The 16 bytes of an IPv6 address, or undefined when `text` is none. */
function ipv6Bytes(text: string): number[] | undefined {
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const head = groups(halves[0] ?? "");
  const tail = groups(halves[1] ?? "");
  // an IPv4 tail (::ffff:192.0.2.1) is two groups
  const last = tail.length ? tail : head;
  const v4 = last.length ? ipv4Bytes(last[last.length - 1] ?? "") : undefined;
  if (v4) {
    last.pop();
    last.push(((v4[0] ?? 0) * 256 + (v4[1] ?? 0)).toString(16));
    last.push(((v4[2] ?? 0) * 256 + (v4[3] ?? 0)).toString(16));
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill("0"), ...tail];
  const bytes: number[] = [];
  for (const group of all) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(group)) return undefined;
    const n = Number.parseInt(group, 16);
    bytes.push(n >> 8, n & 0xff);
  }
  return bytes;
}

/** The 4 bytes of an IPv4 address in dotted form, or undefined. */
function ipv4Bytes(text: string): number[] | undefined {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) {
    return undefined;
  }
  return parts.map(Number);
}

/** An address as bytes (IPv4 as 4, IPv4-mapped IPv6 as its IPv4), or undefined. */
function addressBytes(text: string): number[] | undefined {
  const v4 = ipv4Bytes(text);
  if (v4) return v4;
  const v6 = ipv6Bytes(text.replace(/%.*$/, ""));
  const mapped = v6?.slice(0, 12).every((b, i) => b === (i < 10 ? 0 : 0xff));
  return mapped ? v6?.slice(12) : v6;
}

/**
 * The key a client address is counted under: an IPv4 address as it is, an IPv6 address as its
 * /64 ("2001:db8:1:2::/64"); anything unreadable as it came.
 */
export function addressKey(ip: string): string {
  const bytes = addressBytes(ip.trim());
  if (!bytes) return ip;
  if (bytes.length === 4) return bytes.join(".");
  const groups = [];
  for (let i = 0; i < 8; i += 2)
    groups.push((((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16));
  return `${groups.join(":")}::/64`;
}

/** True for an IPv6 client that is not this machine (loopback). */
export function isRemoteIpv6(ip: string): boolean {
  const bytes = addressBytes(ip.trim());
  return bytes?.length === 16 && !bytes.every((b, i) => b === (i === 15 ? 1 : 0));
}

/**
 * True when `ip` is one of `allowed`: addresses and CIDR ranges ("203.0.113.7",
 * "198.51.100.0/24", "2001:db8::/32"), as PocketBase's superuser allow-list takes them.
 */
export function addressAllowed(ip: string, allowed: readonly string[]): boolean {
  const client = addressBytes(ip.trim());
  if (!client) return false;
  return allowed.some((entry) => {
    const [base = "", bitsText] = entry.trim().split("/");
    const range = addressBytes(base);
    if (!range || range.length !== client.length) return false;
    const bits = bitsText === undefined ? range.length * 8 : Number(bitsText);
    if (!Number.isInteger(bits) || bits < 0 || bits > range.length * 8) return false;
    for (let bit = 0; bit < bits; bit++) {
      const mask = 0x80 >> (bit % 8);
      const byte = Math.floor(bit / 8);
      if (((client[byte] ?? 0) & mask) !== ((range[byte] ?? 0) & mask)) return false;
    }
    return true;
  });
}
