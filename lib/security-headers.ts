// Security headers for every dashboard response the proxy sees (pages, route handlers, file
// downloads, error pages): a nonce-based Content-Security-Policy (Next.js reads the nonce
// from the request's own CSP header and puts it on its scripts), frame-ancestors 'none', and
// HSTS when the request came over HTTPS. Static headers for every path, static assets
// included, are in next.config.ts.
export interface SecurityContext {
  nonce: string;
  https: boolean;
  development: boolean;
  /** Origin of the single sign-on issuer, which sign-in forms are redirected to. */
  ssoOrigin: string | null;
}

export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

export function contentSecurityPolicy(context: SecurityContext): string {
  const formAction = ["'self'", ...(context.ssoOrigin ? [context.ssoOrigin] : [])].join(" ");
  return [
    "default-src 'self'",
    // 'strict-dynamic': scripts Next.js loads from a nonced script are trusted; nothing else.
    // React's development build needs eval for its stack traces; production never does.
    `script-src 'self' 'nonce-${context.nonce}' 'strict-dynamic'${context.development ? " 'unsafe-eval'" : ""}`,
    // React writes style attributes; styles cannot run code, so inline styles stay allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self' data:",
    `connect-src 'self'${context.development ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

export const hstsValue = "max-age=63072000; includeSubDomains";

/** Sets the policy (and HSTS over HTTPS) on a response. */
export function applySecurityHeaders(headers: Headers, context: SecurityContext): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(context));
  if (context.https) headers.set("Strict-Transport-Security", hstsValue);
}

/**
 * A server action posted from another origin: Next.js refuses it, but as a 500. The proxy
 * answers 403 first. No Origin header (old clients, same-origin navigations) is left to Next.
 */
export function isCrossOriginAction(request: { method: string; headers: Headers }): boolean {
  if (request.method !== "POST" || !request.headers.has("next-action")) return false;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true; // "null" or garbage: not this site
  }
}
