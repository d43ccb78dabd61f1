// The client's address comes from the socket unless a configured trusted proxy vouches for
// X-Forwarded-For; a real HTTP server on a free port shows the header rewritten before
// anything else reads it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { parseTrustedProxies, resolveClientIp } from "./client-ip";
import { installClientIpHook } from "./client-ip-hook";

const none = parseTrustedProxies("");
const proxies = parseTrustedProxies("10.0.0.1, 192.168.0.0/16, ::1");

describe("resolveClientIp", () => {
  it("with no trusted proxies (the default) is the socket's peer, whatever the client writes", () => {
    expect(resolveClientIp("203.0.113.9", "1.2.3.4", none)).toBe("203.0.113.9");
    expect(resolveClientIp("::ffff:203.0.113.9", undefined, none)).toBe("203.0.113.9");
    expect(resolveClientIp(undefined, "1.2.3.4", none)).toBeNull();
  });

  it("behind trusted proxies is the rightmost address no trusted proxy vouches for", () => {
    expect(resolveClientIp("10.0.0.1", "1.2.3.4, 198.51.100.7", proxies)).toBe("198.51.100.7");
    expect(resolveClientIp("10.0.0.1", "1.2.3.4, 198.51.100.7, 192.168.4.4", proxies)).toBe("198.51.100.7");
    expect(resolveClientIp("::1", ["198.51.100.7"], proxies)).toBe("198.51.100.7");
    // A spoofed entry left of the real client is ignored; garbage stops the walk.
    expect(resolveClientIp("10.0.0.1", "evil, 198.51.100.7", proxies)).toBe("198.51.100.7");
    expect(resolveClientIp("10.0.0.1", "198.51.100.7, not-an-ip", proxies)).toBe("10.0.0.1");
    // A peer that is not a trusted proxy is the client even if it sends the header.
    expect(resolveClientIp("203.0.113.9", "198.51.100.7", proxies)).toBe("203.0.113.9");
  });

  it("refuses a configuration entry that is not an address or range, naming it", () => {
    expect(() => parseTrustedProxies("10.0.0.1, 10.0.0.0/33")).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseTrustedProxies("proxy.local")).toThrow(/proxy\.local/);
  });
});

describe("the hook on a real HTTP server", () => {
  it("replaces a forged X-Forwarded-For and drops X-Real-IP before the handler runs", async () => {
    installClientIpHook(none);
    const server = http.createServer((request, response) => {
      const { "x-forwarded-for": client, "x-real-ip": real, "x-forwarded-proto": proto } = request.headers;
      response.end(JSON.stringify([client, real ?? null, proto ?? null]));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { "x-forwarded-for": "6.6.6.6", "x-real-ip": "7.7.7.7", "x-forwarded-proto": "https" },
      });
      expect(await answer.json()).toEqual(["127.0.0.1", null, null]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
