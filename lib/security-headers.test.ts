import { describe, expect, it } from "vitest";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  isCrossOriginAction,
  newNonce,
} from "./security-headers";

const context = { nonce: "abc123", https: false, development: false, ssoOrigin: null };

describe("security headers", () => {
  it("a nonce-based policy that forbids framing and foreign scripts; a fresh nonce each time", () => {
    const policy = contentSecurityPolicy(context);
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-eval");
    expect(newNonce()).not.toBe(newNonce());
  });

  it("HSTS only over HTTPS", () => {
    const plain = new Headers();
    applySecurityHeaders(plain, context);
    expect(plain.get("strict-transport-security")).toBeNull();
    const secure = new Headers();
    applySecurityHeaders(secure, { ...context, https: true });
    expect(secure.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("knows a server action posted from another origin", () => {
    const post = (headers: Record<string, string>) => ({ method: "POST", headers: new Headers(headers) });
    const action = { "next-action": "x", host: "review.example" };
    expect(isCrossOriginAction(post({ ...action, origin: "https://evil.example" }))).toBe(true);
    expect(isCrossOriginAction(post({ ...action, origin: "null" }))).toBe(true);
    expect(isCrossOriginAction(post({ ...action, origin: "https://review.example" }))).toBe(false);
    expect(isCrossOriginAction(post({ host: "review.example", origin: "https://evil.example" }))).toBe(false);
  });
});
