/** Client addresses as the limits count them (src/shared/client-address.ts). */
import { describe, expect, it } from "vitest";
import { addressAllowed, addressKey, isRemoteIpv6 } from "../../src/shared/client-address";

describe("addressKey", () => {
  it("counts an IPv6 client by its /64 and an IPv4 client by its address", () => {
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:0:0:9")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("not an address")).toBe("not an address");
  });

  it("knows a remote IPv6 client from this machine and from IPv4", () => {
    expect(isRemoteIpv6("2001:db8::7")).toBe(true);
    expect(isRemoteIpv6("::1")).toBe(false);
    expect(isRemoteIpv6("127.0.0.1")).toBe(false);
    expect(isRemoteIpv6("::ffff:10.0.0.1")).toBe(false);
  });
});

describe("addressAllowed", () => {
  it("takes addresses and CIDR ranges of both families", () => {
    const list = ["203.0.113.7", "198.51.100.0/24", "2001:db8:aa::/48", "127.0.0.1", "::1"];
    expect(addressAllowed("203.0.113.7", list)).toBe(true);
    expect(addressAllowed("203.0.113.8", list)).toBe(false);
    expect(addressAllowed("198.51.100.200", list)).toBe(true);
    expect(addressAllowed("198.51.101.1", list)).toBe(false);
    expect(addressAllowed("2001:db8:aa:5::1", list)).toBe(true);
    expect(addressAllowed("2001:db8:ab::1", list)).toBe(false);
    expect(addressAllowed("::1", list)).toBe(true);
    expect(addressAllowed("::ffff:203.0.113.7", list)).toBe(true);
    expect(addressAllowed("garbage", list)).toBe(false);
  });
});
