// Headers every dashboard response carries: next.config.ts gives them to Next.js's responses,
// and the production server (server.ts) to the queue rows it answers itself.
export const securityHeaders: readonly { key: string; value: string }[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "same-origin" },
  { key: "X-Frame-Options", value: "DENY" },
];
