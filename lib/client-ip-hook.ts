// Installed once at server start (instrumentation.ts): before Next.js sees a request, its
// X-Forwarded-For is replaced by the one client address resolveClientIp finds, and
// X-Real-IP is dropped. Next.js only fills X-Forwarded-For when it is absent, so without this
// the first entry, which the client writes, would be taken as its address everywhere
// (throttling, the audit log, Auth.js).
import http from "node:http";
import https from "node:https";
import { isTrustedPeer, resolveClientIp, type TrustedProxies } from "./client-ip";

const state = globalThis as unknown as { kycClientIpHook?: boolean };

export function rewriteForwardedFor(request: http.IncomingMessage, trusted: TrustedProxies): void {
  const client = resolveClientIp(request.socket.remoteAddress, request.headers["x-forwarded-for"], trusted);
  delete request.headers["x-real-ip"];
  // From a peer that is no trusted proxy, the scheme and host it claims are its own words:
  // Next.js then derives them from the socket and the Host header (HSTS, secure cookies).
  if (!isTrustedPeer(request.socket.remoteAddress, trusted)) {
    delete request.headers["x-forwarded-proto"];
    delete request.headers["x-forwarded-host"];
  }
  if (client) request.headers["x-forwarded-for"] = client;
  else delete request.headers["x-forwarded-for"];
}

export function installClientIpHook(trusted: TrustedProxies): void {
  if (state.kycClientIpHook) return;
  state.kycClientIpHook = true;
  for (const prototype of [http.Server.prototype, https.Server.prototype]) {
    const emit = prototype.emit as (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;
    prototype.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event === "request") rewriteForwardedFor(args[0] as http.IncomingMessage, trusted);
      return emit.call(this, event, ...args);
    } as typeof prototype.emit;
  }
}
